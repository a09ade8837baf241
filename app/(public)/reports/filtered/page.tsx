// /reports?q=…&species=…&… – the filtered and searched list. proxy.ts rewrites any address with a filter parameter
// here (lib/reports/list-address.ts), so /reports itself stays prerendered. Rendered on request from the cached
// filtered pages (lib/search/cached.ts); never indexed: species pages are the way in for search engines.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LIST_FILTER_PARAMS } from "@/lib/reports/list-address.mjs";
import { FilteredReportsView } from "../_components/filtered-reports-view";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Sök bland fångstrapporter",
  alternates: { canonical: "/reports" },
  robots: { index: false, follow: true },
};

export default async function FilteredReportsPage({ searchParams }: Props) {
  const raw = await searchParams;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(key, first);
  }
  // The form sends every field; the address to share holds only those filled in.
  const blank = LIST_FILTER_PARAMS.filter((key) => params.has(key) && params.get(key)!.trim() === "");
  if (blank.length > 0) {
    for (const key of blank) params.delete(key);
    redirect(params.size > 0 ? `/reports?${params.toString()}` : "/reports");
  }
  return <FilteredReportsView params={params} />;
}

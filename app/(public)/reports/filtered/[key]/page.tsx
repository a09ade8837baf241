// The first page of a filtered list, kept as a page of its own: proxy.ts rewrites /reports?{filters} here with the
// filter as a key (lib/reports/list-address.ts) while the bound on kept variants allows, so a shared link is served
// like the list itself and renewed when reports change. Past the bound the same page is rendered on request
// (../page.tsx). Never indexed.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { filteredListQuery } from "@/lib/reports/list-address.mjs";
import { FilteredReportsView } from "../../_components/filtered-reports-view";

type Props = { params: Promise<{ key: string }> };

// VARIANT_WINDOW_SECONDS (lib/search/variants.ts); Next.js needs the number written here.
export const revalidate = 600;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = {
  title: "Sök bland fångstrapporter",
  alternates: { canonical: "/reports" },
  robots: { index: false, follow: true },
};

export default async function CachedFilteredReportsPage({ params }: Props) {
  const query = filteredListQuery((await params).key);
  if (query === null) notFound();
  return <FilteredReportsView params={new URLSearchParams(query)} />;
}

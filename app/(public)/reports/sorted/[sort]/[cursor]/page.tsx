// /reports?cursor=… (and &sort=…) – later pages of the list for browsers without JavaScript and for crawlers.
// proxy.ts rewrites to this address. Rendered on request from the shared page cache; not kept as a page itself.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isReportSort } from "@/lib/reports/display";
import { ReportsView } from "../../../_components/reports-view";

type Props = { params: Promise<{ sort: string; cursor: string }> };

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Fångstrapporter",
  alternates: { canonical: "/reports" },
  robots: { index: false, follow: true },
};

export default async function ReportsFromCursorPage({ params }: Props) {
  const { sort, cursor } = await params;
  if (!isReportSort(sort)) notFound();
  return <ReportsView sort={sort} cursor={cursor} />;
}

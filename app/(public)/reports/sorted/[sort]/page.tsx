// /reports?sort={fish|fisher|location} – proxy.ts rewrites the visible address to this prerendered page, so each
// order is cached like /reports itself. Not linked anywhere under this path.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isReportSort } from "@/lib/reports/display";
import { REPORT_SORTS } from "@/lib/reports/types";
import { ReportsView } from "../../_components/reports-view";

type Props = { params: Promise<{ sort: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return REPORT_SORTS.map((sort) => ({ sort }));
}

export const metadata: Metadata = {
  title: "Fångstrapporter",
  description: "Gäddor, abborrar och öringar: se vad Fiskegänget har fått på kroken, med vikt, längd, plats och bete.",
  alternates: { canonical: "/reports" },
};

export default async function SortedReportsPage({ params }: Props) {
  const { sort } = await params;
  if (!isReportSort(sort)) notFound();
  return <ReportsView sort={sort} cursor={null} />;
}

// /reports/{id} – one catch as a page of its own: the address cards link to, shared and read by search engines.
import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { getCachedReport } from "@/lib/reports/cached";
import { formatFishingDate, formatLength, formatWeight, orUnknown } from "@/lib/reports/display";
import { env } from "@/lib/env";
import { ReportArea } from "../_components/report-area";
import { ReportDetails } from "../_components/report-details";
import styles from "./report-page.module.css";
import { BackLink } from "@/components/ui/back-link";
import { reportCardImage } from "@/lib/share/card-address";
import { CommentSection } from "@/components/comments/comment-section";
import { reportOwnerId } from "@/lib/privacy/members";
import { getCachedConditions } from "@/lib/conditions/cached";
import { ReportConditions } from "../_components/report-conditions";

type ReportPageProps = { params: Promise<{ id: string }> };

// Each report's page is rendered on its first request and then served from the cache until the report, its
// likes or its owner's name change (lib/cache/invalidate.ts). A missing report is a real 404.
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

// Read once per render: the metadata and the page share it (the cache's own lookup would run twice).
const loadReport = cache(async (rawId: string) => {
  if (!/^\d{1,9}$/.test(rawId)) return null;
  const id = Number(rawId);
  if (id < 1) return null;
  return getCachedReport(id);
});

export async function generateMetadata({ params }: ReportPageProps): Promise<Metadata> {
  const report = await loadReport((await params).id);
  if (!report) return { title: "Rapporten hittades inte", robots: { index: false } };
  const title = `${orUnknown(report.fish)} ${formatWeight(report.weight)} – Fiskegänget`;
  const description = [
    `${orUnknown(report.fish)} på ${formatWeight(report.weight)} och ${formatLength(report.length)}`,
    report.location?.trim() ? `fångad vid ${report.location.trim()}` : null,
    `${formatFishingDate(report.fishing_date)} av ${orUnknown(report.username)}.`,
  ]
    .filter(Boolean)
    .join(", ");
  const card = reportCardImage(report);
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: `/reports/${report.id}` },
    openGraph: { type: "article", title, description, url: `/reports/${report.id}`, images: [card] },
    twitter: { card: "summary_large_image", title, description, images: [card] },
  };
}

export default async function ReportPage({ params }: ReportPageProps) {
  const report = await loadReport((await params).id);
  if (!report) notFound();
  const conditions = await getCachedConditions(report.id);

  return (
    <div className={styles.page}>
      <BackLink href="/reports">Alla fångstrapporter</BackLink>
      <h1 className={styles.title}>
        {orUnknown(report.fish)} {formatWeight(report.weight)}
      </h1>
      <div className={styles.card}>
        <ReportDetails report={report} priorityImage tiles={{ url: env().MAP_TILE_URL, attribution: env().MAP_ATTRIBUTION }} />
      </div>
      <ReportConditions reportId={report.id} initial={conditions} />
      <ReportArea reportId={report.id} position={report.position} tileTemplate={env().MAP_TILE_URL} attribution={env().MAP_ATTRIBUTION} />
      <CommentSection
        thread={{ kind: "report", id: report.id }}
        ownerId={reportOwnerId(report)}
        path={`/reports/${report.id}`}
        commentCount={report.comment_count}
      />
    </div>
  );
}

// /reports/{id} – one catch as a page of its own: the address cards link to, shared and read by search engines.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getSessionUser } from "@/lib/auth/session";
import { formatFishingDate, formatLength, formatWeight, orUnknown, reportImageUrl } from "@/lib/reports/display";
import { getReport } from "@/lib/reports/queries";
import { ReportDetails } from "../_components/report-details";
import styles from "./report-page.module.css";

type ReportPageProps = { params: Promise<{ id: string }> };

// generateMetadata and the page ask for the same report in one request: read it once.
const loadReport = cache(async (rawId: string) => {
  if (!/^\d{1,9}$/.test(rawId)) return null;
  const id = Number(rawId);
  if (id < 1) return null;
  const viewer = await getSessionUser();
  const report = await getReport({ viewer, id });
  return report ? { report, viewer } : null;
});

export async function generateMetadata({ params }: ReportPageProps): Promise<Metadata> {
  const found = await loadReport((await params).id);
  if (!found) return { title: "Rapporten hittades inte", robots: { index: false } };
  const { report } = found;
  const title = `${orUnknown(report.fish)} ${formatWeight(report.weight)} – Fiskegänget`;
  const description = [
    `${orUnknown(report.fish)} på ${formatWeight(report.weight)} och ${formatLength(report.length)}`,
    report.location?.trim() ? `fångad vid ${report.location.trim()}` : null,
    `${formatFishingDate(report.fishing_date)} av ${orUnknown(report.username)}.`,
  ]
    .filter(Boolean)
    .join(", ");
  const image = reportImageUrl(report.image);
  const images = image ? [{ url: image, alt: `Foto av fångsten: ${orUnknown(report.fish)}` }] : undefined;
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: `/reports/${report.id}` },
    openGraph: { type: "article", title, description, url: `/reports/${report.id}`, images },
    twitter: { card: image ? "summary_large_image" : "summary", title, description, images: image ? [image] : undefined },
  };
}

export default async function ReportPage({ params }: ReportPageProps) {
  const found = await loadReport((await params).id);
  if (!found) notFound();
  const { report, viewer } = found;

  return (
    <div className={styles.page}>
      <nav aria-label="Brödsmulor" className={styles.crumbs}>
        <Link href="/reports">← Alla fångstrapporter</Link>
      </nav>
      <h1 className={styles.title}>
        {orUnknown(report.fish)} {formatWeight(report.weight)}
      </h1>
      <div className={styles.card}>
        <ReportDetails report={report} isMember={viewer !== null} priorityImage />
      </div>
    </div>
  );
}

// A report's share card, rendered once per version of the report: cached under the report's tag, so the writes
// that change its page (an edit, a deleted photo, the owner's new name or anonymity) draw it again.
import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "@/lib/cache/tags";
import { getPublicReport } from "@/lib/reports/queries";
import { renderReportCard } from "@/lib/share/report-card";

/** The card's JPEG bytes, or null when there is no such report (cached too, and expired when one is posted). */
export async function getCachedReportCard(id: number): Promise<Buffer | null> {
  const base64 = await unstable_cache(
    async () => {
      const report = await getPublicReport(id);
      return report ? (await renderReportCard(report)).toString("base64") : null;
    },
    ["report-card", String(id)],
    { tags: [CACHE_TAGS.report(id)], revalidate: PUBLIC_READ_SECONDS },
  )();
  return base64 === null ? null : Buffer.from(base64, "base64");
}

// The reports' public reads, cached for every visitor alike and tagged with what they show (lib/cache/tags.ts).
// They take no viewer: what differs per viewer (like state, delete rights) is an overlay in the browser.
import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "@/lib/cache/tags";
import { getPublicReport, listPublicReports } from "@/lib/reports/queries";
import type { PublicReport, PublicReportPage, ReportSort } from "@/lib/reports/types";

const readReportPage = unstable_cache(
  (sort: ReportSort, cursor: string | null, limit: number) => listPublicReports({ sort, cursor, limit }),
  ["public-report-page"],
  { tags: [CACHE_TAGS.reportLists], revalidate: PUBLIC_READ_SECONDS },
);

/** One page of the public report list (the /reports pages and the API's answer to visitors). */
export function getCachedReportPage({
  sort,
  cursor,
  limit,
}: {
  sort: ReportSort;
  cursor: string | null;
  limit: number;
}): Promise<PublicReportPage> {
  return readReportPage(sort, cursor, limit);
}

/** One report as its public page shows it, or null. */
export function getCachedReport(id: number): Promise<PublicReport | null> {
  return unstable_cache(() => getPublicReport(id), ["public-report", String(id)], {
    tags: [CACHE_TAGS.report(id)],
    revalidate: PUBLIC_READ_SECONDS,
  })();
}

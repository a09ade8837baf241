// A member's own catches as a file to download, with the logbook's filters applied: CSV, Excel or GPX, streamed.
import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { exportDisposition, type ExportFormat, type ExportRow } from "@/lib/logbook-export/cells";
import { ownCatchPages } from "@/lib/logbook-export/read";
import { csvStream, gpxStream, xlsxStream } from "@/lib/logbook-export/streams";
import type { LogbookFilter } from "@/lib/logbook-export/filters";

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  gpx: "application/gpx+xml; charset=utf-8",
};

export type ExportFile = { body: ReadableStream<Uint8Array>; contentType: string; disposition: string };

/**
 * The acting member's catches, never anyone else's: the owner is the session's member, not a parameter. The first
 * page is read before the file starts, so a database that cannot be reached is still an error answer, not a cut file.
 */
export async function exportOwnCatches({
  actor,
  format,
  filter,
  pageSize,
  now = new Date(),
}: {
  actor: SessionUser;
  format: ExportFormat;
  filter: LogbookFilter;
  pageSize?: number;
  now?: Date;
}): Promise<ExportFile> {
  const pages = await startedPages(ownCatchPages({ ownerId: actor.id, filter, pageSize }));
  const site = env().SITE_URL;
  const link = (id: number) => `${site}/reports/${id}`;
  const body = format === "csv" ? csvStream(pages, link) : format === "gpx" ? gpxStream(pages, link, now) : xlsxStream(pages, link);
  return { body, contentType: EXPORT_CONTENT_TYPES[format], disposition: exportDisposition(format, swedishDay(now)) };
}

/** The pages with the first one already read: it is handed out first, then the rest as they are asked for. */
async function startedPages(pages: AsyncGenerator<ExportRow[]>): Promise<AsyncIterator<ExportRow[]>> {
  const first = await pages.next();
  let handedOut = false;
  return {
    next: () => {
      if (handedOut) return pages.next();
      handedOut = true;
      return Promise.resolve(first);
    },
    return: (value?: unknown) => pages.return(value as never),
  };
}

/** Today's date in Sweden, YYYY-MM-DD. */
function swedishDay(now: Date): string {
  return now.toLocaleDateString("sv-SE", { timeZone: "Europe/Stockholm" });
}

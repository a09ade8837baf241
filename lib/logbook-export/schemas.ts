// The export's own query parameter and its address; the logbook's filters are in lib/logbook-export/filters.ts.
// Browser-safe.
import { z } from "zod/mini";
import { EXPORT_FORMATS, type ExportFormat } from "@/lib/logbook-export/cells";
import { logbookFilterQuery, type LogbookFilter } from "@/lib/logbook-export/filters";

export const exportMessages = {
  format: "Välj formatet csv, xlsx eller gpx",
} as const;

export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: exportMessages.format }),
});

export const EXPORT_PATH = "/api/profile/catches/export";

/** The export's address for a format with the logbook's filter, so the file holds the rows the list shows. */
export function exportAddress(format: ExportFormat, filter: LogbookFilter): string {
  const query = logbookFilterQuery(filter);
  return `${EXPORT_PATH}?format=${format}${query ? `&${query}` : ""}`;
}

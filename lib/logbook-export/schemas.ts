// The export's own query parameter; the logbook's filters are the report list's (lib/reports/filters.ts). Browser-safe.
import { z } from "zod/mini";
import { EXPORT_FORMATS, type ExportFormat } from "@/lib/logbook-export/cells";
import { FILTER_KEYS } from "@/lib/reports/filters";

export const exportMessages = {
  format: "Välj formatet csv, xlsx eller gpx",
} as const;

export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: exportMessages.format }),
});

export const EXPORT_PATH = "/api/profile/catches/export";

/** The export's address for a format, carrying the report-list filters among the given parameters (others dropped). */
export function exportAddress(format: ExportFormat, params: URLSearchParams): string {
  const query = new URLSearchParams({ format });
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  return `${EXPORT_PATH}?${query.toString()}`;
}

/** Whether the parameters hold any of the report list's filters. */
export function hasFilters(params: URLSearchParams): boolean {
  return FILTER_KEYS.some((key) => Boolean(params.get(key)));
}

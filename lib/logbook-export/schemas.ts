// The export's own query parameter; the logbook's filters are the report list's (lib/reports/filters.ts). Browser-safe.
import { z } from "zod/mini";
import { EXPORT_FORMATS } from "@/lib/logbook-export/cells";

export const exportMessages = {
  format: "Välj formatet csv, xlsx eller gpx",
} as const;

export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: exportMessages.format }),
});

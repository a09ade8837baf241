// The logbook's filters (/my-profile?… and the export's address): the report list's own filters (lib/reports/
// filters.ts), so the same words mean the same rows, plus two that only a member's own catches need: with or without
// a photo, with or without a position. The list on the page and the exported file are read with the same filter and
// the same SQL (lib/logbook-export/read.ts), so the file holds exactly the rows the list shows. Browser-safe.
import { z } from "zod/mini";
import { FILTER_KEYS, normalFilter, reportFilterSchema } from "@/lib/reports/filters";

export const PRESENCE = ["yes", "no"] as const;
export type Presence = (typeof PRESENCE)[number];

export const logbookFilterMessages = {
  hasPhoto: "Välj med eller utan bild",
  hasPosition: "Välj med eller utan position",
} as const;

const blank = (value: unknown) => (value === "" || value === null ? undefined : value);
const presence = (message: string) => z.pipe(z.transform(blank), z.optional(z.enum(PRESENCE, { error: message })));

/** The filters only the logbook has: a catch with (yes) or without (no) a photo, and a position. */
const logbookOnlySchema = z.object({
  has_photo: presence(logbookFilterMessages.hasPhoto),
  has_position: presence(logbookFilterMessages.hasPosition),
});

export const LOGBOOK_ONLY_KEYS = ["has_photo", "has_position"] as const;
/** Every parameter that filters the logbook, in the order its normal form lists them. */
export const LOGBOOK_FILTER_KEYS = [...FILTER_KEYS, ...LOGBOOK_ONLY_KEYS] as const;
export type LogbookFilterKey = (typeof LOGBOOK_FILTER_KEYS)[number];

/** The report list's filters and the logbook's own; a blank value is no filter, other parameters are dropped. */
export const logbookFilterSchema = z.intersection(reportFilterSchema, logbookOnlySchema);
export type LogbookFilter = z.output<typeof logbookFilterSchema>;

/** The filter without its unset fields, as the strings its address carries. */
export function normalLogbookFilter(filter: LogbookFilter): Partial<Record<LogbookFilterKey, string>> {
  const normal: Partial<Record<LogbookFilterKey, string>> = normalFilter(filter);
  for (const key of LOGBOOK_ONLY_KEYS) if (filter[key]) normal[key] = filter[key];
  return normal;
}

/** The filter as a query string in one fixed order ("" for none). */
export function logbookFilterQuery(filter: LogbookFilter): string {
  return new URLSearchParams(Object.entries(normalLogbookFilter(filter)) as [string, string][]).toString();
}

export function isLogbookFiltered(filter: LogbookFilter): boolean {
  return logbookFilterQuery(filter) !== "";
}

/** The filters /my-profile's form shows, and all its address is read for: nothing filters the list unseen. */
export const LOGBOOK_FORM_KEYS = ["species", "from", "to", "has_photo", "has_position"] as const;
export type LogbookFormKey = (typeof LOGBOOK_FORM_KEYS)[number];

export type LogbookForm = {
  /** what the address holds for each field, to show in the form again */
  values: Partial<Record<LogbookFormKey, string>>;
  /** the filter, or null when a field is wrong */
  filter: LogbookFilter | null;
  errors: Partial<Record<LogbookFormKey, string>>;
  /** fields sent blank (the form sends every field): the address to share leaves them out */
  blank: LogbookFormKey[];
};

/** The logbook's form read from a page's search parameters; a repeated parameter counts once (its last value). */
export function readLogbookForm(query: Record<string, string | string[] | undefined>): LogbookForm {
  const values: Partial<Record<LogbookFormKey, string>> = {};
  const blankKeys: LogbookFormKey[] = [];
  for (const key of LOGBOOK_FORM_KEYS) {
    const raw = query[key];
    const value = Array.isArray(raw) ? raw.at(-1) : raw;
    if (value === undefined) continue;
    if (value.trim() === "") blankKeys.push(key);
    else values[key] = value;
  }
  const parsed = logbookFilterSchema.safeParse(values);
  if (parsed.success) return { values, filter: parsed.data, errors: {}, blank: blankKeys };
  const errors: Partial<Record<LogbookFormKey, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "") as LogbookFormKey;
    if ((LOGBOOK_FORM_KEYS as readonly string[]).includes(key)) errors[key] ??= issue.message;
  }
  return { values, filter: null, errors, blank: blankKeys };
}

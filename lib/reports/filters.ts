// The report list's filters and text search (/reports?… and GET /api/reports?…): the query schema with its Swedish
// messages, the one normal form a filter is cached and linked by, and its address. Browser-safe.
import { z } from "zod/mini";
import { isIsoDate, REPORT_LIMITS } from "@/lib/reports/schemas";
import { formFlag } from "@/lib/validation/fields";

export const SEASONS = ["vinter", "var", "sommar", "host"] as const;
export type Season = (typeof SEASONS)[number];
export const SEASON_LABELS: Record<Season, string> = { vinter: "Vinter", var: "Vår", sommar: "Sommar", host: "Höst" };
/** The months of each season (a December catch is winter, whatever the year). */
export const SEASON_MONTHS: Record<Season, readonly number[]> = { vinter: [12, 1, 2], var: [3, 4, 5], sommar: [6, 7, 8], host: [9, 10, 11] };
export const MONTH_NAMES = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"] as const;

export const FILTER_LIMITS = { textMin: 2, textMax: 100, qMax: 100 } as const;

export const filterMessages = {
  species: "Ange en art med 2–60 tecken",
  from: "Ange ett giltigt från-datum (ÅÅÅÅ-MM-DD)",
  to: "Ange ett giltigt till-datum (ÅÅÅÅ-MM-DD)",
  toBeforeFrom: "Till-datumet kan inte vara före från-datumet",
  month: "Månaden måste vara ett tal mellan 1 och 12",
  season: "Säsongen måste vara vinter, var, sommar eller host",
  place: `Ange en plats med ${FILTER_LIMITS.textMin}–${FILTER_LIMITS.textMax} tecken`,
  bait: `Ange ett bete med ${FILTER_LIMITS.textMin}–${FILTER_LIMITS.textMax} tecken`,
  method: `Ange en metod med ${FILTER_LIMITS.textMin}–${FILTER_LIMITS.textMax} tecken`,
  weight: `Vikten måste vara ett tal mellan 0 och ${REPORT_LIMITS.weightMax} kg, t.ex. 1,5`,
  weightRange: "Största vikten kan inte vara mindre än minsta vikten",
  length: `Längden måste vara ett tal mellan 0 och ${REPORT_LIMITS.lengthMax} cm, t.ex. 40`,
  lengthRange: "Största längden kan inte vara mindre än minsta längden",
  flag: "Ange 1 eller 0",
  q: `Sökningen måste innehålla ${FILTER_LIMITS.textMin}–${FILTER_LIMITS.qMax} tecken`,
} as const;

// Postgres refuses NUL; no filter needs control characters.
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/g;
const blank = (value: unknown) => (value === "" || value === null ? undefined : value);

const text = (min: number, max: number, message: string) =>
  z.optional(
    z.pipe(
      z.pipe(z.string({ error: message }), z.transform((value) => value.replace(CONTROL_CHARS, " ").replace(/\s+/g, " ").trim())),
      z.string().check(z.minLength(min, message), z.maxLength(max, message)),
    ),
  );

const date = (message: string) =>
  z.optional(z.string({ error: message }).check(z.refine((value) => isIsoDate(value) && value >= REPORT_LIMITS.earliestDate, message)));

/** A non-negative decimal ("1,5" or "1.5") up to max, as its normal string ("1.5"). */
const amount = (max: number, message: string) =>
  z.optional(
    z.pipe(
      z.string({ error: message }),
      z.transform((raw, payload) => {
        const value = raw.trim().replace(",", ".");
        const number = Number(value);
        if (!/^(\d{1,4}(\.\d{0,2})?|\.\d{1,2})$/.test(value) || number > max) {
          payload.issues.push({ code: "custom", message, input: raw });
          return z.NEVER;
        }
        return String(number);
      }),
    ),
  );

/** Only the reports that have the mark when true; 0 or left out: no filter. */
const flag = z.optional(formFlag(filterMessages.flag));

const fieldSchemas = {
  species: z.optional(z.pipe(text(2, 60, filterMessages.species), z.transform((value) => value?.toLowerCase()))),
  from: date(filterMessages.from),
  to: date(filterMessages.to),
  month: z.optional(z.pipe(z.string({ error: filterMessages.month }), z.transform((raw, payload) => {
    if (!/^(0?[1-9]|1[0-2])$/.test(raw.trim())) {
      payload.issues.push({ code: "custom", message: filterMessages.month, input: raw });
      return z.NEVER;
    }
    return Number(raw.trim());
  }))),
  season: z.optional(z.enum(SEASONS, { error: filterMessages.season })),
  place: text(FILTER_LIMITS.textMin, FILTER_LIMITS.textMax, filterMessages.place),
  bait: text(FILTER_LIMITS.textMin, FILTER_LIMITS.textMax, filterMessages.bait),
  method: text(FILTER_LIMITS.textMin, FILTER_LIMITS.textMax, filterMessages.method),
  weight_min: amount(REPORT_LIMITS.weightMax, filterMessages.weight),
  weight_max: amount(REPORT_LIMITS.weightMax, filterMessages.weight),
  length_min: amount(REPORT_LIMITS.lengthMax, filterMessages.length),
  length_max: amount(REPORT_LIMITS.lengthMax, filterMessages.length),
  photo: flag,
  released: flag,
  personal_best: flag,
  big_fish: flag,
  q: text(FILTER_LIMITS.textMin, FILTER_LIMITS.qMax, filterMessages.q),
};

/** The query parameters that filter the list, in the order their normal form lists them. */
export const FILTER_KEYS = Object.keys(fieldSchemas) as (keyof typeof fieldSchemas)[];
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The filter fields of a query (other parameters pass through untouched); a blank value is no filter. */
export const reportFilterSchema = z
  .object(
    Object.fromEntries(FILTER_KEYS.map((key) => [key, z.pipe(z.transform(blank), fieldSchemas[key])])) as {
      [K in FilterKey]: z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, (typeof fieldSchemas)[K]>;
    },
  )
  .check(
    z.refine((f) => !f.from || !f.to || f.from <= f.to, { message: filterMessages.toBeforeFrom, path: ["to"] }),
    z.refine((f) => !f.weight_min || !f.weight_max || Number(f.weight_min) <= Number(f.weight_max), { message: filterMessages.weightRange, path: ["weight_max"] }),
    z.refine((f) => !f.length_min || !f.length_max || Number(f.length_min) <= Number(f.length_max), { message: filterMessages.lengthRange, path: ["length_max"] }),
  );

export type ReportFilter = z.output<typeof reportFilterSchema>;

/** The filter without its unset and false fields: what a list is cached and linked by. */
export function normalFilter(filter: ReportFilter): Partial<Record<FilterKey, string>> {
  const normal: Partial<Record<FilterKey, string>> = {};
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value === undefined || value === false) continue;
    normal[key] = value === true ? "1" : String(value);
  }
  return normal;
}

export function isFiltered(filter: ReportFilter): boolean {
  return Object.keys(normalFilter(filter)).length > 0;
}

/** The filter as a query string in one fixed order ("" for none): equal filters give equal strings. */
export function filterQuery(filter: ReportFilter): string {
  return new URLSearchParams(Object.entries(normalFilter(filter)) as [string, string][]).toString();
}

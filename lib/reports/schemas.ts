// The new-report form and the list query: the browser (react-hook-form) and the handlers validate with these.
import { z } from "zod/mini";
import { todayIn, todayInSweden } from "@/lib/calendar";
import { SWEDEN_BOUNDS, roundCoordinate } from "@/lib/geo/grid";
import type { ImageRules } from "@/lib/images/pick";
import { POSITION_PRECISIONS } from "@/lib/privacy/positions";
import { REPORT_SORTS } from "@/lib/reports/types";
import { formFlag } from "@/lib/validation/fields";
import { tripIdField } from "@/lib/trips/schemas";

/** Column sizes of the reports table and the form's number ranges. */
export const REPORT_LIMITS = {
  fishMax: 60,
  locationMax: 100,
  baitMax: 100,
  methodMax: 100,
  notesMax: 2000,
  /** kg */
  weightMax: 999.9,
  /** cm */
  lengthMax: 999,
  earliestDate: "1900-01-01",
  /** raw upload; the browser compresses to about 2 MB first but sends the original if that fails (SPEC §5) */
  imageMaxBytes: 10 * 1024 * 1024,
  /** decoded pixels; stops "pixel bombs" (tiny files that decode to gigabytes) */
  imageMaxPixels: 40_000_000,
  pageSizeDefault: 20,
  pageSizeMax: 50,
} as const;

export const reportMessages = {
  fishRequired: "Ange fiskart",
  fishMax: `Fiskarten får vara högst ${REPORT_LIMITS.fishMax} tecken`,
  weightRequired: "Ange vikt",
  weightNumber: "Vikten måste vara ett tal, t.ex. 3,4",
  weightPositive: "Vikten måste vara större än 0",
  weightMax: "Vikten får vara högst 999,9 kg",
  weightStep: "Ange vikten med högst en decimal",
  lengthRequired: "Ange längd",
  lengthNumber: "Längden måste vara ett tal, t.ex. 72",
  lengthPositive: "Längden måste vara större än 0",
  lengthMax: "Längden får vara högst 999 cm",
  lengthStep: "Ange längden med högst en decimal",
  locationRequired: "Ange plats",
  locationMax: `Platsen får vara högst ${REPORT_LIMITS.locationMax} tecken`,
  dateInvalid: "Ange ett giltigt datum (ÅÅÅÅ-MM-DD)",
  dateFuture: "Datumet kan inte vara i framtiden",
  dateTooEarly: "Datumet kan inte vara före år 1900",
  baitMax: `Betet får vara högst ${REPORT_LIMITS.baitMax} tecken`,
  methodMax: `Metoden får vara högst ${REPORT_LIMITS.methodMax} tecken`,
  notesMax: `Anteckningarna får vara högst ${REPORT_LIMITS.notesMax} tecken`,
  imageTooLarge: "Bilden är för stor (max 10 MB)",
  imageType: "Välj en bild i formatet JPG, PNG, GIF eller WebP.",
  imageNotFile: "Bilden måste skickas som en fil",
  sort: "Ogiltig sortering",
  limit: `Ange ett antal mellan 1 och ${REPORT_LIMITS.pageSizeMax}`,
  cursor: "Ogiltig sidmarkör. Ladda om listan.",
  speciesUnknown: "Okänd art",
  released: "Återutsatt måste vara 0, 1, true eller false",
  removeImage: "Ta bort bild måste vara 0, 1, true eller false",
  idempotencyKey: "Ogiltig Idempotency-Key: använd 8–100 tecken av A–Z, a–z, 0–9, - och _ (till exempel ett UUID)",
  idempotencyKeyReused: "Nyckeln har redan använts för en annan rapport",
  idempotencyKeyInFlight: "Rapporten skickas redan – försök igen om en stund",
  positionOutsideSweden: "Positionen ligger utanför Sverige",
  latitudeNumber: "Latituden måste vara ett tal i decimalgrader, t.ex. 59,3293",
  longitudeNumber: "Longituden måste vara ett tal i decimalgrader, t.ex. 18,0686",
  positionIncomplete: "Ange både latitud och longitud, eller ingen av dem",
  positionPrecision: "Positionens synlighet måste vara friends, area eller hidden",
  catchTime: "Ange klockslaget som TT:MM, t.ex. 06:45",
} as const;

/**
 * The report form's photo picker. The browser shrinks a photo to about 2 MB before sending it, so a larger file
 * is fine as long as that works; `maxBytes` is what the server takes when it does not.
 */
export const REPORT_IMAGE_RULES: ImageRules = {
  types: ["image/jpeg", "image/png", "image/gif", "image/webp"],
  maxBytes: REPORT_LIMITS.imageMaxBytes,
  typeMessage: reportMessages.imageType,
  sizeMessage: reportMessages.imageTooLarge,
};

/**
 * The latest date that is not "in the future" for anyone: today where the calendar is furthest ahead (UTC+14),
 * so a member fishing abroad can report today's catch before Sweden reaches that date.
 */
const latestAllowedDate = (now = new Date()) => todayIn("Pacific/Kiritimati", now);

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// Postgres refuses NUL in text, and control characters have no place in a catch report.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** One line of text: control characters removed, runs of whitespace collapsed, trimmed. */
const singleLine = z.pipe(
  z.string(),
  z.transform((value) => value.replace(CONTROL_CHARS, "").replace(/\s+/g, " ").trim()),
);

const requiredLine = (max: number, required: string, tooLong: string) =>
  z.pipe(z.pipe(z.string({ error: required }), singleLine), z.string().check(z.minLength(1, required), z.maxLength(max, tooLong)));

/** Blank or missing becomes null. */
const optionalText = (max: number, tooLong: string, multiline = false) =>
  z.pipe(
    z.pipe(
      z.nullish(z.string()),
      z.transform((value) => {
        const clean = (value ?? "").replace(CONTROL_CHARS, "");
        return (multiline ? clean.replace(/\r\n?/g, "\n").trim() : clean.replace(/\s+/g, " ").trim()) || null;
      }),
    ),
    z.nullable(z.string().check(z.maxLength(max, tooLong))),
  );

const blankToUndefined = (value: unknown): unknown => (value === "" || value === null ? undefined : value);

/** Fails a transform with a message; zod/mini's transforms report issues on their payload, not through a ctx. */
function fail(payload: z.core.ParsePayload, message: string): never {
  payload.issues.push({ code: "custom", message, input: payload.value });
  return z.NEVER;
}

type DecimalMessages = { required: string; number: string; positive: string; max: string; step: string };

/**
 * A positive number with at most one decimal (the form's step 0.1), typed as "3,4" or "3.4" or given as a number.
 * The output is the normalised decimal string ("3.4") that the numeric column stores without rounding.
 */
const decimalField = (max: number, messages: DecimalMessages) =>
  z.pipe(
    z.union([z.string(), z.number()], { error: messages.required }),
    z.transform((raw, payload) => {
      const text = String(raw).trim().replace(",", ".");
      if (text === "") return fail(payload, messages.required);
      if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) return fail(payload, messages.number);
      const value = Number(text);
      if (value <= 0) return fail(payload, messages.positive);
      if (value > max) return fail(payload, messages.max);
      const decimals = text.includes(".") ? (text.split(".")[1] ?? "").replace(/0+$/, "") : "";
      if (decimals.length > 1) return fail(payload, messages.step);
      return String(value);
    }),
  );

/**
 * A coordinate in decimal degrees, "59,3293" or "59.3293" or a number, rounded to six decimals. Left out: undefined
 * (an edit keeps the stored position); blank: null (no position). Outside Sweden's box is refused.
 */
const coordinateField = (min: number, max: number, notANumber: string) =>
  z.optional(z.pipe(
    z.union([z.string(), z.number(), z.null()], { error: notANumber }),
    z.transform((raw, payload): number | null => {
      const text = String(raw ?? "").trim().replace(",", ".");
      if (text === "") return null;
      if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return fail(payload, notANumber);
      const value = Number(text);
      if (!Number.isFinite(value)) return fail(payload, notANumber);
      if (value < min || value > max) return fail(payload, reportMessages.positionOutsideSweden);
      return roundCoordinate(value);
    }),
  ));

export const reportFormSchema = z.object({
  fish: requiredLine(REPORT_LIMITS.fishMax, reportMessages.fishRequired, reportMessages.fishMax),
  weight: decimalField(REPORT_LIMITS.weightMax, {
    required: reportMessages.weightRequired,
    number: reportMessages.weightNumber,
    positive: reportMessages.weightPositive,
    max: reportMessages.weightMax,
    step: reportMessages.weightStep,
  }),
  length: decimalField(REPORT_LIMITS.lengthMax, {
    required: reportMessages.lengthRequired,
    number: reportMessages.lengthNumber,
    positive: reportMessages.lengthPositive,
    max: reportMessages.lengthMax,
    step: reportMessages.lengthStep,
  }),
  location: requiredLine(REPORT_LIMITS.locationMax, reportMessages.locationRequired, reportMessages.locationMax),
  /** YYYY-MM-DD; blank means today (in Sweden) */
  date: z.pipe(
    z.nullish(z.string({ error: reportMessages.dateInvalid })),
    z.transform((raw, payload) => {
      const value = (raw ?? "").trim();
      if (value === "") return todayInSweden();
      if (!isIsoDate(value)) return fail(payload, reportMessages.dateInvalid);
      if (value < REPORT_LIMITS.earliestDate) return fail(payload, reportMessages.dateTooEarly);
      if (value > latestAllowedDate()) return fail(payload, reportMessages.dateFuture);
      return value;
    }),
  ),
  /**
   * HH:MM, local Swedish time of the catch (an addition to SPEC §7). Left out: undefined (an edit keeps the stored
   * time); blank: null (no time).
   */
  catch_time: z.optional(z.pipe(
    z.union([z.string(), z.null()], { error: reportMessages.catchTime }),
    z.transform((raw, payload): string | null => {
      const text = (raw ?? "").trim().replace(".", ":");
      if (text === "") return null;
      const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text);
      if (!match) return fail(payload, reportMessages.catchTime);
      return `${match[1]!.padStart(2, "0")}:${match[2]}`;
    }),
  )),
  bait: optionalText(REPORT_LIMITS.baitMax, reportMessages.baitMax),
  method: optionalText(REPORT_LIMITS.methodMax, reportMessages.methodMax),
  notes: optionalText(REPORT_LIMITS.notesMax, reportMessages.notesMax, true),
  /** The catalogue's species when the member picked one (an addition to SPEC §7); blank: matched from `fish`. */
  species_id: z.pipe(
    z.optional(z.union([z.string(), z.number(), z.null()])),
    z.transform((raw, payload) => {
      const text = String(raw ?? "").trim();
      if (text === "") return null;
      if (!/^[1-9]\d{0,8}$/.test(text)) return fail(payload, reportMessages.speciesUnknown);
      return Number(text);
    }),
  ),
  /** Put back alive: 0/1 like the spec's other flags; left out, false. */
  released: z.pipe(z.optional(formFlag(reportMessages.released)), z.transform((value) => value ?? false)),
  /** Where the catch was made (an addition to SPEC §7): both or neither; see coordinateField. */
  latitude: coordinateField(SWEDEN_BOUNDS.minLatitude, SWEDEN_BOUNDS.maxLatitude, reportMessages.latitudeNumber),
  longitude: coordinateField(SWEDEN_BOUNDS.minLongitude, SWEDEN_BOUNDS.maxLongitude, reportMessages.longitudeNumber),
  /** The fishing trip the catch belongs to (an addition to SPEC §7, lib/trips/); left out or blank: none. */
  trip_id: tripIdField,
  /** Who sees the point (lib/privacy/positions.ts); left out or blank: 'area' for a new report, unchanged on an edit. */
  position_precision: z.optional(
    z.pipe(
      z.pipe(z.nullable(z.string({ error: reportMessages.positionPrecision })), z.transform((value) => value || undefined)),
      z.optional(z.enum(POSITION_PRECISIONS, { error: reportMessages.positionPrecision })),
    ),
  ),
}).check(
  z.refine((report) => (report.latitude == null) === (report.longitude == null), {
    message: reportMessages.positionIncomplete,
    path: ["longitude"],
  }),
);

/** What the form holds (strings from inputs, or numbers). */
export type ReportFormValues = z.input<typeof reportFormSchema>;
/** What the server stores: trimmed text, weight/length as decimal strings, date as YYYY-MM-DD, blanks as null. */
export type ReportInput = z.output<typeof reportFormSchema>;

/** GET /api/reports?sort=&cursor=&limit= */
export const reportListQuerySchema = z.object({
  sort: z.pipe(z.transform(blankToUndefined), z._default(z.enum(REPORT_SORTS, { error: reportMessages.sort }), "date")),
  cursor: z.pipe(z.transform(blankToUndefined), z.optional(z.string().check(z.maxLength(400, reportMessages.cursor)))),
  limit: z.pipe(
    z.transform(blankToUndefined),
    z._default(
      z.coerce
        .number({ error: reportMessages.limit })
        .check(
          z.int(reportMessages.limit),
          z.minimum(1, reportMessages.limit),
          z.maximum(REPORT_LIMITS.pageSizeMax, reportMessages.limit),
        ),
      REPORT_LIMITS.pageSizeDefault,
    ),
  ),
});
export type ReportListQuery = z.output<typeof reportListQuerySchema>;

/** The header that makes POST /api/reports safe to resend (docs/decisions/170-idempotent-report-posting.md). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** The header as sent, or left out; a UUID fits. */
export const idempotencyKeyHeaderSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, reportMessages.idempotencyKey))),
});

/** PUT /api/reports/{id}: `remove_image` (0/1) drops the photo when no new one is sent; left out, the photo stays. */
export const reportPhotoRemovalSchema = z.object({
  remove_image: z.pipe(z.optional(formFlag(reportMessages.removeImage)), z.transform((value) => value ?? false)),
});

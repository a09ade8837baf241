// What an imported spreadsheet's columns may hold, how the site guesses which column is which from its header
// (Swedish and English, with units), and the mapping a member confirms. Browser-safe: the import page and the
// server read the same lists and the same schema.
import { z } from "zod/mini";
import { normaliseSpeciesText } from "@/lib/species/match";

/** The catch fields a column can fill, in the order the mapping form lists them. */
export const IMPORT_FIELDS = [
  "date",
  "catch_time",
  "fish",
  "weight",
  "length",
  "location",
  "latitude",
  "longitude",
  "bait",
  "method",
  "notes",
  "released",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The fields every row needs, as the report form does; the others may stay unmapped. */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ["date", "fish", "weight", "length", "location"];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  date: "Datum",
  catch_time: "Klockslag",
  fish: "Art",
  weight: "Vikt",
  length: "Längd",
  location: "Plats",
  latitude: "Latitud",
  longitude: "Longitud",
  bait: "Bete",
  method: "Metod",
  notes: "Anteckningar",
  released: "Återutsatt",
};

export const WEIGHT_UNITS = ["kg", "g", "lb"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const LENGTH_UNITS = ["cm", "in"] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];
/** How day and month are ordered in a date written with / or . ("auto": by the file's own dates, else day first). */
export const DATE_ORDERS = ["auto", "dmy", "mdy"] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

export const UNIT_LABELS: Record<WeightUnit | LengthUnit, string> = { kg: "kg", g: "gram", lb: "pund (lb)", cm: "cm", in: "tum (in)" };
export const DATE_ORDER_LABELS: Record<DateOrder, string> = {
  auto: "Gissa från filen",
  dmy: "Dag före månad (31/12/2024)",
  mdy: "Månad före dag (12/31/2024)",
};

/** The most columns a file may have; a spreadsheet wider than this is not a logbook. */
export const MAX_IMPORT_COLUMNS = 60;

export const mappingMessages = {
  column: "Ogiltig kolumn",
  required: (field: ImportField) => `Välj vilken kolumn som innehåller ${IMPORT_FIELD_LABELS[field].toLowerCase()}`,
  twice: "Samma kolumn kan inte användas för två uppgifter",
  unit: "Ogiltig enhet",
  dateOrder: "Ogiltig datumordning",
} as const;

const columnIndex = z.nullable(z.int({ error: mappingMessages.column }).check(z.minimum(0, mappingMessages.column), z.maximum(MAX_IMPORT_COLUMNS - 1, mappingMessages.column)));

/** Which column (0-based) holds each field, or null; and the units of weight and length and the dates' order. */
export const importMappingSchema = z
  .object({
    columns: z.object(Object.fromEntries(IMPORT_FIELDS.map((field) => [field, columnIndex])) as Record<ImportField, typeof columnIndex>),
    weight_unit: z.enum(WEIGHT_UNITS, { error: mappingMessages.unit }),
    length_unit: z.enum(LENGTH_UNITS, { error: mappingMessages.unit }),
    date_order: z.enum(DATE_ORDERS, { error: mappingMessages.dateOrder }),
  })
  .check(
    z.superRefine((mapping, payload) => {
      for (const field of REQUIRED_IMPORT_FIELDS) {
        if (mapping.columns[field] === null) payload.issues.push({ code: "custom", message: mappingMessages.required(field), path: ["columns", field], input: mapping });
      }
      const used = new Set<number>();
      for (const field of IMPORT_FIELDS) {
        const index = mapping.columns[field];
        if (index === null) continue;
        if (used.has(index)) payload.issues.push({ code: "custom", message: mappingMessages.twice, path: ["columns", field], input: mapping });
        used.add(index);
      }
    }),
  );
export type ImportMapping = z.output<typeof importMappingSchema>;

// Headers as people write them, normalised (lower case, no diacritics): the first field whose words a header
// holds wins, so the more telling words come first ("fångstplats" is a place before it is anything else).
const HEADER_WORDS: readonly [ImportField, readonly string[]][] = [
  ["latitude", ["latitud", "latitude", "lat"]],
  ["longitude", ["longitud", "longitude", "lng", "lon", "long"]],
  ["catch_time", ["klockslag", "tid", "time", "kl"]],
  ["date", ["datum", "date", "fangstdag", "dag", "day", "when"]],
  ["fish", ["art", "arter", "species", "fiskart", "fisk", "fish"]],
  ["weight", ["vikt", "weight", "vagt"]],
  ["length", ["langd", "length", "storlek", "size"]],
  ["location", ["plats", "fangstplats", "location", "place", "vatten", "water", "sjo", "lake", "spot", "fiskevatten"]],
  ["bait", ["bete", "beten", "bait", "lure", "drag", "fluga", "fly"]],
  ["method", ["metod", "method", "fiskemetod", "technique", "teknik"]],
  ["notes", ["anteckningar", "anteckning", "notes", "note", "kommentar", "comment", "comments", "beskrivning", "description"]],
  ["released", ["aterutsatt", "aterutsatta", "released", "release", "c&r", "catch and release"]],
];

/** A header cut into normalised words: "Vikt (kg)" → ["vikt", "kg"]. */
function headerWords(header: string): string[] {
  return normaliseSpeciesText(header)
    .replace(/[()[\]{}:;,./]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}

function guessField(header: string): ImportField | null {
  const words = headerWords(header);
  const whole = words.join(" ");
  for (const [field, names] of HEADER_WORDS) {
    if (names.some((name) => (name.includes(" ") ? whole.includes(name) : words.includes(name)))) return field;
  }
  return null;
}

/** The unit a header names: "Vikt (g)" → g, "Weight lbs" → lb; null when it names none. */
export function unitInHeader(header: string): WeightUnit | LengthUnit | null {
  const words = headerWords(header);
  if (words.some((word) => ["g", "gram", "grams", "gr"].includes(word))) return "g";
  if (words.some((word) => ["lb", "lbs", "pound", "pounds", "pund"].includes(word))) return "lb";
  if (words.some((word) => ["kg", "kilo", "kilogram"].includes(word))) return "kg";
  if (words.some((word) => ["in", "inch", "inches", "tum"].includes(word))) return "in";
  if (words.some((word) => ["cm", "centimeter"].includes(word))) return "cm";
  return null;
}

/** The site's guess from the headers: each field to the first column that names it, units from those headers. */
export function guessMapping(headers: readonly string[]): ImportMapping {
  const columns = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, null])) as Record<ImportField, number | null>;
  headers.forEach((header, index) => {
    const field = guessField(header);
    if (field && columns[field] === null) columns[field] = index;
  });
  const weightUnit = columns.weight === null ? null : unitInHeader(headers[columns.weight] ?? "");
  const lengthUnit = columns.length === null ? null : unitInHeader(headers[columns.length] ?? "");
  return {
    columns,
    weight_unit: weightUnit === "g" || weightUnit === "lb" ? weightUnit : "kg",
    length_unit: lengthUnit === "in" ? "in" : "cm",
    date_order: "auto",
  };
}

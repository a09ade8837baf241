// One spreadsheet row made into a catch as the report form would store it: its cells read through the member's
// mapping (units converted, dates in the common formats), then checked by the report form's own schema, so a
// wrong row has the same reasons in Swedish as the form would give. Browser-safe.
import { reportFormSchema, type ReportInput } from "@/lib/reports/schemas";
import type { DateOrder, ImportField, ImportMapping, LengthUnit, WeightUnit } from "@/lib/logbook-import/columns";

export const rowMessages = {
  dateRequired: "Ange datum",
  dateFormat: "Datumet kunde inte läsas: skriv det som ÅÅÅÅ-MM-DD, t.ex. 2024-06-15",
  released: "Återutsatt måste vara Ja eller Nej",
  weightUnit: "Vikten har en okänd enhet: använd kg, g eller lb",
  lengthUnit: "Längden har en okänd enhet: använd cm eller tum (in)",
} as const;

/**
 * The number the member's spreadsheet shows for the kept row at `index`: the one read with the file, or (for an
 * upload kept before row numbers were) the row under a first-row header with no blank rows, index + 2.
 */
export function spreadsheetRow(rowNumbers: readonly number[], index: number): number {
  return rowNumbers[index] ?? index + 2;
}

export type MappedRow = { ok: true; input: ReportInput } | { ok: false; reasons: string[] };

const KG_PER_POUND = 0.45359237;
const CM_PER_INCH = 2.54;

/**
 * The cell a field's column holds in a row, trimmed; "" when the field is unmapped or the row is short. A quote
 * put before a formula-like start by an export (this site's too, lib/logbook-export/cells.ts) is taken off again.
 */
function cellOf(row: readonly string[], mapping: ImportMapping, field: ImportField): string {
  const index = mapping.columns[field];
  const cell = index === null ? "" : (row[index] ?? "").trim();
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** "1 234,5" or "1234.5" → 1234.5; NaN for anything that is not a plain decimal number. */
function readDecimal(text: string): number {
  const compact = text.replace(/[\s\u00a0]/g, "").replace(",", ".");
  return /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(compact) ? Number(compact) : Number.NaN;
}

/** A number rounded to the form's one decimal, as the schema reads it. */
const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/**
 * A weight or length cell in the column's unit, or in a unit written after the number ("750 g"), converted to kg or
 * cm with one decimal. Text that is no number goes on as it is, for the schema to refuse with its own message.
 */
function convert<U extends string>(text: string, unit: U, factors: Record<string, number>): string | { unknownUnit: true } {
  if (text === "") return "";
  const match = /^([-+]?[\d\s\u00a0.,]*\d)\s*([a-zA-Z]+)\.?$/.exec(text);
  let number = text;
  let cellUnit: string = unit;
  if (match) {
    const written = match[2]!.toLowerCase();
    const known = written === "lbs" ? "lb" : written === "inch" || written === "tum" ? "in" : written;
    if (!(known in factors)) return { unknownUnit: true };
    number = match[1]!;
    cellUnit = known;
  }
  const value = readDecimal(number);
  return Number.isNaN(value) ? number : oneDecimal(value * factors[cellUnit]!);
}

const WEIGHT_FACTORS: Record<WeightUnit, number> = { kg: 1, g: 0.001, lb: KG_PER_POUND };
const LENGTH_FACTORS: Record<LengthUnit, number> = { cm: 1, in: CM_PER_INCH };

/** A date cell's parts: year-first dates are ISO-ordered; others keep their two leading numbers for the order. */
type DateParts = { kind: "iso"; year: number; month: number; day: number; time: string | null } | { kind: "pair"; first: number; second: number; year: number; time: string | null };

function readTime(text: string | undefined): string | null {
  if (!text) return null;
  const match = /^(\d{1,2})[:.](\d{2})(?:[:.]\d{2})?$/.exec(text.trim());
  return match ? `${match[1]!.padStart(2, "0")}:${match[2]}` : null;
}

function fullYear(year: string): number {
  if (year.length === 4) return Number(year);
  const short = Number(year);
  const thisYear = new Date().getUTCFullYear() % 100;
  return short <= thisYear ? 2000 + short : 1900 + short;
}

/** The common ways a date is written: 2024-06-15, 2024/06/15, 20240615, 15.6.2024, 15/6/24, 6/15/2024, with a time. */
export function readDateParts(text: string): DateParts | null {
  const [datePart, timePart] = text.trim().split(/[ T]+/, 2);
  if (!datePart) return null;
  const time = readTime(timePart);
  if (timePart && time === null) return null;
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(datePart) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(datePart);
  if (match) return { kind: "iso", year: Number(match[1]), month: Number(match[2]), day: Number(match[3]), time };
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/.exec(datePart);
  if (match) return { kind: "pair", first: Number(match[1]), second: Number(match[2]), year: fullYear(match[3]!), time };
  return null;
}

/** The order a file writes day and month in, from its own dates: a first number over 12 is a day, a second one too. */
export function detectDateOrder(rows: readonly (readonly string[])[], column: number | null): "dmy" | "mdy" {
  if (column === null) return "dmy";
  for (const row of rows) {
    const parts = readDateParts(row[column] ?? "");
    if (parts?.kind !== "pair") continue;
    if (parts.first > 12) return "dmy";
    if (parts.second > 12) return "mdy";
  }
  return "dmy";
}

const pad = (value: number) => String(value).padStart(2, "0");

/** YYYY-MM-DD (and the time when written) for the schema to check, or null when it cannot be read. */
function isoDate(text: string, order: Exclude<DateOrder, "auto">): { date: string; time: string | null } | null {
  const parts = readDateParts(text);
  if (!parts) return null;
  const [year, month, day] = parts.kind === "iso" ? [parts.year, parts.month, parts.day] : order === "mdy" ? [parts.year, parts.first, parts.second] : [parts.year, parts.second, parts.first];
  return { date: `${year}-${pad(month)}-${pad(day)}`, time: parts.time };
}

const YES = new Set(["ja", "j", "yes", "y", "1", "true", "x", "sant", "✓", "✔"]);
const NO = new Set(["nej", "n", "no", "0", "false", "falskt", "-", ""]);

/**
 * A row as the catch it will be, or its reasons. `order` is the file's date order ("auto" already settled by
 * detectDateOrder). A date cell with a time fills the time when no column holds it.
 */
export function mapRow(row: readonly string[], mapping: ImportMapping, order: Exclude<DateOrder, "auto">): MappedRow {
  const reasons: string[] = [];
  const dateCell = cellOf(row, mapping, "date");
  const date = dateCell === "" ? null : isoDate(dateCell, order);
  if (dateCell === "") reasons.push(rowMessages.dateRequired);
  else if (date === null) reasons.push(rowMessages.dateFormat);

  const weight = convert(cellOf(row, mapping, "weight"), mapping.weight_unit, WEIGHT_FACTORS);
  if (typeof weight !== "string") reasons.push(rowMessages.weightUnit);
  const length = convert(cellOf(row, mapping, "length"), mapping.length_unit, LENGTH_FACTORS);
  if (typeof length !== "string") reasons.push(rowMessages.lengthUnit);

  const releasedCell = cellOf(row, mapping, "released").toLowerCase();
  const released = YES.has(releasedCell) ? "1" : NO.has(releasedCell) ? "0" : null;
  if (released === null) reasons.push(rowMessages.released);

  const parsed = reportFormSchema.safeParse({
    fish: cellOf(row, mapping, "fish"),
    weight: typeof weight === "string" ? weight : "1",
    length: typeof length === "string" ? length : "1",
    location: cellOf(row, mapping, "location"),
    // A date already refused above is not refused twice.
    date: date?.date ?? "2000-01-01",
    catch_time: cellOf(row, mapping, "catch_time") || date?.time || "",
    bait: cellOf(row, mapping, "bait"),
    method: cellOf(row, mapping, "method"),
    notes: cellOf(row, mapping, "notes"),
    released: released ?? "0",
    latitude: cellOf(row, mapping, "latitude"),
    longitude: cellOf(row, mapping, "longitude"),
  });
  if (!parsed.success) reasons.push(...parsed.error.issues.map((issue) => issue.message));
  if (reasons.length > 0 || !parsed.success) return { ok: false, reasons: [...new Set(reasons)] };
  return { ok: true, input: parsed.data };
}

// The logbook export's columns and how one cell is written: text neutralised against spreadsheet formulas, numbers
// kept as numbers, and CSV fields as a Swedish Excel reads them. Browser-safe, no imports from the server.

/** The formats a member may download their catches in. */
export const EXPORT_FORMATS = ["csv", "xlsx", "gpx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** One of the member's own catches as the export reads it: numbers as the database's decimal strings. */
export type ExportRow = {
  id: number;
  fish: string;
  /** kilograms, "9.40" */
  weight: string;
  /** centimetres, "98.0" */
  length: string;
  location: string;
  bait: string | null;
  method: string | null;
  notes: string | null;
  /** YYYY-MM-DD */
  fishingDate: string;
  /** HH:MM in Swedish time, or null */
  catchTime: string | null;
  /** the owner's own exact point, as decimal strings, or null */
  latitude: string | null;
  longitude: string | null;
  released: boolean;
};

/** A cell is text (neutralised) or a number (written as the decimal it is, never prefixed). */
export type Cell = { text: string } | { number: string };

export const EXPORT_COLUMNS: readonly { header: string; width: number; cell: (row: ExportRow, link: string) => Cell | null }[] = [
  { header: "Datum", width: 17, cell: (row) => ({ text: catchDateTime(row) }) },
  { header: "Art", width: 18, cell: (row) => ({ text: row.fish }) },
  { header: "Vikt (kg)", width: 10, cell: (row) => ({ number: row.weight }) },
  { header: "Längd (cm)", width: 11, cell: (row) => ({ number: row.length }) },
  { header: "Plats", width: 24, cell: (row) => ({ text: row.location }) },
  { header: "Latitud", width: 11, cell: (row) => (row.latitude === null ? null : { number: row.latitude }) },
  { header: "Longitud", width: 11, cell: (row) => (row.longitude === null ? null : { number: row.longitude }) },
  { header: "Bete", width: 18, cell: (row) => (row.bait ? { text: row.bait } : null) },
  { header: "Metod", width: 18, cell: (row) => (row.method ? { text: row.method } : null) },
  { header: "Anteckningar", width: 40, cell: (row) => (row.notes ? { text: row.notes } : null) },
  { header: "Återutsatt", width: 10, cell: (row) => ({ text: row.released ? "Ja" : "Nej" }) },
  { header: "Länk", width: 40, cell: (_row, link) => ({ text: link }) },
];

/** "2026-05-01", or "2026-05-01 06:30" when the member gave the time of day. */
export function catchDateTime(row: Pick<ExportRow, "fishingDate" | "catchTime">): string {
  return row.catchTime ? `${row.fishingDate} ${row.catchTime}` : row.fishingDate;
}

// OWASP's CSV injection advice: a cell a spreadsheet could read as a formula starts with one of these.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet must not run: a leading =, +, -, @, tab or carriage return is prefixed with a single quote. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A decimal string with Swedish decimal comma: "-12.345678" → "-12,345678". */
export function decimalComma(value: string): string {
  return value.replace(".", ",");
}

/** One CSV field (RFC 4180): quoted when it holds the separator, a quote or a line break. */
export function csvField(cell: Cell | null): string {
  if (cell === null) return "";
  const value = "number" in cell ? decimalComma(cell.number) : neutralise(cell.text);
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One CSV record, fields separated by ';' as Excel in Sweden expects, ended by CRLF. */
export function csvRecord(fields: readonly string[]): string {
  return `${fields.join(";")}\r\n`;
}

/** The header record of the export's CSV. */
export function csvHeader(): string {
  return csvRecord(EXPORT_COLUMNS.map((column) => csvField({ text: column.header })));
}

/** One catch as a CSV record. */
export function csvRow(row: ExportRow, link: string): string {
  return csvRecord(EXPORT_COLUMNS.map((column) => csvField(column.cell(row, link))));
}

/** The value exceljs writes for a cell: text neutralised, numbers as numbers, empty as null. */
export function xlsxValue(cell: Cell | null): string | number | null {
  if (cell === null) return null;
  return "number" in cell ? Number(cell.number) : neutralise(cell.text);
}

/**
 * The download's name for a day: an ASCII filename and the Swedish one as RFC 6266's filename*, e.g.
 * `attachment; filename="fiskeganget-fangster-2026-11-28.csv"; filename*=UTF-8''fiskeg%C3%A4nget-f%C3%A5ngster-2026-11-28.csv`.
 */
export function exportDisposition(format: ExportFormat, day: string): string {
  const ascii = `fiskeganget-fangster-${day}.${format}`;
  const swedish = `fiskegänget-fångster-${day}.${format}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(swedish)}`;
}

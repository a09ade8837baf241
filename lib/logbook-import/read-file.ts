// An uploaded spreadsheet read into text cells: a CSV in UTF-8 (with or without BOM, separated by ; , or tab), or
// the first sheet of an .xlsx workbook. A file that is broken, too big, too wide, in another encoding or packed to
// explode when unpacked is refused with a Swedish message before anything is stored.
import "server-only";
import { parse } from "csv-parse";
import ExcelJS from "exceljs";
import yauzl from "yauzl";
import { AppError } from "@/lib/errors";
import { MAX_IMPORT_COLUMNS } from "@/lib/logbook-import/columns";
import { IMPORT_LIMITS, importMessages } from "@/lib/logbook-import/limits";

/** `rowNumbers[i]` is the row `rows[i]` has in the member's spreadsheet, as Excel numbers it (blank rows counted). */
export type SheetCells = { headers: string[]; rows: string[][]; rowNumbers: number[] };

/** A record of the file with the row number the member's spreadsheet program shows for it. */
type Line = { cells: string[]; row: number };

const refuse = (message: string) => new AppError({ code: "VALIDATION_ERROR", message, fields: { file: message } });

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** The file's cells, by what its bytes are (not by its name): a zip is a workbook, an OLE file an old .xls. */
export async function readSpreadsheet(bytes: Uint8Array): Promise<SheetCells> {
  if (bytes.byteLength === 0) throw refuse(importMessages.fileEmpty);
  if (bytes.byteLength > IMPORT_LIMITS.fileMaxBytes) throw new AppError({ code: "PAYLOAD_TOO_LARGE", message: importMessages.fileTooLarge, fields: { file: importMessages.fileTooLarge } });
  if (startsWith(bytes, OLE)) throw refuse(importMessages.oldExcel);
  const table = startsWith(bytes, ZIP) ? await readWorkbook(bytes) : await readCsv(bytes);
  return toSheet(table);
}

/**
 * Header and rows, blank rows dropped (each row keeps its own number, so the rows after a blank one are named as
 * the member's spreadsheet names them), the limits checked; every row padded to the header's width.
 */
function toSheet(table: Line[]): SheetCells {
  const filled = table.filter((line) => line.cells.some((cell) => cell.trim() !== ""));
  const [header, ...lines] = filled;
  if (!header || lines.length === 0) throw refuse(importMessages.noRows);
  if (lines.length > IMPORT_LIMITS.rowsMax) throw refuse(importMessages.tooManyRows);
  const width = Math.max(header.cells.length, ...lines.map((line) => line.cells.length));
  if (width > MAX_IMPORT_COLUMNS) throw refuse(importMessages.tooManyColumns);
  const pad = (row: string[]) => Array.from({ length: width }, (_, i) => row[i] ?? "");
  return {
    headers: pad(header.cells).map((text, i) => text.trim() || `Kolumn ${i + 1}`),
    rows: lines.map((line) => pad(line.cells)),
    rowNumbers: lines.map((line) => line.row),
  };
}

/** Text without NUL and other control characters a stored text may not hold (tab and line breaks stay). */
const clean = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "");

function checkCell(text: string): string {
  if (text.length > IMPORT_LIMITS.cellMaxChars) throw refuse(importMessages.cellTooLong);
  return clean(text);
}

// ---- CSV -------------------------------------------------------------------------------------------------------

/** The separator the header line uses most, outside quotes: Swedish Excel writes ;, others , or tab. */
function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([[";", 0], [",", 0], ["\t", 0]]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  const [most] = [...counts].sort((a, b) => b[1] - a[1]);
  return most && most[1] > 0 ? most[0] : ";";
}

/** Text handed to the CSV parser at a time; between two, the process answers its other requests. */
const CSV_CHUNK = 32 * 1024;
const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));

type CsvRecord = { record: string[]; info: { records: number; empty_lines: number } };

/**
 * The records of a CSV text, parsed a chunk at a time; stops at one record past the row limit. Each record's row is
 * the records and empty lines before it and itself: Excel shows an empty line as an empty row, and a quoted cell
 * over several lines as one row.
 */
async function parseCsv(text: string): Promise<Line[]> {
  const records: Line[] = [];
  const parser = parse({
    delimiter: detectDelimiter(text),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
    // A record longer than any row of cells could be (a "1 GB cell") stops the parser at once.
    max_record_size: IMPORT_LIMITS.cellMaxChars * 4,
    to: IMPORT_LIMITS.rowsMax + 2,
  });
  let failure: unknown = null;
  parser.on("readable", () => {
    for (let read = parser.read() as CsvRecord | null; read !== null; read = parser.read() as CsvRecord | null) {
      records.push({ cells: read.record, row: read.info.records + read.info.empty_lines });
    }
  });
  parser.on("error", (error) => (failure ??= error));
  const ended = new Promise<void>((resolve) => parser.once("close", resolve));
  for (let at = 0; at < text.length && failure === null && records.length <= IMPORT_LIMITS.rowsMax + 1; at += CSV_CHUNK) {
    parser.write(text.slice(at, at + CSV_CHUNK));
    await giveWay();
  }
  if (failure === null && records.length <= IMPORT_LIMITS.rowsMax + 1 && !parser.writableEnded) parser.end();
  else parser.destroy();
  await ended;
  if (failure !== null) throw failure;
  return records;
}

async function readCsv(bytes: Uint8Array): Promise<Line[]> {
  let text: string;
  try {
    // Not UTF-8 (Windows-1252 with å ä ö, UTF-16): refused with how to save it, rather than read as the wrong letters.
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(startsWith(bytes, UTF8_BOM) ? bytes.subarray(3) : bytes);
  } catch {
    throw refuse(importMessages.encoding);
  }
  if (text.includes("\u0000")) throw refuse(importMessages.encoding);
  try {
    const records = await parseCsv(text);
    if (records.length > IMPORT_LIMITS.rowsMax + 1) throw refuse(importMessages.tooManyRows);
    const table: Line[] = [];
    for (const [index, { cells, row }] of records.entries()) {
      if (index % 500 === 0) await giveWay();
      table.push({ cells: cells.map(checkCell), row });
    }
    return table;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "CSV_MAX_RECORD_SIZE") throw refuse(importMessages.cellTooLong);
    throw refuse(importMessages.unreadable);
  }
}

// ---- xlsx ------------------------------------------------------------------------------------------------------

/**
 * Unpacks every part of the zip once, counting what comes out: yauzl stops an entry that yields more than it
 * declares, and the declared sizes together must stay under the limit, so the workbook reader that unpacks it
 * again cannot be made to fill the memory (a zip bomb).
 */
function checkUnpackedSize(bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return reject(refuse(importMessages.unreadable));
      let total = 0;
      let entries = 0;
      const fail = (error: AppError) => {
        zip.close();
        reject(error);
      };
      zip.on("error", () => fail(refuse(importMessages.unreadable)));
      zip.on("end", () => resolve());
      zip.on("entry", (entry: yauzl.Entry) => {
        entries += 1;
        total += entry.uncompressedSize;
        if (entries > IMPORT_LIMITS.zipEntriesMax || total > IMPORT_LIMITS.unpackedMaxBytes) return fail(refuse(importMessages.unpackedTooLarge));
        if (entry.fileName.endsWith("/")) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return fail(refuse(importMessages.unreadable));
          stream.on("error", () => fail(refuse(importMessages.unpackedTooLarge)));
          stream.on("end", () => zip.readEntry());
          stream.resume();
        });
      });
      zip.readEntry();
    });
  });
}

const pad2 = (value: number) => String(value).padStart(2, "0");

/** A workbook's date (Excel keeps wall time, which the reader gives as UTC) as the import reads dates. */
function dateText(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
  const hours = date.getUTCHours();
  const minutes = date.getUTCMinutes();
  return hours === 0 && minutes === 0 ? day : `${day} ${pad2(hours)}:${pad2(minutes)}`;
}

/** A cell's value as text: numbers with a decimal point, dates as ISO, a formula by its result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "ja" : "nej";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : dateText(value);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("formula" in value || "sharedFormula" in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ("text" in value && typeof value.text === "string") return value.text;
  return "";
}

async function readWorkbook(bytes: Uint8Array): Promise<Line[]> {
  await checkUnpackedSize(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw refuse(importMessages.unreadable);
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.actualRowCount > 0);
  if (!sheet) throw refuse(importMessages.noRows);
  if (sheet.actualRowCount > IMPORT_LIMITS.rowsMax + 1) throw refuse(importMessages.tooManyRows);
  if (sheet.actualColumnCount > MAX_IMPORT_COLUMNS) throw refuse(importMessages.tooManyColumns);
  const table: Line[] = [];
  // The sheet's own row numbers, as Excel shows them.
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      if (column <= MAX_IMPORT_COLUMNS) cells[column - 1] = checkCell(cellText(cell.value));
    });
    table.push({ cells: Array.from(cells, (cell) => cell ?? ""), row: rowNumber });
  });
  return table;
}

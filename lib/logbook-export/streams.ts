// Writes pages of catches into a web ReadableStream as CSV, GPX or xlsx, asking for the next page only when the
// reader wants more bytes, so a logbook of any size passes through one page at a time.
import "server-only";
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { csvHeader, csvRow, EXPORT_COLUMNS, xlsxValue, type ExportRow } from "@/lib/logbook-export/cells";
import { GPX_END, gpxStart, gpxWaypoint } from "@/lib/logbook-export/gpx";

type Pages = AsyncIterator<ExportRow[]>;
type Link = (id: number) => string;

const BOM = "\uFEFF";

/** A text document: its start, each page's text, its end; pulled page by page. */
function textStream(pages: Pages, start: string, page: (rows: ExportRow[]) => string, end: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(start));
      },
      async pull(controller) {
        const next = await pages.next();
        if (next.done) {
          if (end) controller.enqueue(encoder.encode(end));
          controller.close();
          return;
        }
        const text = page(next.value);
        if (text) controller.enqueue(encoder.encode(text));
      },
      async cancel() {
        await pages.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}

/** UTF-8 with a byte order mark, so Excel reads å, ä and ö; ';' between fields and CRLF between records. */
export function csvStream(pages: Pages, link: Link): ReadableStream<Uint8Array> {
  return textStream(pages, `${BOM}${csvHeader()}`, (rows) => rows.map((row) => csvRow(row, link(row.id))).join(""), "");
}

/** GPX 1.1: the catches that have a position as waypoints. */
export function gpxStream(pages: Pages, link: Link, createdAt: Date): ReadableStream<Uint8Array> {
  return textStream(pages, gpxStart(createdAt), (rows) => rows.map((row) => gpxWaypoint(row, link(row.id))).join(""), GPX_END);
}

/** Resolves when the stream wants more, or when it is gone (the reader went away). */
function drained(stream: PassThrough): Promise<unknown> {
  return Promise.race([once(stream, "drain"), once(stream, "close")]).catch(() => undefined);
}

/**
 * An Excel workbook written by exceljs's streaming writer (inline strings, no shared-string table, each row
 * committed as it is added), one page at a time; a page is added only when what was written before has drained.
 */
export function xlsxStream(pages: Pages, link: Link): ReadableStream<Uint8Array> {
  const output = new PassThrough({ highWaterMark: 256 * 1024 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: true });
  workbook.creator = "Fiskegänget";
  const sheet = workbook.addWorksheet("Fångster", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const write = async () => {
    for (let next = await pages.next(); !next.done; next = await pages.next()) {
      for (const row of next.value) {
        sheet.addRow(EXPORT_COLUMNS.map((column) => xlsxValue(column.cell(row, link(row.id))))).commit();
      }
      if (output.writableNeedDrain) await drained(output);
      if (output.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  output.on("close", () => void pages.return?.());
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}

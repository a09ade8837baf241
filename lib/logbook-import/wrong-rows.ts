// The rows an import refused, as a CSV the member fixes and imports again: the file's own columns, as uploaded,
// then "Rad i din fil" (the row's number in the member's spreadsheet, blank rows counted, as the preview names it)
// and a last column "Fel" with the reasons. Written as the export writes CSV (BOM, ';', formula-like cells
// neutralised); the import takes the neutralising quote off again.
import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { csvField, csvRecord } from "@/lib/logbook-export/cells";
import { importMessages } from "@/lib/logbook-import/limits";
import { spreadsheetRow } from "@/lib/logbook-import/rows";

const BOM = "\uFEFF";

export const WRONG_ROWS_FILE_NAME = "fangster-att-rätta.csv";
/** The column that names each row as the member's own spreadsheet does; the import's guess maps it to nothing. */
export const WRONG_ROWS_ROW_HEADER = "Rad i din fil";

/** GET /api/profile/catches/imports/{id}/wrong-rows: the member's own import's refused rows; 404 for anyone else. */
export async function wrongRowsCsv(actor: SessionUser, id: number): Promise<string> {
  const upload = await db.logbookImport.findFirst({
    where: { id, userId: actor.id, finishedAt: { not: null } },
    select: { headers: true, rows: true, rowNumbers: true, wrong: true },
  });
  if (!upload) throw notFound(importMessages.notFound);
  const headers = upload.headers as string[];
  const rows = upload.rows as string[][];
  const wrong = upload.wrong as { row: number; reasons: string[] }[];
  // The cells are dropped a day after the upload: then there is nothing left to give back.
  if (rows.length === 0) throw notFound(importMessages.notFound);
  // Each refused row is found again by its number, as the job named it.
  const indexOf = new Map(rows.map((_, index) => [spreadsheetRow(upload.rowNumbers, index), index]));
  const lines = [csvRecord([...headers, WRONG_ROWS_ROW_HEADER, "Fel"].map((text) => csvField({ text })))];
  for (const { row, reasons } of wrong) {
    const cells = rows[indexOf.get(row) ?? -1] ?? headers.map(() => "");
    lines.push(csvRecord([...cells.map((text) => csvField({ text })), csvField({ number: String(row) }), csvField({ text: reasons.join(" ") })]));
  }
  return BOM + lines.join("");
}

// The rows an import refused, as a CSV the member fixes and imports again: the file's own columns, as uploaded,
// and a last column "Fel" with the reasons. Written as the export writes CSV (BOM, ';', formula-like cells
// neutralised); the import takes the neutralising quote off again.
import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { csvField, csvRecord } from "@/lib/logbook-export/cells";
import { importMessages } from "@/lib/logbook-import/limits";

const BOM = "\uFEFF";

export const WRONG_ROWS_FILE_NAME = "fangster-att-rätta.csv";

/** GET /api/profile/catches/imports/{id}/wrong-rows: the member's own import's refused rows; 404 for anyone else. */
export async function wrongRowsCsv(actor: SessionUser, id: number): Promise<string> {
  const upload = await db.logbookImport.findFirst({ where: { id, userId: actor.id, finishedAt: { not: null } }, select: { headers: true, rows: true, wrong: true } });
  if (!upload) throw notFound(importMessages.notFound);
  const headers = upload.headers as string[];
  const rows = upload.rows as string[][];
  const wrong = upload.wrong as { row: number; reasons: string[] }[];
  // The cells are dropped a day after the upload: then there is nothing left to give back.
  if (rows.length === 0) throw notFound(importMessages.notFound);
  const lines = [csvRecord([...headers, "Fel"].map((text) => csvField({ text })))];
  for (const { row, reasons } of wrong) {
    const cells = rows[row - 2] ?? [];
    lines.push(csvRecord([...cells, reasons.join(" ")].map((text) => csvField({ text }))));
  }
  return BOM + lines.join("");
}

// The opaque page marker of GET /api/reports: base64url JSON of the last row's sort key and id, tied to its sort.
import { z } from "zod";
import { badRequest } from "@/lib/errors";
import { isIsoDate, reportMessages } from "@/lib/reports/schemas";
import { REPORT_SORTS, type ReportSort } from "@/lib/reports/types";

export type Cursor = { sort: ReportSort; key: string; id: number };

const payload = z.object({
  s: z.enum(REPORT_SORTS),
  k: z.string().max(100),
  i: z.number().int().min(1).max(2_147_483_647),
});

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify({ s: cursor.sort, k: cursor.key, i: cursor.id }), "utf8").toString("base64url");
}

/** The cursor for this sort order, or 400: a marker from another sort order or a hand-edited one is no marker. */
export function decodeCursor(text: string, sort: ReportSort): Cursor {
  const invalid = () => badRequest(reportMessages.cursor, { cursor: reportMessages.cursor }, "INVALID_CURSOR");
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) throw invalid();
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  const parsed = payload.safeParse(data);
  if (!parsed.success || parsed.data.s !== sort) throw invalid();
  if (sort === "date" && !isIsoDate(parsed.data.k)) throw invalid();
  return { sort, key: parsed.data.k, id: parsed.data.i };
}

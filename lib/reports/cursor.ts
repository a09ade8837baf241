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

/** The 400 for a page marker that is no marker. */
export const invalidCursor = () => badRequest(reportMessages.cursor, { cursor: reportMessages.cursor }, "INVALID_CURSOR");

/** A marker's payload read with `schema`, or 400 INVALID_CURSOR: not base64url JSON of that shape is no marker. */
export function readCursorPayload<T>(text: string, schema: z.ZodType<T>): T {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) throw invalidCursor();
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw invalidCursor();
  return parsed.data;
}

/** The cursor for this sort order, or 400: a marker from another sort order or a hand-edited one is no marker. */
export function decodeCursor(text: string, sort: ReportSort): Cursor {
  const data = readCursorPayload(text, payload);
  if (data.s !== sort) throw invalidCursor();
  if (sort === "date" && !isIsoDate(data.k)) throw invalidCursor();
  return { sort, key: data.k, id: data.i };
}

// The page marker of a list ordered by relevance to a search: the last row's rank (an exact decimal) and id.
import { z } from "zod";
import { badRequest } from "@/lib/errors";
import { reportMessages } from "@/lib/reports/schemas";

export type RankCursor = { key: string; id: number };

const payload = z.object({
  s: z.literal("relevance"),
  k: z.string().regex(/^\d{1,6}(\.\d{1,6})?$/),
  i: z.number().int().min(1).max(2_147_483_647),
});

export function encodeRankCursor(cursor: RankCursor): string {
  return Buffer.from(JSON.stringify({ s: "relevance", k: cursor.key, i: cursor.id }), "utf8").toString("base64url");
}

/** The marker, or 400 INVALID_CURSOR: one from another order or a hand-edited one is no marker. */
export function decodeRankCursor(text: string): RankCursor {
  const invalid = () => badRequest(reportMessages.cursor, { cursor: reportMessages.cursor }, "INVALID_CURSOR");
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) throw invalid();
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  const parsed = payload.safeParse(data);
  if (!parsed.success) throw invalid();
  return { key: parsed.data.k, id: parsed.data.i };
}

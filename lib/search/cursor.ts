// The page marker of a list ordered by relevance to a search: the last row's rank (an exact decimal) and id.
import { z } from "zod";
import { readCursorPayload } from "@/lib/reports/cursor";

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
  const data = readCursorPayload(text, payload);
  return { key: data.k, id: data.i };
}

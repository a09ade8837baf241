// Personal bests: a catch is a member's personal best of its species when, as it was posted, it was heavier
// than every earlier catch of that species by the same member (at equal weight, longer). The first catch of a
// species is one too. Posting checks with one indexed read (lib/reports/posting-context.ts); deleting a catch
// walks that member's catches of the species again, in posting order, in the same transaction (decision 151).
import "server-only";
import type { Prisma } from "@/lib/db";

type Tx = Prisma.TransactionClient;

/**
 * Marks again which of a member's catches of a species were personal bests when posted, after one of them was
 * deleted (a later catch may now be the best it beat). Returns the ids whose mark changed, so their cached pages
 * can be expired.
 */
export async function recomputePersonalBests(tx: Tx, { userId, speciesId }: { userId: number; speciesId: number | null }): Promise<number[]> {
  if (speciesId === null) return [];
  const changed = await tx.$queryRaw<{ id: number }[]>`
    UPDATE reports r SET is_personal_best = x.best
    FROM (
      SELECT id,
             (weight * 100000 + length) > coalesce(max(weight * 100000 + length) OVER (
               ORDER BY created_at, id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), -1) AS best
      FROM reports
      WHERE user_id = ${userId} AND species_id = ${speciesId}
    ) x
    WHERE x.id = r.id AND r.is_personal_best IS DISTINCT FROM x.best
    RETURNING r.id`;
  return changed.map((row) => row.id);
}

// Personal bests: a catch is a member's personal best of its species when, as it was posted, it was heavier
// than every earlier catch of that species by the same member (at equal weight, longer). The first catch of a
// species is one too. Posting checks with one indexed read; deleting a catch walks that member's catches of the
// species again, in posting order, in the same transaction (docs/decisions/151-personal-bests.md).
import "server-only";
import { Prisma } from "@/lib/db";

type Tx = Prisma.TransactionClient;

export type BestCheck = {
  /** The new catch beats every earlier one (or is the first of its species). */
  isBest: boolean;
  /** The member had caught the species before: only then does a best beat something, and friends hear of it. */
  hadEarlier: boolean;
};

/**
 * Whether a catch about to be stored is the member's new best of the species: the member's heaviest (then
 * longest) earlier catch, read from reports_user_id_species_id_weight_length_idx, must be lighter.
 */
export async function checkPersonalBest(
  tx: Tx,
  { userId, speciesId, weight, length }: { userId: number; speciesId: number | null; weight: string; length: string },
): Promise<BestCheck> {
  if (speciesId === null) return { isBest: false, hadEarlier: false };
  const [top] = await tx.$queryRaw<{ beaten: boolean }[]>`
    SELECT (r.weight, r.length) >= (${weight}::numeric, ${length}::numeric) AS beaten
    FROM reports r
    WHERE r.user_id = ${userId} AND r.species_id = ${speciesId}
    ORDER BY r.weight DESC, r.length DESC
    LIMIT 1`;
  if (!top) return { isBest: true, hadEarlier: false };
  return { isBest: !top.beaten, hadEarlier: true };
}

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

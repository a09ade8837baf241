// Settling a competition: once its period and 48 hours of grace are over, the standings are computed one last
// time and stored, the winner recorded and everyone told. Later edits of the catches change nothing.
import "server-only";
import { db, Prisma } from "@/lib/db";
import { expireTags } from "@/lib/cache/invalidate";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { publicDisplayName } from "@/lib/privacy/members";
import { graceEndsAt } from "@/lib/competitions/period";
import { computeStandings } from "@/lib/competitions/standings-sql";
import { notifyEnded } from "@/lib/competitions/notify";
import { COMPETITION_SELECT, isoDay, type CompetitionRow } from "@/lib/competitions/rows";

/** Freezes the competition if its grace has passed and nobody has yet; returns the row as it now is, or null. */
export async function freezeIfDue(id: number, now = new Date()): Promise<CompetitionRow | null> {
  const settled = await db.$transaction(async (tx) => {
    // FOR UPDATE: two first readers after the grace freeze it once.
    const [locked] = await tx.$queryRaw<{ frozen_at: Date | null; ends_on: Date }[]>`
      SELECT frozen_at, ends_on FROM competitions WHERE id = ${id} FOR UPDATE`;
    if (!locked || locked.frozen_at || now < graceEndsAt(isoDay(locked.ends_on))) return null;
    const row = await tx.competition.findUniqueOrThrow({ where: { id }, select: COMPETITION_SELECT });
    const standings = await computeStandings(row, { now });
    const winnerId = standings[0]?.userId ?? null;
    const updated = await tx.competition.update({
      where: { id },
      data: { frozenAt: now, winnerId, leaderId: winnerId, finalStandings: standings as unknown as Prisma.InputJsonValue },
      select: COMPETITION_SELECT,
    });
    const [participants, winner] = await Promise.all([
      tx.competitionParticipant.findMany({ where: { competitionId: id, status: "joined" }, select: { userId: true } }),
      winnerId ? tx.user.findUnique({ where: { id: winnerId }, select: { id: true, username: true, isAnonymous: true } }) : null,
    ]);
    await notifyEnded(tx, {
      competition: { id, name: row.name },
      participantIds: participants.map((p) => p.userId),
      winnerName: winner ? publicDisplayName(winner) : null,
    });
    return updated;
  });
  if (!settled) return null;
  expireTags([CACHE_TAGS.competition(id), CACHE_TAGS.competitionLists, ...(settled.winnerId ? [CACHE_TAGS.profile(settled.winnerId)] : [])]);
  return settled;
}

/**
 * Freezes every competition whose grace has passed: the job queue's "competition-freeze" every five minutes
 * (lib/jobs/kinds.ts), so results settle without a reader.
 */
export async function freezeDueCompetitions(now = new Date()): Promise<number> {
  const due = await db.competition.findMany({
    where: { frozenAt: null, endsOn: { lt: new Date(now.getTime() - 2 * 86_400_000) } },
    select: { id: true },
  });
  let frozen = 0;
  for (const { id } of due) if (await freezeIfDue(id, now)) frozen++;
  return frozen;
}

// Telling members they took or lost the lead. Checked after the writes that can move the standings, off the
// request a member waits for; the leader last told is kept on the competition.
import "server-only";
import { db } from "@/lib/db";
import { computeStandings } from "@/lib/competitions/standings-sql";
import { COMPETITION_SELECT } from "@/lib/competitions/rows";
import { notifyLead } from "@/lib/competitions/notify";

/** Compares the current leader with the one last told; tells both when it changed. Returns the new leader. */
export async function checkLeadChange(competitionId: number, now = new Date()): Promise<number | null> {
  const row = await db.competition.findUnique({ where: { id: competitionId }, select: COMPETITION_SELECT });
  if (!row || row.frozenAt) return null;
  const [top] = await computeStandings(row, { now, limit: 1 });
  const leader = top?.userId ?? null;
  if (leader === row.leaderId) return leader;
  await db.$transaction(async (tx) => {
    // Only the writer that moves leader_id tells anyone, so two racing checks notify once.
    const { count } = await tx.competition.updateMany({ where: { id: competitionId, leaderId: row.leaderId }, data: { leaderId: leader } });
    if (count === 0) return;
    const competition = { id: row.id, name: row.name };
    if (leader !== null) await notifyLead(tx, { competition, memberId: leader, took: true, now });
    if (row.leaderId !== null) await notifyLead(tx, { competition, memberId: row.leaderId, took: false, now });
  });
  return leader;
}

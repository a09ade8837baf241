// Taking a catch out of one competition: its owner withdraws it, or the creator disqualifies it with a reason
// (written to the log, the owner told). Either way it never counts in that competition again; other
// competitions and the report itself are untouched. Frozen results are final.
import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { recordAdminAction } from "@/lib/audit/log";
import { runAfterResponse } from "@/lib/after-response";
import { conflict, forbidden, notFound } from "@/lib/errors";
import { competitionMessages as m } from "@/lib/competitions/messages";
import { findCompetition } from "@/lib/competitions/rows";
import { notifyDisqualified } from "@/lib/competitions/notify";
import { checkLeadChange } from "@/lib/competitions/lead";
import { competitionChanged } from "@/lib/competitions/mutations";

async function target(id: number, reportId: number) {
  const row = await findCompetition(id);
  if (!row) throw notFound(m.notFound);
  if (row.frozenAt) throw conflict(m.finished);
  const report = await db.report.findUnique({ where: { id: reportId }, select: { id: true, userId: true, fish: true, user: { select: { username: true } } } });
  if (!report) throw notFound(m.reportMissing);
  return { row, report };
}

async function settle(id: number) {
  competitionChanged(id);
  await runAfterResponse("competition lead", () => checkLeadChange(id));
}

/** The owner takes one of their catches out of the competition. */
export async function withdrawCatch({ actor, id, reportId }: { actor: SessionUser; id: number; reportId: number }): Promise<{ report_id: number; kind: "withdrawn" }> {
  const { report } = await target(id, reportId);
  if (report.userId !== actor.id) throw forbidden(m.notOwnCatch);
  const { count } = await db.competitionExclusion.createMany({
    data: [{ competitionId: id, reportId, kind: "withdrawn", byUserId: actor.id }],
    skipDuplicates: true,
  });
  if (count === 0) throw conflict(m.alreadyExcluded);
  await settle(id);
  return { report_id: reportId, kind: "withdrawn" };
}

/** The creator rules a participant's catch out, with a reason: logged, and its owner told. */
export async function disqualifyCatch({
  actor,
  id,
  reportId,
  reason,
}: {
  actor: SessionUser;
  id: number;
  reportId: number;
  reason: string;
}): Promise<{ report_id: number; kind: "disqualified" }> {
  const { row, report } = await target(id, reportId);
  if (row.creatorId !== actor.id) throw forbidden(m.onlyCreator);
  await db.$transaction(async (tx) => {
    const entrant = await tx.competitionParticipant.findUnique({
      where: { competitionId_userId: { competitionId: id, userId: report.userId } },
      select: { status: true },
    });
    if (entrant?.status !== "joined") throw conflict(m.notParticipant);
    const earlier = await tx.competitionExclusion.findUnique({ where: { competitionId_reportId: { competitionId: id, reportId } }, select: { kind: true } });
    if (earlier?.kind === "disqualified") throw conflict(m.alreadyExcluded);
    // A withdrawn catch may still be disqualified: the ruling and its reason are what the owner is told.
    await tx.competitionExclusion.upsert({
      where: { competitionId_reportId: { competitionId: id, reportId } },
      create: { competitionId: id, reportId, kind: "disqualified", reason, byUserId: actor.id },
      update: { kind: "disqualified", reason, byUserId: actor.id },
    });
    await recordAdminAction(tx, {
      admin: actor,
      action: "competition_disqualify",
      details: `Tävling #${id} (${row.name}): rapport #${report.id} (${report.fish}) av ${report.user.username} – ${reason}`,
    });
    if (report.userId !== actor.id) await notifyDisqualified(tx, { competition: { id, name: row.name }, ownerId: report.userId, fish: report.fish, reason });
  });
  await settle(id);
  return { report_id: reportId, kind: "disqualified" };
}

// Flags and the moderation ladder. A step against a member (warning, 7 days, permanent) is stored, told to the
// member or enforced, resolves the flag it answered and is logged, all in one transaction.
import "server-only";
import { memberStandingChanged } from "@/lib/cache/invalidate";
import { competitionEntriesChanged } from "@/lib/competitions/report-hook";
import { db, Prisma } from "@/lib/db";
import { isMissingReference, isUniqueViolation } from "@/lib/db-errors";
import type { SessionUser } from "@/lib/auth/session";
import { endAllSessions } from "@/lib/auth/sessions";
import { recordAdminAction } from "@/lib/audit/log";
import { AppError, conflict, forbidden, notFound } from "@/lib/errors";
import {
  moderationLabels,
  moderationMessages,
  proposedStep,
  type FlagInput,
  type LiftSuspensionInput,
  type ModerationInput,
} from "@/lib/moderation/schemas";
import { toActionJson } from "@/lib/moderation/queries";
import { formatSuspensionEnd, PERMANENT_UNTIL, SUSPENSION_DAYS } from "@/lib/moderation/suspension";
import { isPendingChild } from "@/lib/privacy/members";
import { closeCommentFlag } from "@/lib/moderation/comment-flags";

/** A member flags a report ('Anmäl'): one open flag per member and report (409), never on one's own (403). */
export async function flagReport({ actor, reportId, input }: { actor: SessionUser; reportId: number; input: FlagInput }) {
  const report = await db.report.findUnique({
    where: { id: reportId },
    select: { id: true, userId: true, user: { select: { consentStatus: true } } },
  });
  if (!report || isPendingChild(report.user)) throw notFound(moderationMessages.reportMissing);
  if (report.userId === actor.id) throw forbidden(moderationMessages.ownReport, "OWN_REPORT");
  try {
    const flag = await db.reportFlag.create({
      data: { reportId, reporterId: actor.id, reason: input.reason },
      select: { id: true },
    });
    return { id: flag.id, message: moderationMessages.flagged };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError({ code: "ALREADY_FLAGGED", message: moderationMessages.alreadyFlagged });
    }
    if (isMissingReference(error)) {
      throw notFound(moderationMessages.reportMissing);
    }
    throw error;
  }
}

type Tx = Prisma.TransactionClient;

/** Closes an open flag in the caller's transaction; 404 when missing, 409 when someone handled it already. */
async function closeFlag(tx: Tx, { actor, flagId, status }: { actor: SessionUser; flagId: number; status: "resolved" | "dismissed" }) {
  const { count } = await tx.reportFlag.updateMany({
    where: { id: flagId, status: "open" },
    data: { status, openMarker: null, resolvedById: actor.id, resolvedAt: new Date() },
  });
  if (count === 1) return;
  const exists = await tx.reportFlag.findUnique({ where: { id: flagId }, select: { id: true } });
  throw exists ? conflict(moderationMessages.flagHandled) : notFound(moderationMessages.flagMissing);
}

/** An admin closes a flag without a step against anyone (the report was fine, or was dealt with otherwise). */
export async function decideFlag({ actor, flagId, status }: { actor: SessionUser; flagId: number; status: "resolved" | "dismissed" }) {
  return db.$transaction(async (tx) => {
    await closeFlag(tx, { actor, flagId, status });
    const flag = await tx.reportFlag.findUniqueOrThrow({
      where: { id: flagId },
      select: { id: true, reason: true, report: { select: { id: true, fish: true, user: { select: { username: true } } } } },
    });
    await recordAdminAction(tx, {
      admin: actor,
      action: status === "resolved" ? "resolve_flag" : "dismiss_flag",
      details: `Anmälan #${flag.id} om rapport #${flag.report.id} (${flag.report.fish}) av ${flag.report.user.username}: ${flag.reason}`,
    });
    return { id: flag.id, status };
  });
}

/**
 * Takes one step of the ladder against a member. The admin chooses the step (the panel proposes the next one, and
 * a serious offence may go straight to a suspension). A warning becomes a notification that never names the
 * admin; a suspension ends every session of the member at once. An admin moderating themself is refused, and the
 * refused attempt is logged.
 */
export async function moderateMember({ actor, memberId, input }: { actor: SessionUser; memberId: number; input: ModerationInput }) {
  if (memberId === actor.id) {
    await recordAdminAction(db, { admin: actor, action: "refused_moderate_self", details: `${moderationLabels[input.kind]}: ${input.reason}` });
    throw forbidden(moderationMessages.self, "SELF_MODERATION");
  }
  const result = await db.$transaction(async (tx) => {
    const member = await tx.user.findUnique({
      where: { id: memberId },
      select: { id: true, username: true, suspendedUntil: true, _count: { select: { moderationGot: true } } },
    });
    if (!member) throw notFound(moderationMessages.memberMissing);
    if (input.flagId !== undefined) {
      const flag = await tx.reportFlag.findUnique({ where: { id: input.flagId }, select: { report: { select: { userId: true } } } });
      if (!flag || flag.report.userId !== memberId) throw notFound(moderationMessages.flagMissing);
      await closeFlag(tx, { actor, flagId: input.flagId, status: "resolved" });
    }
    if (input.commentFlagId !== undefined) {
      const flag = await tx.commentFlag.findUnique({ where: { id: input.commentFlagId }, select: { comment: { select: { authorId: true } } } });
      if (!flag || flag.comment.authorId !== memberId) throw notFound(moderationMessages.flagMissing);
      await closeCommentFlag(tx, { actor, flagId: input.commentFlagId, status: "resolved" });
    }

    const now = new Date();
    let endsAt: Date | null = null;
    if (input.kind === "suspension_7d") endsAt = new Date(now.getTime() + SUSPENSION_DAYS * 86_400_000);
    if (input.kind === "suspension_permanent") endsAt = PERMANENT_UNTIL;

    const action = await tx.moderationAction.create({
      data: { memberId, adminId: actor.id, adminUsername: actor.username, kind: input.kind, reason: input.reason, flagId: input.flagId ?? null, endsAt },
      select: { id: true, kind: true, reason: true, adminUsername: true, createdAt: true, endsAt: true },
    });

    let suspendedUntil = member.suspendedUntil;
    if (endsAt) {
      // A shorter suspension never shortens a longer one already running.
      if (!suspendedUntil || suspendedUntil < endsAt) suspendedUntil = endsAt;
      await tx.user.update({ where: { id: memberId }, data: { suspendedUntil } });
      await endAllSessions(memberId, { client: tx });
    } else {
      await tx.notification.create({
        data: { userId: memberId, type: "moderation_warning", message: moderationMessages.warningNotice(input.reason) },
      });
    }

    const until = endsAt && input.kind === "suspension_7d" ? ` till och med ${formatSuspensionEnd(endsAt)}` : "";
    const flagNote =
      input.flagId !== undefined
        ? ` (anmälan #${input.flagId})`
        : input.commentFlagId !== undefined
          ? ` (anmälan av kommentar #${input.commentFlagId})`
          : "";
    await recordAdminAction(tx, {
      admin: actor,
      action: input.kind,
      details: `${member.username} (#${member.id})${until}${flagNote}: ${input.reason}`,
    });
    const steps = member._count.moderationGot + 1;
    return {
      action: toActionJson(action),
      member: { id: member.id, username: member.username, suspended_until: suspendedUntil?.toISOString() ?? null },
      proposed: proposedStep(steps),
    };
  });
  // A suspension hides the member on the trips visitors read, and takes their catches out of running competitions.
  if (input.kind === "suspension_7d" || input.kind === "suspension_permanent") await memberStandingChanged(memberId);
  await competitionEntriesChanged({ ownerIds: [memberId] });
  return result;
}

/**
 * Lifts a member's suspension before its end, a permanent one included: they can log in again at once. The
 * suspension stays in their history (the ladder still counts it); the lifting and its reason go to the admin log.
 * 409 when the member is not suspended; an admin cannot lift their own (they cannot be suspended and logged in).
 */
export async function liftSuspension({ actor, memberId, input }: { actor: SessionUser; memberId: number; input: LiftSuspensionInput }) {
  if (memberId === actor.id) throw forbidden(moderationMessages.self, "SELF_MODERATION");
  const result = await db.$transaction(async (tx) => {
    const member = await tx.user.findUnique({ where: { id: memberId }, select: { id: true, username: true } });
    if (!member) throw notFound(moderationMessages.memberMissing);
    // Only a suspension still running is lifted; one that ended (or was lifted) a moment ago is a 409.
    const { count } = await tx.user.updateMany({ where: { id: memberId, suspendedUntil: { gt: new Date() } }, data: { suspendedUntil: null } });
    if (count === 0) throw conflict(moderationMessages.notSuspended);
    await recordAdminAction(tx, { admin: actor, action: "lift_suspension", details: `${member.username} (#${member.id}): ${input.reason}` });
    return { member: { id: member.id, username: member.username, suspended_until: null }, message: moderationMessages.lifted(member.username) };
  });
  // Lifting it brings the member back on the trips visitors read, and their catches into running competitions.
  await memberStandingChanged(memberId);
  await competitionEntriesChanged({ ownerIds: [memberId] });
  return result;
}

// A member's new e-mail address takes effect only through a link sent to it. Asking answers the same whether the
// address is free, another member's or unknown, so the settings form cannot be used to find out who is a member.
import "server-only";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db-errors";
import { runAfterResponse } from "@/lib/after-response";
import { createLinkToken, hashLinkToken, refusedLinkState } from "@/lib/auth/link-tokens";
import { isEmailBlocked } from "@/lib/blocked-emails/queries";
import { memberChanged } from "@/lib/cache/invalidate";
import { checkEmailChangeLink, emailChangeLinkError } from "@/lib/email-change/queries";
import { EMAIL_CHANGE_LINK_HOURS, emailChangeMessages } from "@/lib/email-change/schemas";
import { AppError } from "@/lib/errors";
import { sendMail } from "@/lib/mail/send";
import { emailChangeAttemptMail, emailChangedMail, emailChangeMail } from "@/lib/email-change/mail";
import { countSilentSubject } from "@/lib/rate-limit";

/**
 * Records a pending change to `newEmail` and mails the link after the answer has gone out. The same work happens
 * before answering whoever owns the address (one token row); the lookup and the mail come afterwards: a link when
 * the address is free, a short notice to its owner when it is another member's, nothing when it is blocked or the
 * address has had its share of mails this hour. A new request replaces the member's earlier open links.
 */
export async function requestEmailChange({ userId, username, newEmail }: { userId: number; username: string; newEmail: string }): Promise<void> {
  const email = newEmail.trim().toLowerCase();
  const now = new Date();
  const { token, tokenHash } = createLinkToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * 3_600_000);
  await db.$transaction([
    db.emailChangeToken.deleteMany({ where: { userId, usedAt: null } }),
    db.emailChangeToken.create({ data: { userId, newEmail: email, tokenHash, expiresAt }, select: { id: true } }),
  ]);

  await runAfterResponse("e-mail change link", async () => {
    if (!(await countSilentSubject("emailChange", email))) return;
    if (await isEmailBlocked(email)) return;
    const owner = await db.user.findUnique({ where: { email }, select: { id: true, username: true } });
    if (owner && owner.id !== userId) {
      await sendMail({ to: email, kind: "email_change_attempt", ...emailChangeAttemptMail({ username: owner.username, attemptedAt: now }) });
      return;
    }
    await sendMail({ to: email, kind: "email_change", secrets: [token], ...emailChangeMail({ username, token, expiresAt }) });
  });
}

/**
 * Uses a confirmation link: in one transaction the link is used up (a conditional update, so a replay or a race
 * loses), the member's other open links are voided and the address is set, if no other account has taken it
 * meanwhile and it is not blocked. The old address then gets a notice. Works with or without a session: the link
 * alone proves the new address is the member's.
 */
export async function confirmEmailChange(token: string): Promise<{ message: string; email: string }> {
  const state = await checkEmailChangeLink(token);
  if (state.status !== "valid") throw emailChangeLinkError(state);
  const link = state.link;
  if (await isEmailBlocked(link.newEmail)) throw unavailable();
  const tokenHash = hashLinkToken(token);

  let changed: { userId: number; username: string; oldEmail: string | null; newEmail: string; changedAt: Date };
  try {
    changed = await db.$transaction(async (tx) => {
      const now = new Date();
      const claimed = await tx.emailChangeToken.updateMany({
        where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (claimed.count !== 1) {
        const row = await tx.emailChangeToken.findUnique({ where: { tokenHash }, select: { usedAt: true, expiresAt: true } });
        throw emailChangeLinkError(refusedLinkState(row, now));
      }
      const member = await tx.user.findUniqueOrThrow({ where: { id: link.userId }, select: { username: true, email: true } });
      const holder = await tx.user.findUnique({ where: { email: link.newEmail }, select: { id: true } });
      if (holder && holder.id !== link.userId) throw unavailable();
      await tx.emailChangeToken.updateMany({ where: { userId: link.userId, usedAt: null }, data: { usedAt: now } });
      await tx.user.update({ where: { id: link.userId }, data: { email: link.newEmail }, select: { id: true } });
      // The link reached this inbox, so it takes mail again even if it once bounced (lib/delivery/webhook.ts).
      await tx.emailSuppression.deleteMany({ where: { email: link.newEmail.toLowerCase() } });
      return { userId: link.userId, username: member.username, oldEmail: member.email, newEmail: link.newEmail, changedAt: now };
    });
  } catch (error) {
    // Another account took the address between the check and the update: the unique index decides.
    if (isUniqueViolation(error)) throw unavailable();
    throw error;
  }

  await memberChanged(changed.userId);
  if (changed.oldEmail && changed.oldEmail !== changed.newEmail) {
    const { oldEmail, username, newEmail, changedAt } = changed;
    await runAfterResponse("e-mail changed notice", () =>
      sendMail({ to: oldEmail, kind: "email_changed", ...emailChangedMail({ username, newEmail, changedAt }) }),
    );
  }
  return { message: emailChangeMessages.done, email: changed.newEmail };
}

const unavailable = () => new AppError({ code: "EMAIL_UNAVAILABLE", message: emailChangeMessages.unavailable });

import "server-only";
import { db } from "@/lib/db";
import { isEmailBlocked } from "@/lib/blocked-emails/queries";
import { hashPassword } from "@/lib/auth/password";
import { endAllSessions } from "@/lib/auth/sessions";
import { createLinkToken, hashLinkToken, refusedLinkState } from "@/lib/auth/link-tokens";
import { sendMail } from "@/lib/mail/send";
import { passwordChangedMail, passwordResetMail } from "@/lib/password-reset/mail";
import { checkResetLink, resetLinkError } from "@/lib/password-reset/queries";
import { passwordResetMessages, RESET_LINK_MINUTES } from "@/lib/password-reset/schemas";
import { isPendingChild } from "@/lib/privacy/members";

/**
 * E-mails a reset link when the address belongs to a member who can log in; otherwise does nothing.
 * Callers answer the same either way and run this after answering, so neither the answer nor its timing
 * tells whether an address has an account.
 */
export async function requestPasswordReset(email: string): Promise<boolean> {
  const user = await db.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, username: true, email: true, consentStatus: true },
  });
  // A child still waiting for consent cannot log in, so a new password would not help; the parent link does.
  if (!user?.email || isPendingChild(user)) return false;
  // A blocked address gets no mail from us, reset links included; the answer to the caller stays the same.
  if (await isEmailBlocked(user.email)) return false;
  const now = new Date();
  const { token, tokenHash } = createLinkToken();
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
  await db.$transaction([
    db.passwordResetToken.deleteMany({ where: { userId: user.id, expiresAt: { lt: now } } }),
    db.passwordResetToken.create({ data: { userId: user.id, tokenHash, expiresAt }, select: { id: true } }),
  ]);
  await sendMail({
    to: user.email,
    kind: "password_reset",
    secrets: [token],
    ...passwordResetMail({ username: user.username, token, expiresAt }),
  });
  return true;
}

/**
 * Sets a new password through a reset link. In one transaction: the link is used up (a conditional update,
 * so a replay or a race loses), every other open link of the member is voided, and every existing
 * login ends.
 */
export async function resetPassword(input: { token: string; newPassword: string }): Promise<{ message: string }> {
  const state = await checkResetLink(input.token);
  if (state.status !== "valid") throw resetLinkError(state);
  const { userId } = state.link;
  // Hashing takes a while at cost 12, so it happens before the transaction rather than inside it.
  const passwordHash = await hashPassword(input.newPassword);
  const tokenHash = hashLinkToken(input.token);

  const user = await db.$transaction(async (tx) => {
    const now = new Date();
    const claimed = await tx.passwordResetToken.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) {
      const row = await tx.passwordResetToken.findUnique({ where: { tokenHash }, select: { usedAt: true, expiresAt: true } });
      throw resetLinkError(refusedLinkState(row, now));
    }
    await tx.passwordResetToken.updateMany({ where: { userId: userId, usedAt: null }, data: { usedAt: now } });
    const updated = await tx.user.update({
      where: { id: userId },
      data: { passwordHash, passwordChangedAt: now },
      select: { username: true, email: true },
    });
    await endAllSessions(userId, { client: tx });
    return { ...updated, changedAt: now };
  });

  if (user.email) {
    await sendMail({ to: user.email, kind: "password_changed", ...passwordChangedMail(user) }).catch((error) =>
      console.error("[password-reset] change notice could not be recorded", error),
    );
  }
  return { message: passwordResetMessages.done };
}

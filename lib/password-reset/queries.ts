import "server-only";
import { db } from "@/lib/db";
import { linkError, readLink, type LinkState, type RefusedLink } from "@/lib/auth/link-tokens";
import { passwordResetMessages } from "@/lib/password-reset/schemas";

type ResetLink = { expiresAt: Date; usedAt: Date | null; userId: number; username: string };
export type ResetLinkState = LinkState<ResetLink>;

/** Looks a reset link up without using it. The reset page and GET /password/verify both read it. */
export function checkResetLink(token: string): Promise<ResetLinkState> {
  return readLink(token, async (tokenHash) => {
    const row = await db.passwordResetToken.findUnique({
      where: { tokenHash },
      select: { expiresAt: true, usedAt: true, user: { select: { id: true, username: true } } },
    });
    return row && { expiresAt: row.expiresAt, usedAt: row.usedAt, userId: row.user.id, username: row.user.username };
  });
}

export const resetLinkError = (state: RefusedLink) =>
  linkError(state, {
    malformed: passwordResetMessages.invalidLink,
    unknown: passwordResetMessages.unknownLink,
    expired: passwordResetMessages.expired,
    used: passwordResetMessages.used,
  });

/** The username the reset page greets, or the error for a link that cannot be used. */
export async function verifyResetLink(token: string): Promise<{ username: string }> {
  const state = await checkResetLink(token);
  if (state.status !== "valid") throw resetLinkError(state);
  return { username: state.link.username };
}

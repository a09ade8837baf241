import "server-only";
import { db } from "@/lib/db";
import { linkError, readLink, type LinkState, type RefusedLink } from "@/lib/auth/link-tokens";
import { emailChangeMessages } from "@/lib/email-change/schemas";

type EmailChangeLink = { expiresAt: Date; usedAt: Date | null; userId: number; username: string; newEmail: string };
export type EmailChangeLinkState = LinkState<EmailChangeLink>;

/** Looks a confirmation link up without using it (the confirmation page reads it before the member confirms). */
export function checkEmailChangeLink(token: string): Promise<EmailChangeLinkState> {
  return readLink(token, async (tokenHash) => {
    const row = await db.emailChangeToken.findUnique({
      where: { tokenHash },
      select: { newEmail: true, expiresAt: true, usedAt: true, user: { select: { id: true, username: true } } },
    });
    return row && { expiresAt: row.expiresAt, usedAt: row.usedAt, userId: row.user.id, username: row.user.username, newEmail: row.newEmail };
  });
}

export const emailChangeLinkError = (state: RefusedLink) =>
  linkError(state, {
    malformed: emailChangeMessages.invalidLink,
    unknown: emailChangeMessages.unknownLink,
    expired: emailChangeMessages.expired,
    used: emailChangeMessages.used,
  });

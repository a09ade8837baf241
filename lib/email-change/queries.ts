import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { hashLinkToken, isWellFormedLinkToken } from "@/lib/auth/link-tokens";
import { emailChangeMessages } from "@/lib/email-change/schemas";

export type EmailChangeLinkState =
  | { status: "valid"; userId: number; username: string; newEmail: string }
  | { status: "malformed" | "unknown" | "expired" | "used" };

/** Looks a confirmation link up without using it (the confirmation page reads it before the member confirms). */
export async function checkEmailChangeLink(token: string): Promise<EmailChangeLinkState> {
  if (!isWellFormedLinkToken(token)) return { status: "malformed" };
  const row = await db.emailChangeToken.findUnique({
    where: { tokenHash: hashLinkToken(token) },
    select: { newEmail: true, expiresAt: true, usedAt: true, user: { select: { id: true, username: true } } },
  });
  if (!row) return { status: "unknown" };
  if (row.usedAt) return { status: "used" };
  if (row.expiresAt.getTime() <= Date.now()) return { status: "expired" };
  return { status: "valid", userId: row.user.id, username: row.user.username, newEmail: row.newEmail };
}

export function emailChangeLinkError(status: Exclude<EmailChangeLinkState["status"], "valid">): AppError {
  switch (status) {
    case "malformed":
      return new AppError(400, "INVALID_LINK", emailChangeMessages.invalidLink);
    case "unknown":
      return new AppError(404, "LINK_NOT_FOUND", emailChangeMessages.unknownLink);
    case "expired":
      return new AppError(400, "LINK_EXPIRED", emailChangeMessages.expired, undefined, undefined, { expired: true });
    case "used":
      return new AppError(400, "LINK_USED", emailChangeMessages.used, undefined, undefined, { used: true });
  }
}

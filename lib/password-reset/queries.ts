import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { hashLinkToken, isWellFormedLinkToken } from "@/lib/auth/link-tokens";
import { passwordResetMessages } from "@/lib/password-reset/schemas";

export type ResetLinkState =
  | { status: "valid"; userId: number; username: string }
  | { status: "malformed" | "unknown" | "expired" | "used" };

/** Looks a reset link up without using it. The reset page and GET /password/verify both read it. */
export async function checkResetLink(token: string): Promise<ResetLinkState> {
  if (!isWellFormedLinkToken(token)) return { status: "malformed" };
  const row = await db.passwordResetToken.findUnique({
    where: { tokenHash: hashLinkToken(token) },
    select: { expiresAt: true, usedAt: true, user: { select: { id: true, username: true } } },
  });
  if (!row) return { status: "unknown" };
  if (row.usedAt) return { status: "used" };
  if (row.expiresAt.getTime() <= Date.now()) return { status: "expired" };
  return { status: "valid", userId: row.user.id, username: row.user.username };
}

export function resetLinkError(status: Exclude<ResetLinkState["status"], "valid">): AppError {
  switch (status) {
    case "malformed":
      return new AppError(400, "INVALID_RESET_LINK", passwordResetMessages.invalidLink);
    case "unknown":
      return new AppError(400, "INVALID_RESET_LINK", passwordResetMessages.unknownLink);
    case "expired":
      return new AppError(400, "RESET_LINK_EXPIRED", passwordResetMessages.expired, undefined, undefined, { expired: true });
    case "used":
      return new AppError(400, "RESET_LINK_USED", passwordResetMessages.used);
  }
}

/** The username the reset page greets, or the error for a link that cannot be used. */
export async function verifyResetLink(token: string): Promise<{ username: string }> {
  const state = await checkResetLink(token);
  if (state.status !== "valid") throw resetLinkError(state.status);
  return { username: state.username };
}

// Who may change their passkeys: any member, but an admin who has a second factor must have proved it on this
// session first, so that a password alone never adds or removes a factor of an admin account (decision 301).
import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { forbidden } from "@/lib/errors";
import { passkeyMessages } from "@/lib/passkeys/schemas";

export type Actor = Pick<SessionUser, "id" | "username" | "isAdmin" | "secondFactor" | "sessionId">;

export function assertMayChangePasskeys(user: Actor): void {
  if (user.secondFactor === "verify") throw forbidden(passkeyMessages.secondFactorFirst, "SECOND_FACTOR_REQUIRED");
}

/** The admin role, with or without the powers on this session (decision 300's `secondFactor`). */
export function hasAdminRole(user: Actor): boolean {
  return user.isAdmin || user.secondFactor !== undefined;
}

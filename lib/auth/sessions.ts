// The rows behind logged-in devices: started at login, ended one at a time (logout) or all at once (log out
// everywhere, a password change, account deletion, a suspension).
import "server-only";
import { randomBytes } from "node:crypto";
import { db, type Prisma } from "@/lib/db";
import { SESSION_MAX_AGE } from "@/lib/auth/session-token";

type Client = Prisma.TransactionClient | typeof db;

/**
 * Starts a session for one device and answers its id, which goes into the session cookie. `secondFactorAt`: the
 * login itself proved an admin's second factor (a passkey with user verification, decision 301).
 */
export async function startSession(userId: number, client: Client = db, { secondFactorAt }: { secondFactorAt?: Date } = {}): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE * 1000);
  // Expired rows of this member go on the way, so the table does not grow with every login.
  await client.session.deleteMany({ where: { userId, expiresAt: { lte: new Date() } } });
  await client.session.create({ data: { id, userId, expiresAt, secondFactorAt: secondFactorAt ?? null } });
  return id;
}

/** Ends this device's session only. */
export async function endSession(sessionId: string | undefined): Promise<void> {
  if (sessionId) await db.session.deleteMany({ where: { id: sessionId } });
}

/** Ends every session of a member, or every one but `except` (the device that changed the password). */
export async function endAllSessions(userId: number, { except, client = db }: { except?: string; client?: Client } = {}): Promise<number> {
  const { count } = await client.session.deleteMany({ where: { userId, ...(except ? { id: { not: except } } : {}) } });
  return count;
}

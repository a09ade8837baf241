import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { driverRead, Prisma } from "@/lib/db";
import { unauthorized } from "@/lib/errors";
import { decodeSession, sessionCookieName, type SessionClaims } from "@/lib/auth/session-token";
import { isPendingChild, isSuspended } from "@/lib/privacy/members";

/**
 * The logged-in member as the rest of the server sees it (SPEC §3 "Session user"), and which of their devices'
 * sessions this request belongs to (to log out only here, or to end the others after a password change).
 */
export type SessionUser = {
  id: number;
  username: string;
  /** Admin powers on this request: an admin whose session has proved the second factor (decision 300). */
  isAdmin: boolean;
  sessionId?: string;
  /** Only for an admin without those powers yet: set up a second factor first, or prove it on this session. */
  secondFactor?: "setup" | "verify";
};

/** How long a session's proof of the second factor lasts before the admin gives a code again. */
export const SECOND_FACTOR_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/**
 * Reads the session cookie and checks it against the database on every request: a logged-out device, a deleted
 * member, a member whose parent has not consented yet, a suspended member or one whose sessions were ended is
 * no session. Role and name come from the database, so revoking admin takes effect on the very next request.
 */
export async function resolveSession(raw: string | undefined | null): Promise<SessionUser | null> {
  return resolveClaims(await decodeSession(raw));
}

export type SessionRow = {
  expires_ms: number;
  id: number;
  username: string;
  is_admin: boolean;
  consent_status: string;
  suspended_until_ms: number | null;
  has_second_factor: boolean;
  second_factor_ms: number | null;
};

// The stored timestamps are UTC without a zone; their epoch is read in SQL so no driver's idea of time zones
// enters (lib/db.ts, driverRead). `extra` adds columns for a caller that needs more of the member in the same round
// trip (lib/feed/visit.ts); the member's row is `u`.
const sessionRead = (extra: string) => `
  SELECT extract(epoch FROM s.expires_at)::float8 * 1000 AS expires_ms,
         u.id, u.username, u.is_admin, u.consent_status::text AS consent_status,
         extract(epoch FROM u.suspended_until)::float8 * 1000 AS suspended_until_ms,
         (u.totp_secret IS NOT NULL OR (u.is_admin AND EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = u.id))) AS has_second_factor,
         extract(epoch FROM s.second_factor_at)::float8 * 1000 AS second_factor_ms${extra ? `,\n         ${extra}` : ""}
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.id = $1 AND s.user_id = $2`;
const SESSION_READ = sessionRead("");

export async function resolveClaims(claims: SessionClaims | null): Promise<SessionUser | null> {
  return (await resolveClaimsWith<Record<string, never>>(claims, SESSION_READ))?.user ?? null;
}

/**
 * The session as resolveClaims judges it, with the columns `extra` names read in the same statement (handed back as
 * they came); null for a session that is none.
 */
export async function resolveClaimsReading<Extra extends Record<string, unknown>>(
  claims: SessionClaims | null,
  extra: string,
): Promise<{ user: SessionUser; row: Extra } | null> {
  return resolveClaimsWith<Extra>(claims, sessionRead(extra));
}

/** Claims that can name a session row at all: a member's id and a session's. */
export const claimsNameASession = (claims: SessionClaims | null): claims is SessionClaims =>
  claims !== null && Number.isInteger(claims.uid) && Boolean(claims.sid);

async function resolveClaimsWith<Extra extends Record<string, unknown>>(
  claims: SessionClaims | null,
  text: string,
): Promise<{ user: SessionUser; row: Extra } | null> {
  if (!claimsNameASession(claims)) return null;
  // One round trip for the session row and its member, through the driver: every member's request pays for it.
  const [row] = await driverRead<SessionRow & Extra>(text, [claims.sid, claims.uid]);
  if (!row) return null;
  const user = sessionUserOf(row, claims);
  return user ? { user, row } : null;
}

function sessionUserOf(user: SessionRow, claims: SessionClaims): SessionUser | null {
  if (user.expires_ms <= Date.now()) return null;
  if (isPendingChild({ consentStatus: user.consent_status })) return null;
  // A suspension ends the member's sessions; this also refuses any that slipped through.
  if (user.suspended_until_ms !== null && isSuspended(new Date(user.suspended_until_ms))) return null;
  const base = { id: user.id, username: user.username, sessionId: claims.sid };
  if (!user.is_admin) return { ...base, isAdmin: false };
  // An admin's powers need the second factor (an app or a passkey), proved on this very session within its time
  // (decisions 300 and 301).
  if (!user.has_second_factor) return { ...base, isAdmin: false, secondFactor: "setup" };
  const proved = user.second_factor_ms !== null && Date.now() - user.second_factor_ms < SECOND_FACTOR_MAX_AGE_MS;
  return proved ? { ...base, isAdmin: true } : { ...base, isAdmin: false, secondFactor: "verify" };
}

/** The current member, or null for a visitor. Cached for the duration of one request. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const store = await cookies();
  return resolveSession(store.get(sessionCookieName())?.value);
});

/**
 * A session whose cookie opened (its claims are what this site signed) but whose row has not been read yet: the
 * device may have logged out since, the member may be suspended. A write checks it inside its own first statement,
 * reading the session's row there (`rowSql`) and judging it with `confirm`, which spares the round trip resolveSession
 * makes (lib/http.ts, memberWrite). `whenConfirmed` runs once the session holds, before anything is written (the
 * member's rate limit), and never for a session that is none.
 */
export class PendingSession {
  #user: SessionUser | null = null;
  #judged = false;

  constructor(
    readonly claims: SessionClaims,
    private readonly whenConfirmed: (user: SessionUser) => Promise<void> = async () => {},
  ) {}

  /** The member once the session has been checked and held; null before. */
  get user(): SessionUser | null {
    return this.#user;
  }

  /** Whether the session's row has been judged, whether it held or not. */
  get judged(): boolean {
    return this.#judged;
  }

  /** The session's row, as resolveSession reads it, for a part of another statement: none when the session is gone. */
  rowSql(): Prisma.Sql {
    const parts = SESSION_READ.split(/\$1|\$2/);
    if (parts.length !== 3) throw new Error("The session's read no longer takes exactly the session's id and the member's");
    return new Prisma.Sql(parts, [this.claims.sid, this.claims.uid]);
  }

  /** Judges the row rowSql read (null when it read none): the member, or 401 for a session that is none. */
  async confirm(row: SessionRow | null): Promise<SessionUser> {
    if (this.#user) return this.#user;
    this.#judged = true;
    const user = row ? sessionUserOf(row, this.claims) : null;
    if (!user) throw unauthorized();
    await this.whenConfirmed(user);
    this.#user = user;
    return user;
  }

  /** Checks the session with a read of its own, for a path that needs the member before its first statement. */
  async resolve(): Promise<SessionUser> {
    if (this.#user) return this.#user;
    const [row] = await driverRead<SessionRow>(SESSION_READ, [this.claims.sid, this.claims.uid]);
    return this.confirm(row ?? null);
  }
}

/** Who acts: a member whose session was checked, or one whose write checks it in its first statement. */
export type Actor = SessionUser | PendingSession;

/** The acting member's id: the checked member's, or the one the pending session's cookie names. */
export const actorId = (actor: Actor): number => (actor instanceof PendingSession ? actor.claims.uid : actor.id);

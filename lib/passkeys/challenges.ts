// A ceremony's challenge: a row keyed by the SHA-256 of a random value that only an httpOnly cookie holds, so the
// answer must come from the browser that asked. It is taken by one DELETE … RETURNING, so it is used at most once
// however many requests race for it, and refused after five minutes or on another member's or session's request.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { NextRequest, NextResponse } from "next/server";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/errors";
import { env } from "@/lib/env";
import { CHALLENGE_TTL_MS } from "@/lib/passkeys/config";
import { passkeyMessages } from "@/lib/passkeys/schemas";

export type Purpose = "registration" | "login" | "second_factor";
type Binding = { userId?: number; sessionId?: string };

const COOKIE_PREFIX = "fg_webauthn_";
const cookieName = (purpose: Purpose) => `${COOKIE_PREFIX}${purpose}`;
const hashKey = (value: string) => createHash("sha256").update(value).digest("hex");

/** A new challenge for one ceremony: the value for the options, and the cookie's value that names it. */
export async function newChallenge(purpose: Purpose, binding: Binding = {}, now = Date.now()): Promise<{ challenge: string; key: string }> {
  const key = randomBytes(32).toString("base64url");
  const challenge = randomBytes(32).toString("base64url");
  // Whatever was left unanswered goes on the way: the table holds only ceremonies under way.
  await db.webauthnChallenge.deleteMany({ where: { expiresAt: { lt: new Date(now) } } });
  await db.webauthnChallenge.create({
    data: {
      keyHash: hashKey(key),
      challenge,
      purpose,
      userId: binding.userId ?? null,
      sessionId: binding.sessionId ?? null,
      expiresAt: new Date(now + CHALLENGE_TTL_MS),
    },
  });
  return { challenge, key };
}

type Row = { challenge: string; purpose: Purpose; user_id: number | null; session_id: string | null; expired: boolean };

/**
 * Takes the challenge the request's cookie names, once: 400 when there is none, it has expired, was asked for
 * something else, or by another member or session.
 */
export async function takeChallenge(req: NextRequest, purpose: Purpose, binding: Binding = {}): Promise<string> {
  const key = req.cookies.get(cookieName(purpose))?.value;
  if (!key || key.length > 100) throw challengeGone();
  const rows = await db.$queryRaw<Row[]>`
    DELETE FROM webauthn_challenges WHERE key_hash = ${hashKey(key)}
    RETURNING challenge, purpose::text AS purpose, user_id, session_id, expires_at <= now() AT TIME ZONE 'UTC' AS expired`;
  const row = rows[0];
  if (!row || row.expired || row.purpose !== purpose) throw challengeGone();
  if ((binding.userId ?? null) !== row.user_id || (binding.sessionId ?? null) !== row.session_id) throw challengeGone();
  return row.challenge;
}

export function challengeGone() {
  return badRequest(passkeyMessages.challenge, undefined, "PASSKEY_CHALLENGE");
}

function cookieOptions(maxAge: number) {
  return { httpOnly: true, sameSite: "strict" as const, path: "/api/auth/passkeys", secure: env().SITE_URL.startsWith("https://"), maxAge };
}

/** The options answer, with the cookie that binds its challenge to this browser. */
export function withChallengeCookie(response: NextResponse, purpose: Purpose, key: string): NextResponse {
  response.cookies.set(cookieName(purpose), key, cookieOptions(Math.ceil(CHALLENGE_TTL_MS / 1000)));
  return response;
}

/** A finished ceremony's answer, with its cookie cleared. */
export function clearChallengeCookie<R extends NextResponse>(response: R, purpose: Purpose): R {
  response.cookies.set(cookieName(purpose), "", cookieOptions(0));
  return response;
}

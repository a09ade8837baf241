// A passkey as an admin's second factor (decision 301): an admin who logged in with the password proves the factor
// on this session with one of their passkeys, as with the app's code (decision 300): the same 12 hours on
// sessions.second_factor_at, the same counters of failures, the same audit log.
import "server-only";
import { generateAuthenticationOptions, type AuthenticatorTransport } from "@simplewebauthn/server";
import type { NextRequest } from "next/server";
import { recordAccountEvent } from "@/lib/audit/log";
import { db } from "@/lib/db";
import { AppError, badRequest, forbidden } from "@/lib/errors";
import { checkAssertion, STORED_PASSKEY_SELECT, storeAssertion } from "@/lib/passkeys/assertion";
import { newChallenge, takeChallenge } from "@/lib/passkeys/challenges";
import { CHALLENGE_TTL_MS, relyingParty } from "@/lib/passkeys/config";
import { hasAdminRole, type Actor } from "@/lib/passkeys/guards";
import { passkeyMessages, type AuthenticationInput } from "@/lib/passkeys/schemas";
import { assertNotThrottled, countSecondFactorFailure, secondFactorMessages } from "@/lib/second-factor/mutations";

function assertAdmin(user: Actor): void {
  if (!hasAdminRole(user)) throw forbidden(secondFactorMessages.notAdmin, "NOT_ADMIN");
}

/** Options naming the admin's own passkeys, bound to this session. */
export async function secondFactorOptions(user: Actor) {
  assertAdmin(user);
  const passkeys = await db.passkey.findMany({ where: { userId: user.id }, select: { credentialId: true, transports: true } });
  if (!passkeys.length) throw forbidden(passkeyMessages.noPasskey, "SECOND_FACTOR_SETUP_REQUIRED");
  const { challenge, key } = await newChallenge("second_factor", { userId: user.id, sessionId: user.sessionId });
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    challenge: new Uint8Array(Buffer.from(challenge, "base64url")),
    timeout: CHALLENGE_TTL_MS,
    userVerification: "required",
    allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] })),
  });
  return { options, key };
}

async function refuse(user: Actor, client: string, reason: string): Promise<never> {
  await countSecondFactorFailure(user.id, client);
  await recordAccountEvent(db, { member: user, action: "passkey_second_factor_failed", details: reason });
  throw badRequest(passkeyMessages.secondFactorRefused, undefined, "PASSKEY_REFUSED");
}

/** Proves the second factor on this session with the answer of one of the admin's own passkeys. */
export async function proveWithPasskey(user: Actor, input: AuthenticationInput, req: NextRequest, client: string, now = new Date()): Promise<void> {
  assertAdmin(user);
  await assertNotThrottled(user.id, client);
  let challenge: string;
  try {
    challenge = await takeChallenge(req, "second_factor", { userId: user.id, sessionId: user.sessionId });
  } catch (error) {
    if (error instanceof AppError) return refuse(user, client, "Ingen giltig utmaning (gammal, använd eller från en annan session)");
    throw error;
  }
  // Only the admin's own: another member's passkey proves nothing about this account.
  const passkey = await db.passkey.findFirst({ where: { credentialId: input.credential.id, userId: user.id }, select: STORED_PASSKEY_SELECT });
  if (!passkey) return refuse(user, client, "Okänd eller borttagen nyckel");
  const check = await checkAssertion(passkey, input.credential, challenge);
  if (!check.ok) return refuse(user, client, `${passkey.name}: ${check.reason}`);
  const stored = await db.$transaction(async (tx) => {
    if (!(await storeAssertion(tx, passkey.id, check, now))) return false;
    if (user.sessionId) await tx.session.updateMany({ where: { id: user.sessionId }, data: { secondFactorAt: now } });
    await recordAccountEvent(tx, { member: user, action: "passkey_second_factor_used", details: passkey.name });
    return true;
  });
  if (!stored) return refuse(user, client, `${passkey.name}: räknaren gick inte framåt`);
}

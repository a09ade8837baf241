// Logging in with a passkey: a discoverable credential answers a challenge that named no account, so the browser
// can offer the member's passkeys itself (also in the username field's autofill). Failures count on the password
// login's own counters (lib/accounts/login.ts), so a client gets one budget of failures whichever way it tries.
import "server-only";
import { generateAuthenticationOptions } from "@simplewebauthn/server";
import type { NextRequest } from "next/server";
import { assertLoginAllowed, countLoginFailure, forgetLoginFailures } from "@/lib/accounts/login";
import { accountMessages, type AuthenticatedUser } from "@/lib/accounts/mutations";
import { recordAccountEvent } from "@/lib/audit/log";
import { db } from "@/lib/db";
import { AppError, badRequest, forbidden } from "@/lib/errors";
import { suspensionMessage } from "@/lib/moderation/suspension";
import { checkAssertion, STORED_PASSKEY_SELECT, storeAssertion } from "@/lib/passkeys/assertion";
import { newChallenge, takeChallenge } from "@/lib/passkeys/challenges";
import { CHALLENGE_TTL_MS, relyingParty } from "@/lib/passkeys/config";
import { passkeyMessages, type AuthenticationInput } from "@/lib/passkeys/schemas";
import { isPendingChild, isSuspended } from "@/lib/privacy/members";

/** Options for navigator.credentials.get() with no account named, and the key of the cookie bound to them. */
export async function loginOptions() {
  const { challenge, key } = await newChallenge("login");
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    challenge: new Uint8Array(Buffer.from(challenge, "base64url")),
    timeout: CHALLENGE_TTL_MS,
    userVerification: "required",
  });
  return { options, key };
}

type Member = { id: number; username: string };

async function refuse(member: Member | null, client: string, reason: string): Promise<never> {
  await countLoginFailure(client, member?.username ?? null);
  await recordAccountEvent(db, { member, action: "passkey_login_failed", details: reason });
  throw badRequest(passkeyMessages.loginRefused, undefined, "PASSKEY_REFUSED");
}

/**
 * Checks the passkey's answer to this browser's login challenge and answers the member to log in, and whether the
 * login proved an admin's second factor too (a passkey with user verification is both: decision 301).
 */
export async function logInWithPasskey(
  input: AuthenticationInput,
  req: NextRequest,
  client: string,
  now = new Date(),
): Promise<{ user: AuthenticatedUser; secondFactorAt?: Date }> {
  await assertLoginAllowed(client, null);
  let challenge: string;
  try {
    challenge = await takeChallenge(req, "login");
  } catch (error) {
    // A replayed or stale answer is a failure like a wrong password.
    if (error instanceof AppError) {
      await countLoginFailure(client, null);
      await recordAccountEvent(db, { member: null, action: "passkey_login_failed", details: "Ingen giltig utmaning (gammal, använd eller från en annan webbläsare)" });
    }
    throw error;
  }
  const passkey = await db.passkey.findUnique({
    where: { credentialId: input.credential.id },
    select: {
      ...STORED_PASSKEY_SELECT,
      user: { select: { id: true, username: true, isAdmin: true, consentStatus: true, suspendedUntil: true, passkeyUserHandle: true } },
    },
  });
  if (!passkey) return refuse(null, client, "Okänd eller borttagen nyckel");
  const member = passkey.user;
  await assertLoginAllowed(client, member.username);
  const check = await checkAssertion(passkey, input.credential, challenge);
  if (!check.ok) return refuse(member, client, `${passkey.name}: ${check.reason}`);
  // The same answers as the password login for an account that may not log in yet.
  if (isPendingChild(member)) throw forbidden(accountMessages.consentPending, "CONSENT_PENDING");
  if (member.suspendedUntil && isSuspended(member.suspendedUntil)) throw forbidden(suspensionMessage(member.suspendedUntil), "ACCOUNT_SUSPENDED");
  const stored = await db.$transaction(async (tx) => {
    if (!(await storeAssertion(tx, passkey.id, check, now))) return false;
    await recordAccountEvent(tx, { member, action: "passkey_used", details: member.isAdmin ? `${passkey.name} (inloggning och andra faktor)` : passkey.name });
    return true;
  });
  if (!stored) return refuse(member, client, `${passkey.name}: räknaren gick inte framåt`);
  await forgetLoginFailures(client, member.username);
  return { user: { id: member.id, username: member.username, isAdmin: member.isAdmin }, secondFactorAt: member.isAdmin ? now : undefined };
}

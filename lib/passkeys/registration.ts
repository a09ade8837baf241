// Adding a passkey: the options for navigator.credentials.create() and the check of what the authenticator made.
// Attestation "none": the site needs to know the key, not the make of the device.
import "server-only";
import { randomBytes } from "node:crypto";
import { generateRegistrationOptions, verifyRegistrationResponse, type AuthenticatorTransport, type RegistrationResponseJSON } from "@simplewebauthn/server";
import type { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db-errors";
import { badRequest, conflict } from "@/lib/errors";
import { recordAccountEvent } from "@/lib/audit/log";
import { newChallenge, takeChallenge } from "@/lib/passkeys/challenges";
import { CHALLENGE_TTL_MS, MAX_PASSKEYS, relyingParty, SUPPORTED_ALGORITHMS } from "@/lib/passkeys/config";
import { assertMayChangePasskeys, type Actor } from "@/lib/passkeys/guards";
import { toPasskeyJson, PASSKEY_JSON_SELECT } from "@/lib/passkeys/queries";
import { passkeyMessages, type PasskeyJson, type RegistrationInput } from "@/lib/passkeys/schemas";

const bytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, "base64url"));

/** The member's user handle for authenticators: 32 random bytes, made once, naming nothing about them. */
async function userHandle(userId: number): Promise<string> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { passkeyUserHandle: true } });
  if (row?.passkeyUserHandle) return row.passkeyUserHandle;
  await db.user.updateMany({ where: { id: userId, passkeyUserHandle: null }, data: { passkeyUserHandle: randomBytes(32).toString("base64url") } });
  const made = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passkeyUserHandle: true } });
  return made.passkeyUserHandle!;
}

/** Options for a new passkey of this member, and the key of the cookie that binds their challenge to this session. */
export async function registrationOptions(user: Actor) {
  assertMayChangePasskeys(user);
  const existing = await db.passkey.findMany({ where: { userId: user.id }, select: { credentialId: true, transports: true } });
  if (existing.length >= MAX_PASSKEYS) throw conflict(passkeyMessages.tooMany);
  const handle = await userHandle(user.id);
  const { challenge, key } = await newChallenge("registration", { userId: user.id, sessionId: user.sessionId });
  const rp = relyingParty();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userDisplayName: user.username,
    userID: bytes(handle),
    challenge: bytes(challenge),
    timeout: CHALLENGE_TTL_MS,
    attestationType: "none",
    // The member's own keys, so an authenticator that already holds one says so rather than making a second.
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
  return { options, key };
}

/**
 * Checks the new credential against this session's challenge and stores it under the member's name for it. An
 * admin setting up their first second factor has proved it on this session with the ceremony itself.
 */
export async function addPasskey(user: Actor, input: RegistrationInput, req: NextRequest, now = new Date()): Promise<PasskeyJson> {
  assertMayChangePasskeys(user);
  const expectedChallenge = await takeChallenge(req, "registration", { userId: user.id, sessionId: user.sessionId });
  const rp = relyingParty();
  let info;
  try {
    const result = await verifyRegistrationResponse({
      response: input.credential as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
    if (!result.verified) throw new Error("Registreringen kunde inte verifieras");
    info = result.registrationInfo;
  } catch (error) {
    await recordAccountEvent(db, { member: user, action: "passkey_add_failed", details: `${input.name}: ${reasonOf(error)}` });
    throw badRequest(passkeyMessages.registrationRefused, undefined, "PASSKEY_REFUSED");
  }
  try {
    return await db.$transaction(async (tx) => {
      if ((await tx.passkey.count({ where: { userId: user.id } })) >= MAX_PASSKEYS) throw conflict(passkeyMessages.tooMany);
      const created = await tx.passkey.create({
        data: {
          userId: user.id,
          credentialId: info.credential.id,
          publicKey: Buffer.from(info.credential.publicKey),
          counter: BigInt(info.credential.counter),
          transports: input.credential.response.transports ?? [],
          backupEligible: info.credentialDeviceType === "multiDevice",
          backupState: info.credentialBackedUp,
          aaguid: info.aaguid,
          name: input.name,
        },
        select: PASSKEY_JSON_SELECT,
      });
      if (user.secondFactor === "setup" && user.sessionId) {
        await tx.session.updateMany({ where: { id: user.sessionId }, data: { secondFactorAt: now } });
      }
      const details = user.secondFactor === "setup" ? `${input.name} (andra faktor för admin)` : input.name;
      await recordAccountEvent(tx, { member: user, action: "passkey_added", details });
      return toPasskeyJson(created);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(passkeyMessages.duplicate);
    throw error;
  }
}

export function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 300);
}

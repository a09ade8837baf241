// Checks a passkey's answer to a challenge (an assertion) and keeps the authenticator's state as WebAuthn Level 3
// §7.2 asks: the library checks type, challenge, origin, RP id, user presence and verification, the signature and
// that a non-zero counter went up; here the user handle, the backup eligibility that may not change, and the new
// counter and backup state, stored only if no other answer stored a counter as high in the meantime.
import "server-only";
import { verifyAuthenticationResponse, type AuthenticationResponseJSON, type AuthenticatorTransport } from "@simplewebauthn/server";
import type { Prisma } from "@/lib/db";
import { relyingParty } from "@/lib/passkeys/config";
import type { AuthenticationInput } from "@/lib/passkeys/schemas";

/** The stored credential with its owner's user handle. */
export type StoredPasskey = {
  id: number;
  credentialId: string;
  publicKey: Uint8Array;
  counter: bigint;
  transports: string[];
  backupEligible: boolean;
  name: string;
  user: { passkeyUserHandle: string | null };
};

export type AssertionCheck = { ok: true; counter: number; backedUp: boolean } | { ok: false; reason: string };

export async function checkAssertion(passkey: StoredPasskey, credential: AuthenticationInput["credential"], expectedChallenge: string): Promise<AssertionCheck> {
  const rp = relyingParty();
  let info;
  try {
    const result = await verifyAuthenticationResponse({
      response: credential as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: Number(passkey.counter),
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: true,
    });
    if (!result.verified) return { ok: false, reason: "Signaturen stämde inte" };
    info = result.authenticationInfo;
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : "Svaret kunde inte läsas" };
  }
  const handle = credential.response.userHandle;
  if (handle && handle !== passkey.user.passkeyUserHandle) return { ok: false, reason: "Nyckeln hör till ett annat konto" };
  // BE is fixed for a credential's life (§6.1.3): a change means another authenticator or a forged answer.
  if ((info.credentialDeviceType === "multiDevice") !== passkey.backupEligible) return { ok: false, reason: "Nyckelns säkerhetskopieringsflagga (BE) ändrades" };
  return { ok: true, counter: info.newCounter, backedUp: info.credentialBackedUp };
}

/**
 * Stores the new counter, backup state and time of use, in the caller's transaction. False when another answer got
 * there first with a counter as high (a cloned authenticator or a replay): the caller refuses this one.
 */
export async function storeAssertion(tx: Prisma.TransactionClient, passkeyId: number, check: { counter: number; backedUp: boolean }, now: Date): Promise<boolean> {
  const { count } = await tx.passkey.updateMany({
    where: { id: passkeyId, counter: check.counter === 0 ? 0 : { lt: BigInt(check.counter) } },
    data: { counter: BigInt(check.counter), backupState: check.backedUp, lastUsedAt: now },
  });
  return count === 1;
}

export const STORED_PASSKEY_SELECT = {
  id: true,
  credentialId: true,
  publicKey: true,
  counter: true,
  transports: true,
  backupEligible: true,
  name: true,
  user: { select: { passkeyUserHandle: true } },
} as const;

export type { AuthenticationResponseJSON };

// Authenticator-app codes (RFC 6238): SHA-1, six digits, a 30-second step, and one step either side for a clock
// that is a little off. The protocol is otpauth's; this file only fixes the parameters and the single use.
import { Secret, TOTP } from "otpauth";

export const TOTP_PERIOD = 30;
export const TOTP_WINDOW = 1;
const ISSUER = "Fiskegänget";

function totp(base32: string, label = ""): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: 6, period: TOTP_PERIOD, secret: Secret.fromBase32(base32) });
}

/** A new random secret of 160 bits (RFC 4226's recommended length), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(base32: string, username: string): string {
  return totp(base32, username).toString();
}

/** The code of the step that holds `now` (tests, the demo's scripts). */
export function totpCode(base32: string, now = Date.now()): string {
  return totp(base32).generate({ timestamp: now });
}

export function totpStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD);
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: "wrong" | "used" };

/**
 * Checks a code against the steps around `now`. A code of a step at or before `lastStep` was already taken (or
 * is older than one that was), so it is refused as used: a code seen over a shoulder cannot be given again.
 */
export function checkTotp(base32: string, code: string, lastStep: number | null, now = Date.now()): TotpCheck {
  if (!/^\d{6}$/.test(code)) return { ok: false, reason: "wrong" };
  const delta = totp(base32).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return { ok: false, reason: "wrong" };
  const step = totpStep(now) + delta;
  if (lastStep !== null && step <= lastStep) return { ok: false, reason: "used" };
  return { ok: true, step };
}

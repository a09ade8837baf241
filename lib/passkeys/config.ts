// Who the relying party is, from SITE_URL, and the ceremonies' fixed settings (decision 301).
import "server-only";
import { env } from "@/lib/env";

export const RP_NAME = "Fiskegänget";
/** A challenge lives five minutes and is used once. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Removing a passkey needs a login this recent. */
export const FRESH_LOGIN_MS = 10 * 60 * 1000;
/** Several per account, but not without end. */
export const MAX_PASSKEYS = 20;
/** EdDSA, ES256, RS256: what the platform and roaming authenticators in use sign with. */
export const SUPPORTED_ALGORITHMS = [-8, -7, -257];

export type RelyingParty = { id: string; origin: string; name: string };

/**
 * The relying party's id is SITE_URL's host name and its origin SITE_URL's origin. Browsers take no IP address as
 * an id, so a site addressed on the loopback address (a test run on 127.0.0.1) is the same server named localhost.
 */
export function relyingParty(siteUrl = env().SITE_URL): RelyingParty {
  const url = new URL(siteUrl);
  if (url.hostname === "127.0.0.1" || url.hostname === "[::1]") url.hostname = "localhost";
  return { id: url.hostname, origin: url.origin, name: RP_NAME };
}

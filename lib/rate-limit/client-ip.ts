// Which client a request comes from, for rate limits. Route handlers do not see the socket, so the source is
// X-Forwarded-For, under one contract with the server in front: its LAST entry is always the address of the
// peer that connected to the app (Next's server sets it when a request has none; the production server
// overwrites or appends it). Each proxy of ours, TRUST_PROXY of them, appends the address it saw, so the
// client is the entry TRUST_PROXY places left of the last one; anything further left is the client's own claim.
import "server-only";
import { normalizeIp } from "./ip-key.mjs";

export { normalizeIp };

/** Only when the header is missing or unreadable, which the contract above rules out for real traffic. */
export const UNKNOWN_CLIENT = "unknown";

export function clientIp(headers: Headers, trustedProxies: number): string {
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (hops.length === 0) return UNKNOWN_CLIENT;
  // More proxies than entries means the chain is shorter than our own setup: the first entry is the best there is.
  const candidate = hops[Math.max(0, hops.length - 1 - trustedProxies)];
  return (candidate && normalizeIp(candidate)) || UNKNOWN_CLIENT;
}

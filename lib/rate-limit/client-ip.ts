// Which client a request comes from, for rate limits. Route handlers do not see the socket, so the source is
// X-Forwarded-For, under one contract with the server in front: its LAST entry is always the address of the
// peer that connected to the app (Next's server sets it when a request has none; the production server
// overwrites or appends it). Each proxy of ours, TRUST_PROXY of them, appends the address it saw, so the
// client is the entry TRUST_PROXY places left of the last one; anything further left is the client's own claim.
import "server-only";
import { isIP } from "node:net";

/** Only when the header is missing or unreadable, which the contract above rules out for real traffic. */
export const UNKNOWN_CLIENT = "unknown";

/** Expands an IPv6 address to its eight groups, so equal addresses give equal keys. */
function expandIpv6(address: string): string[] {
  const [head, tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array(Math.max(0, missing)).fill("0"), ...right].map((group) => group.padStart(4, "0").toLowerCase());
}

/** An IPv6 client usually holds a whole /64, so the key is that prefix; IPv4-mapped addresses count as IPv4. */
export function normalizeIp(raw: string): string | null {
  const address = raw.trim().replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const version = isIP(address);
  if (version === 4) return address;
  if (version === 6) return `${expandIpv6(address).slice(0, 4).join(":")}::/64`;
  return null;
}

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

// Which client a request comes from, for rate limits. Next.js route handlers do not see the socket address,
// so the only source is X-Forwarded-For, and that header is trusted only when TRUST_PROXY says how many
// proxies of ours append to it. Without a trusted proxy every request gets the same key.
import "server-only";
import { isIP } from "node:net";

export const UNKNOWN_CLIENT = "direct";

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
  if (trustedProxies < 1) return UNKNOWN_CLIENT;
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (hops.length === 0) return UNKNOWN_CLIENT;
  // Each trusted proxy appends the address it saw; entries further left are whatever the client claimed.
  const candidate = hops[Math.max(0, hops.length - trustedProxies)];
  return (candidate && normalizeIp(candidate)) || UNKNOWN_CLIENT;
}

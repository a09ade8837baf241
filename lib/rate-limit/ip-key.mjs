// The key a client's address is counted under, shared by the route handlers' limits (client-ip.ts) and the
// production server's render limit (scripts/server/render-gate.mjs). Plain JavaScript: the server reads it
// without a compiler.
import { isIP } from "node:net";

/** Expands an IPv6 address to its eight groups, so equal addresses give equal keys. */
function expandIpv6(address) {
  const [head, tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array(Math.max(0, missing)).fill("0"), ...right].map((group) => group.padStart(4, "0").toLowerCase());
}

/** An IPv6 client usually holds a whole /64, so the key is that prefix; IPv4-mapped addresses count as IPv4. */
export function normalizeIp(raw) {
  const address = raw.trim().replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const version = isIP(address);
  if (version === 4) return address;
  if (version === 6) return `${expandIpv6(address).slice(0, 4).join(":")}::/64`;
  return null;
}

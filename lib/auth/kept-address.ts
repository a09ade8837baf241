// Signed addresses of the pages kept for one member (their feed's first page, their patterns): proxy.ts checks the
// session and rewrites to such an address; the page reads whose it is from the address alone, so it can be kept.
// Only the proxy makes one: the signature (an HMAC with a key derived from NEXTAUTH_SECRET, one key per kind of page)
// is checked by the page, and the proxy turns away every address of these pages that a browser asks for itself.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

const SIGNATURE = /^[A-Za-z0-9_-]{22}$/;

function signature(kind: string, body: string): string {
  const key = createHmac("sha256", env().NEXTAUTH_SECRET).update(`kept-page:${kind}`).digest();
  return createHmac("sha256", key).update(body).digest("base64url").slice(0, 22);
}

/** `body` and its signature for this kind of page, as one address segment. */
export function signedSegment(kind: string, body: string): string {
  return `${body}-${signature(kind, body)}`;
}

/** The body of a segment signed for this kind of page, or null when the signature does not hold. */
export function readSignedSegment(kind: string, segment: string): string | null {
  const cut = segment.length - 23;
  if (cut < 1 || segment[cut] !== "-") return null;
  const body = segment.slice(0, cut);
  const given = segment.slice(cut + 1);
  if (!SIGNATURE.test(given)) return null;
  const expected = Buffer.from(signature(kind, body));
  return timingSafeEqual(Buffer.from(given), expected) ? body : null;
}

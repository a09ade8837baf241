// The member's patterns page kept per member (decision 309's way for a member's own page): proxy.ts checks the
// session and rewrites /my-profile/monster to the member's signed address; the page there reads the member from the
// address and is kept under CACHE_TAGS.patterns, which their catches and their catches' weather expire.
import "server-only";
import { readSignedSegment, signedSegment } from "@/lib/auth/kept-address";
import { resolveClaims } from "@/lib/auth/session";
import type { SessionClaims } from "@/lib/auth/session-token";

/** Where the kept copies are drawn: app/(member)/my-profile/monster/kopia/[member]. */
export const KEPT_PATTERNS_PREFIX = "/my-profile/monster/kopia/";

/** An address no member has: the page answers it 404. */
export const NO_PATTERNS = `${KEPT_PATTERNS_PREFIX}0`;

const KIND = "patterns";

/** The kept copy for this session's member, or null when the session is none. Throws when the database cannot be read. */
export async function keptPatternsAddress(claims: SessionClaims): Promise<string | null> {
  const user = await resolveClaims(claims);
  return user ? `${KEPT_PATTERNS_PREFIX}${signedSegment(KIND, String(user.id))}` : null;
}

/** The member a segment names, or null when it is malformed or not signed here. */
export function readPatternsSegment(segment: string): number | null {
  const body = readSignedSegment(KIND, segment);
  return body !== null && /^[1-9]\d{0,9}$/.test(body) ? Number(body) : null;
}

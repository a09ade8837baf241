// Which kept copy of a member's feed a visit to / is (decision 309). proxy.ts checks the session with one read that
// also takes what the first page depends on beyond its tags: where the line for what is new stands, and the member's
// newest notification (a notice of a competition or a trip is news of their own, expired by no tag). The copy's
// address names them and the member, signed (lib/auth/kept-address.ts).
import "server-only";
import { readSignedSegment, signedSegment } from "@/lib/auth/kept-address";
import { resolveClaimsReading, type SessionUser } from "@/lib/auth/session";
import type { SessionClaims } from "@/lib/auth/session-token";

/** Where kept copies are drawn: app/(member)/flode/kopia/[visit]. */
export const KEPT_FEED_PREFIX = "/flode/kopia/";

/** An address no visit has: the page answers it 404. */
export const NO_VISIT = `${KEPT_FEED_PREFIX}0-0-0-0-0`;

const VISIT = /^([1-9]\d{0,9})-([01])-(\d{1,15})-(\d{1,10})$/;
const KIND = "feed";

export type FeedVisit = {
  viewer: Pick<SessionUser, "id" | "isAdmin">;
  /** where the line for what is new stood: null before the first visit */
  line: Date | null;
  /** the whole address segment, the key of the copy's reads */
  key: string;
};

/** The address segment of a visit (its parts, signed). */
export function visitSegment(viewer: Pick<SessionUser, "id" | "isAdmin">, lineMs: number, noticeId: number): string {
  return signedSegment(KIND, `${viewer.id}-${viewer.isAdmin ? 1 : 0}-${lineMs}-${noticeId}`);
}

/** The visit a segment names, or null when it is malformed or not signed here. */
export function readVisit(segment: string): FeedVisit | null {
  const body = readSignedSegment(KIND, segment);
  const match = body === null ? null : VISIT.exec(body);
  if (!match) return null;
  const lineMs = Number(match[3]);
  return { viewer: { id: Number(match[1]), isAdmin: match[2] === "1" }, line: lineMs > 0 ? new Date(lineMs) : null, key: segment };
}

type VisitColumns = { line_ms: number | null; notice_id: number | null };

// The member's newest notification through (user_id, created_at); the line as epoch milliseconds, like the session's
// own times (lib/auth/session.ts).
const VISIT_COLUMNS = `extract(epoch FROM u.feed_seen_at)::float8 * 1000 AS line_ms,
         (SELECT n.id FROM notifications n WHERE n.user_id = u.id ORDER BY n.created_at DESC, n.id DESC LIMIT 1) AS notice_id`;

/**
 * The kept copy this session's visit to / is shown, or null when the session is none (the visitors' home page
 * answers). Throws when the database cannot be read; the proxy then lets the feed be drawn as before.
 */
export async function feedVisit(claims: SessionClaims): Promise<string | null> {
  const found = await resolveClaimsReading<VisitColumns>(claims, VISIT_COLUMNS);
  if (!found) return null;
  const lineMs = found.row.line_ms === null ? 0 : Math.round(found.row.line_ms);
  return `${KEPT_FEED_PREFIX}${visitSegment(found.user, lineMs, found.row.notice_id ?? 0)}`;
}

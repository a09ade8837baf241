// The member's feed (decision 298): what their matroser caught, the news, and what happened in their own
// competitions, newest first, a page at a time. Read per member: who is a matros, what this member liked and which
// points they may see differ for each. The first page is kept per member and visit (lib/feed/kept.ts, decision 309);
// later pages are read on request. Each source reads at most a page through an index.
import "server-only";
import { z } from "zod";
import type { SessionUser } from "@/lib/auth/session";
import { db, isoText, Prisma } from "@/lib/db";
import type { FeedCatch, FeedItem, FeedNews, FeedNotice, FeedPage } from "@/lib/feed/types";
import { notificationTarget } from "@/lib/notifications/types";
import { displayNameFor } from "@/lib/privacy/members";
import { readCursorPayload } from "@/lib/reports/cursor";
import { viaDriver } from "@/lib/report-rows/public";
import { selectReports, toReportJson } from "@/lib/reports/rows";

/** Items per page. */
export const FEED_PAGE = 20;

/** The member's own notifications that are news in the feed: competitions and trips, not likes or requests. */
const NOTICE_TYPES = Prisma.sql`(n.type::text LIKE 'competition\\_%' OR n.type::text LIKE 'trip\\_%')`;

/** Where an item stands in the feed: newest first; at the same moment catches, then notices, then news; then id. */
type Place = { at: string; rank: number; id: number };
const RANK = { catch: 3, notice: 2, news: 1 } as const;
const placeOf = (item: { kind: keyof typeof RANK; at: string }, id: number): Place => ({ at: item.at, rank: RANK[item.kind], id });

function before(a: Place, b: Place): boolean {
  if (a.at !== b.at) return a.at > b.at;
  if (a.rank !== b.rank) return a.rank > b.rank;
  return a.id > b.id;
}

const markerSchema = z.object({ a: z.iso.datetime(), r: z.number().int().min(1).max(3), i: z.number().int().min(1).max(2_147_483_647) });

/** A page marker: the last item's place, opaque to the member (400 INVALID_CURSOR for one that is not). */
export function decodeFeedMarker(text: string): Place {
  const data = readCursorPayload(text, markerSchema);
  return { at: data.a, rank: data.r, id: data.i };
}

const encodeMarker = (place: Place) => Buffer.from(JSON.stringify({ a: place.at, r: place.rank, i: place.id }), "utf8").toString("base64url");

const iso = (date: Date) => date.toISOString();

/** A moment as the columns hold it (UTC without zone), from the text the driver sends. */
const asStored = (date: Date) => Prisma.sql`(${date.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

/**
 * How many of everyone's newest catches the first look reads (recentCatchIdsSql): enough to find a page of a
 * member's matroser's catches when they fish like most members do, few enough to cost a couple of milliseconds.
 */
export const FEED_WINDOW = 4_000;

/**
 * The matroser and the member: anonymous matroser are left out (their catches in a friend's feed would say who they
 * are), and so are suspended members and children whose parent has not consented.
 */
const matesSql = (viewerId: number) => Prisma.sql`
  WITH mates AS (
    SELECT u.id FROM (
      SELECT CASE WHEN f.requester_id = ${viewerId} THEN f.addressee_id ELSE f.requester_id END AS id
      FROM friendships f
      WHERE f.status = 'ACCEPTED' AND (f.requester_id = ${viewerId} OR f.addressee_id = ${viewerId})
      UNION ALL SELECT ${viewerId}::int
    ) m
    JOIN users u ON u.id = m.id AND (u.id = ${viewerId} OR (NOT u.is_anonymous AND u.consent_status <> 'PENDING'
      AND (u.suspended_until IS NULL OR u.suspended_until <= now())))
  )`;

/**
 * The first look: the matroser's and the member's catches among everyone's newest FEED_WINDOW up to `upTo`, read
 * newest first through (created_at, id) until `limit` are found. When it finds `limit`, they are the newest there
 * are (any newer one would be inside the window); when it finds fewer, catchIdsSql answers instead.
 */
export function recentCatchIdsSql(viewerId: number, upTo: Date, limit: number): Prisma.Sql {
  return Prisma.sql`${matesSql(viewerId)}
    SELECT recent.id FROM (
      SELECT r.id, r.user_id, r.created_at FROM reports r
      WHERE r.created_at <= ${asStored(upTo)}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${FEED_WINDOW}
    ) recent
    WHERE recent.user_id = ANY (ARRAY(SELECT id FROM mates))
    ORDER BY recent.created_at DESC, recent.id DESC LIMIT ${limit}`;
}

/**
 * The latest catches of the matroser and the member's own, up to `upTo`, however long ago: per member the newest
 * few through (user_id, created_at), then the newest of those. One index probe per matros, so the second look.
 */
export function catchIdsSql(viewerId: number, upTo: Date, limit: number): Prisma.Sql {
  return Prisma.sql`${matesSql(viewerId)}
    SELECT picked.id FROM mates m
    CROSS JOIN LATERAL (
      SELECT r.id, r.created_at FROM reports r
      WHERE r.user_id = m.id AND r.created_at <= ${asStored(upTo)}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit}
    ) picked
    ORDER BY picked.created_at DESC, picked.id DESC LIMIT ${limit}`;
}

/**
 * With 500 matroser the per-matros read took about 23 ms at 100,000 catches and the first look 3 ms
 * (docs/performance.md, "The feed"): the first look answers whenever the matroser fished lately.
 */
async function catchIds(viewerId: number, upTo: Date, limit: number): Promise<number[]> {
  const recent = await viaDriver.$queryRaw<{ id: number }[]>(recentCatchIdsSql(viewerId, upTo, limit));
  if (recent.length === limit) return recent.map((row) => row.id);
  const rows = await viaDriver.$queryRaw<{ id: number }[]>(catchIdsSql(viewerId, upTo, limit));
  return rows.map((row) => row.id);
}

/** The catches as this member may see them, with their own likes and each catch's latest comment. */
export async function readCatches(viewer: SessionUser, ids: number[]): Promise<FeedCatch[]> {
  if (ids.length === 0) return [];
  const who = { id: viewer.id, isAdmin: viewer.isAdmin };
  const [rows, likes, comments] = await Promise.all([
    selectReports(viaDriver, { where: Prisma.sql`r.id = ANY(${ids}::int[])`, viewerId: viewer.id }),
    viaDriver.$queryRaw<{ report_id: number }[]>`
      SELECT report_id FROM report_likes WHERE user_id = ${viewer.id}::int AND report_id = ANY(${ids}::int[])`,
    viaDriver.$queryRaw<{ report_id: number; body: string; created_at: string; author_id: number; username: string; is_anonymous: boolean }[]>`
      SELECT DISTINCT ON (c.report_id) c.report_id, c.body, ${isoText(Prisma.sql`c.created_at`)} AS created_at,
             u.id AS author_id, u.username, u.is_anonymous
      FROM comments c JOIN users u ON u.id = c.author_id
      WHERE c.report_id = ANY(${ids}::int[]) AND c.deleted_at IS NULL AND u.consent_status <> 'PENDING'
        AND (u.suspended_until IS NULL OR u.suspended_until <= now())
      ORDER BY c.report_id, c.created_at DESC, c.id DESC`,
  ]);
  const liked = new Set(likes.map((like) => like.report_id));
  const latest = new Map(comments.map((comment) => [comment.report_id, comment]));
  return rows.map((row) => {
    const comment = latest.get(row.id);
    return {
      kind: "catch",
      at: row.created_at,
      own: row.user_id === viewer.id,
      report: toReportJson(row, who),
      liked: liked.has(row.id),
      latestComment: comment
        ? { author: displayNameFor({ id: comment.author_id, username: comment.username, isAnonymous: comment.is_anonymous }, who), body: comment.body, at: comment.created_at }
        : null,
    };
  });
}

/** Published articles up to `upTo`, newest first, with the start of their text. */
async function readNews(upTo: Date, limit: number): Promise<FeedNews[]> {
  const articles = await viaDriver.$queryRaw<{ id: number; title: string; content: string; published_at: string }[]>`
    SELECT id, title, left(content, 400) AS content, ${isoText(Prisma.sql`published_at`)} AS published_at
    FROM news_articles
    WHERE published AND published_at <= ${asStored(upTo)}
    ORDER BY published_at DESC, id DESC LIMIT ${limit}::int`;
  return articles.map((article) => ({
    kind: "news",
    at: article.published_at,
    id: article.id,
    title: article.title,
    excerpt: article.content.replace(/[#*_>`[\]()]/g, "").replace(/\s+/g, " ").trim().slice(0, 160),
  }));
}

/** The member's own news of competitions (and trips), up to `upTo`. */
async function readNotices(viewerId: number, upTo: Date, limit: number): Promise<FeedNotice[]> {
  const rows = await viaDriver.$queryRaw<{ id: number; type: string; message: string; created_at: string; from_user_id: number | null; related_id: number | null }[]>`
    SELECT n.id, n.type::text AS type, n.message, ${isoText(Prisma.sql`n.created_at`)} AS created_at, n.from_user_id, n.related_id
    FROM notifications n
    WHERE n.user_id = ${viewerId}::int AND ${NOTICE_TYPES} AND n.created_at <= ${asStored(upTo)}
    ORDER BY n.created_at DESC, n.id DESC LIMIT ${limit}::int`;
  return rows.map((row) => ({
    kind: "notice",
    at: row.created_at,
    id: row.id,
    type: row.type,
    message: row.message,
    href: notificationTarget({ type: row.type, from_user_id: row.from_user_id, related_id: row.related_id }),
  }));
}

const itemId = (item: FeedItem) => (item.kind === "catch" ? item.report.id : item.id);

/** What a page of the feed is made of before its catches are drawn: their ids, and the news and notices as shown. */
export type FeedOutline = { ids: number[]; news: FeedNews[]; notices: FeedNotice[] };

/** The first reads of a page: one more than a page from each source, so the merge knows whether anything follows. */
export async function readFeedOutline(viewerId: number, upTo: Date): Promise<FeedOutline> {
  const take = FEED_PAGE + 1;
  const [ids, news, notices] = await Promise.all([catchIds(viewerId, upTo, take), readNews(upTo, take), readNotices(viewerId, upTo, take)]);
  return { ids, news, notices };
}

/**
 * Where a page's parts are read: straight from the database (the default, the later pages), or through the kept
 * reads of the member's kept feed (lib/feed/kept.ts), which tag what they read.
 */
export type FeedSources = {
  outline: (viewerId: number, upTo: Date) => Promise<FeedOutline>;
  cards: (viewer: SessionUser, ids: number[]) => Promise<FeedCatch[]>;
};

const FROM_DATABASE: FeedSources = { outline: readFeedOutline, cards: readCatches };

/**
 * One page of the member's feed: after `marker` (a page's "Visa fler"), or the newest. The first page also says
 * where the line for what is new stood (`line`, read here unless the caller read it already), so what is newer is
 * marked; drawing it moves the line to the newest item shown.
 */
export async function readFeed(
  viewer: SessionUser,
  { marker = null, now = new Date(), line, sources = FROM_DATABASE }: { marker?: string | null; now?: Date; line?: Date | null; sources?: FeedSources } = {},
): Promise<FeedPage> {
  const after = marker ? decodeFeedMarker(marker) : null;
  const upTo = after ? new Date(after.at) : now;
  const [outline, seen] = await Promise.all([sources.outline(viewer.id, upTo), after || line !== undefined ? (line ?? null) : lastSeen(viewer.id)]);
  const catches = await sources.cards(viewer, outline.ids);
  const merged = [...catches, ...outline.notices, ...outline.news]
    .map((item) => ({ item, place: placeOf(item, itemId(item)) }))
    .filter(({ place }) => !after || before(after, place))
    .sort((a, b) => (before(a.place, b.place) ? -1 : 1));
  const page = merged.slice(0, FEED_PAGE);
  const last = page.at(-1);
  const newest = page[0]?.place.at;
  if (!after && newest !== undefined) await moveLine(viewer.id, seen, new Date(newest));
  return {
    items: page.map(({ item }) => item),
    next: merged.length > FEED_PAGE && last ? encodeMarker(last.place) : null,
    seenBefore: after || !seen ? null : iso(seen),
  };
}

/** When the member last opened the feed: the newest item it showed them then; null the first time. */
async function lastSeen(viewerId: number): Promise<Date | null> {
  const [row] = await viaDriver.$queryRaw<{ seen: string | null }[]>`SELECT ${isoText(Prisma.sql`feed_seen_at`)} AS seen FROM users WHERE id = ${viewerId}::int`;
  return row?.seen ? new Date(row.seen) : null;
}

/**
 * Moves the line for what is new to the newest item this page shows, when that is newer: the next visit marks what
 * came after it. A visit with nothing new writes nothing and leaves the line (and so the member's kept feed, whose
 * address names it: lib/feed/visit.ts) as it was. A line that cannot be moved is said in the log; the page is still
 * drawn, and marks the same items next time.
 */
async function moveLine(viewerId: number, seen: Date | null, newest: Date): Promise<void> {
  if (seen !== null && seen.getTime() >= newest.getTime()) return;
  try {
    await db.$executeRaw`UPDATE users SET feed_seen_at = ${newest} WHERE id = ${viewerId} AND (feed_seen_at IS NULL OR feed_seen_at < ${newest})`;
  } catch (error) {
    console.error(`[feed] the line for what is new could not be moved for member ${viewerId}`, error);
  }
}

/** Whether the member has any matros: without one the feed shows suggestions first. */
export async function hasMatroser(viewerId: number): Promise<boolean> {
  const [row] = await viaDriver.$queryRaw<{ has: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM friendships WHERE status = 'ACCEPTED' AND (requester_id = ${viewerId}::int OR addressee_id = ${viewerId}::int)) AS has`;
  return row?.has === true;
}

// The reads of a member's kept feed (app/(member)/flode/kopia/[visit]): the same reads as the feed drawn per request,
// each kept under the tags of what it shows, so the page they make is kept under those tags too and renewed when one
// of them is expired (lib/cache/invalidate.ts): the member's own (feed:{id}: a catch of theirs or a matros's, who
// their matroser are), everyone's (feeds: a member hidden, shown or renamed), the news, and each card's report.
import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "@/lib/cache/tags";
import { hasMatroser, readCatches, readFeedOutline, type FeedSources } from "@/lib/feed/read";
import { viaDriver } from "@/lib/report-rows/public";

const memberTags = (viewerId: number) => [CACHE_TAGS.feed(viewerId), CACHE_TAGS.feeds];

/**
 * The outline and cards of one visit's first page. `visit` names the line for what is new and the member's newest
 * notice (lib/feed/visit.ts), so a visit after a new notice reads afresh; news and catches expire by tag.
 */
export function keptSources(visit: string): FeedSources {
  return {
    outline: (viewerId, upTo) =>
      unstable_cache(async () => readFeedOutline(viewerId, upTo), ["feed-outline", visit], {
        tags: [...memberTags(viewerId), CACHE_TAGS.news],
        revalidate: PUBLIC_READ_SECONDS,
      })(),
    cards: (viewer, ids) =>
      unstable_cache(async () => readCatches(viewer, ids), ["feed-cards", visit, ids.join(",")], {
        tags: [...memberTags(viewer.id), ...ids.map(CACHE_TAGS.report)],
        revalidate: PUBLIC_READ_SECONDS,
      })(),
  };
}

export type KeptFeedMember = { username: string; lonely: boolean } | null;

/**
 * The member's name and whether they have a matros yet; null for a member who is no more. Its tags also keep the page's
 * suggestions fresh: they are read on each render (readSuggestions, whose counted candidates expire with
 * suggestions:{id}), and a suggested member who is hidden or renamed expires `feeds`.
 */
export function keptFeedMember(viewerId: number): Promise<KeptFeedMember> {
  return unstable_cache(
    async () => {
      const [rows, has] = await Promise.all([
        viaDriver.$queryRaw<{ username: string }[]>`SELECT username FROM users WHERE id = ${viewerId}::int`,
        hasMatroser(viewerId),
      ]);
      return rows[0] ? { username: rows[0].username, lonely: !has } : null;
    },
    ["feed-member", String(viewerId)],
    { tags: memberTags(viewerId), revalidate: PUBLIC_READ_SECONDS },
  )();
}

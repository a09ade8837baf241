// Names for what cached public reads show. A cached read is tagged with what it shows; a write revalidates the
// tags of what it changed (lib/cache/invalidate.ts), and Next.js renders the pages that used them afresh.

export const CACHE_TAGS = {
  /** The home page's statistics and latest catches. */
  home: "home",
  /**
   * Every page of the report list, in every order, and its total; also every filtered or searched page and the
   * search box's catches (lib/search/cached.ts), which show the same cards and so expire with the same writes.
   */
  reportLists: "report-lists",
  /** One report as its own page shows it. */
  report: (id: number) => `report:${id}`,
  /** One member's public profile and their friend list, as /profile/{id} and /profile/{id}/friends show them. */
  profile: (id: number) => `profile:${id}`,
  /** One member's own patterns (/my-profile/monster), which they alone see: their catches and their weather. */
  patterns: (id: number) => `patterns:${id}`,
  /** The news list, the feed and the sitemap: everything that lists published articles. */
  news: "news",
  /** The species pages (/arter and /arter/{slug}): counts, heaviest catches and their fishers' names. */
  species: "species",
  /** One competition's leaderboard (/tavlingar/{id}). */
  competition: (id: number) => `competition:${id}`,
  /** The lists of open and finished competitions on /tavlingar. */
  competitionLists: "competition-lists",
  /** Every leaderboard, for a change that renames a member who may stand on any of them. */
  competitionMembers: "competition-members",
  /** One article as its own page shows it. */
  newsArticle: (id: number) => `news:${id}`,
  /**
   * One trip as visitors read it: its page (/turer/{id}, also its cached 404 while private or missing) and its share
   * card (kept per version of what it draws). A member's view is drawn per request and carries no tag (decision 305).
   */
  trip: (id: number) => `trip:${id}`,
  /** One member's counted suggestions of members to become matroser with (lib/feed/suggestions.ts). */
  suggestions: (id: number) => `suggestions:${id}`,
  /**
   * One member's kept feed (lib/feed/kept.ts): which catches it lists, their name, their suggestions. Expired when a
   * matros or the member posts, edits or deletes a catch, and when who their matroser are changes.
   */
  feed: (id: number) => `feed:${id}`,
  /** Every member's kept feed, for a change that may reach any of them (a member hidden or shown, renamed). */
  feeds: "feeds",
} as const;

/** How long a cached public read may live without a write touching it (seconds): a backstop, not the mechanism. */
export const PUBLIC_READ_SECONDS = 3600;

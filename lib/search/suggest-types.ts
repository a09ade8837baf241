// What the site's search box is told for a query (GET /api/search/suggest): a few of each kind, in groups. Browser-safe.

export const SUGGEST_QUERY_MIN = 2;
export const SUGGEST_QUERY_MAX = 50;
/** At most this many of each kind. */
export const SUGGEST_GROUP_SIZE = 5;

export type CatchSuggestion = { id: number; fish: string; weight: string; location: string; fishing_date: string; username: string };
export type SpeciesSuggestion = { slug: string; name: string; latin: string };
export type NewsSuggestion = { id: number; title: string; path: string };
/** SPEC §3 "Search result user": an anonymous member is shown as 'Anonym användare'. */
export type MemberSuggestion = { id: number; displayName: string; city: string | null; is_anonymous: boolean };

export type Suggestions = {
  catches: CatchSuggestion[];
  species: SpeciesSuggestion[];
  news: NewsSuggestion[];
  /** null for a visitor: searching members needs a login (SPEC §6) */
  members: MemberSuggestion[] | null;
};

/** The full list of catches a search finds. */
export function catchesHref(query: string): string {
  return `/reports?${new URLSearchParams({ q: query.trim() }).toString()}`;
}

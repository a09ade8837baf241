// User search without zod: the query limits, the result shape and the helpers the search box in the header
// needs on every page. Browser-safe; the query schema itself is in schemas.ts.

export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 50;
export const SEARCH_RESULT_LIMIT = 20;
export const SEARCH_DEBOUNCE_MS = 300;

export const searchMessages = {
  tooShort: "Sökningen måste innehålla minst 2 tecken",
  tooLong: "Sökningen får innehålla högst 50 tecken",
} as const;

/** SPEC §3 "Search result user". */
export type UserSearchResult = {
  id: number;
  displayName: string;
  city: string | null;
  is_anonymous: boolean;
};

/** Whether a typed query is long enough to be worth sending (SPEC §5: at least 2 characters). */
export function isSearchableQuery(value: string): boolean {
  return value.trim().length >= SEARCH_QUERY_MIN;
}

/** The results page for a query; a blank or too short query opens the page without one. */
export function searchResultsHref(value: string): string {
  const query = value.trim();
  return isSearchableQuery(query) ? `/search-results?q=${encodeURIComponent(query)}` : "/search-results";
}

/**
 * `value` with the LIKE wildcards `%` and `_` (and the escape character itself) escaped, so a prefix search for
 * "a_b" matches only names that start with "a_b". PostgreSQL's default LIKE escape character is the backslash;
 * Prisma's `startsWith` passes the value to LIKE unescaped.
 */
export function escapeLikeWildcards(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

// The names of the report list's filter parameters, apart from their schema (lib/reports/filters.ts) so proxy.ts can
// tell a filtered address without loading zod. filters.test.ts keeps the two lists equal.
export const LIST_FILTER_PARAMS = [
  "species", "from", "to", "month", "season", "place", "bait", "method", "weight_min", "weight_max",
  "length_min", "length_max", "photo", "released", "personal_best", "big_fish", "q",
] as const;

/** Whether a query names any filter parameter (set or blank): such an address is the filtered list. */
export function namesFilter(params: URLSearchParams): boolean {
  return LIST_FILTER_PARAMS.some((key) => params.has(key));
}

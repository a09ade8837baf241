// Types for the plain-JavaScript list addresses beside this file (read by the server without a compiler).
export { REPORT_SORTS } from "./sorts.mjs";
export const LIST_FILTER_PARAMS: readonly [
  "species", "from", "to", "month", "season", "place", "bait", "method", "weight_min", "weight_max",
  "length_min", "length_max", "photo", "released", "personal_best", "big_fish", "q",
];
export const CACHED_FILTERED_LIST: "/reports/filtered/";
export function namesFilter(params: URLSearchParams): boolean;
export function reportListRewrite(params: URLSearchParams): string | null;
export function filteredListKey(params: URLSearchParams): string | null;
export function filteredListQuery(key: string): string | null;
export function keptListPage(params: URLSearchParams): string | null;

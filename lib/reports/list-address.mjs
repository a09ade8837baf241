// The report list's public addresses (/reports?sort=…&cursor=…&{filters}) and the routes that render them, in plain
// JavaScript: proxy.ts rewrites by it, and the production server's render gate reads it to tell a list page the page
// store holds from one that must be rendered (scripts/server/site-handler.mjs). Free of database and server imports,
// and of Node's own globals, so that any page may use it.

import { REPORT_SORTS } from "./sorts.mjs";

export { REPORT_SORTS };

/** The filter parameters (their schema: lib/reports/filters.ts; filters.test.ts keeps the two lists equal). */
export const LIST_FILTER_PARAMS = Object.freeze([
  "species", "from", "to", "month", "season", "place", "bait", "method", "weight_min", "weight_max",
  "length_min", "length_max", "photo", "released", "personal_best", "big_fish", "q",
]);

/** Where the first page of a filtered list is kept as a page of its own, once admitted (see proxy.ts). */
export const CACHED_FILTERED_LIST = "/reports/filtered/";

const isSort = (value) => value !== null && REPORT_SORTS.includes(value);

// base64url of UTF-8 text without Node's Buffer, which would bring its polyfill into a page that imports this.
function toBase64Url(text) {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(key) {
  try {
    const binary = atob(key.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** Whether a query names any filter parameter (set or blank): such an address is the filtered list. */
export function namesFilter(params) {
  return LIST_FILTER_PARAMS.some((key) => params.has(key));
}

/**
 * The internal route for a list address, or null when /reports itself answers it: the first page by date, or
 * an unknown order (shown by date, as before). A page marker that cannot be one starts the list over. Any filter
 * parameter makes it the filtered list, whose page reads them itself.
 */
export function reportListRewrite(params) {
  // A filtered or searched list, in any order and from any page, is rendered on request (reports/filtered).
  if (namesFilter(params)) return `/reports/filtered?${params.toString()}`;
  const sortParam = params.get("sort");
  const sort = isSort(sortParam) ? sortParam : "date";
  const cursor = params.get("cursor");
  if (cursor && /^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return `/reports/sorted/${sort}/${cursor}`;
  return sort === "date" ? null : `/reports/sorted/${sort}`;
}

/**
 * The key of a filtered list's first page: its filter parameters in one fixed order, and its order, as base64url;
 * null for a later page (a marker) or an address with a blank field (the page on request tidies those). Written
 * without the filter schema (proxy.ts stays small): the page decodes and validates the key as any address.
 */
export function filteredListKey(params) {
  if (params.has("cursor")) return null;
  const kept = new URLSearchParams();
  for (const key of LIST_FILTER_PARAMS) {
    const value = params.get(key);
    if (value === null) continue;
    if (value.trim() === "") return null;
    kept.set(key, value);
  }
  const sort = params.get("sort");
  if (isSort(sort)) kept.set("sort", sort);
  const text = kept.toString();
  return text && text.length <= 600 ? toBase64Url(text) : null;
}

/** The query a key stands for, or null when it is not one. */
export function filteredListQuery(key) {
  if (!/^[A-Za-z0-9_-]{1,900}$/.test(key)) return null;
  const text = fromBase64Url(key);
  return text !== null && toBase64Url(text) === key ? text : null;
}

/**
 * The kept page that answers `/reports?{params}` when the page store holds it: `/reports` itself, a sorted page, or
 * a filtered list's first page; null for an address only a render answers (a later page of a filtered list, one
 * with a blank field).
 */
export function keptListPage(params) {
  const target = reportListRewrite(params);
  if (target === null) return "/reports";
  if (!target.startsWith("/reports/filtered?")) return target;
  const key = filteredListKey(params);
  return key === null ? null : `${CACHED_FILTERED_LIST}${key}`;
}

// The report list's public addresses (/reports?sort=…&cursor=…) and the routes that render them. Used by
// proxy.ts, so it must stay free of database and server-only imports.
import { LIST_FILTER_PARAMS, namesFilter } from "@/lib/reports/filter-keys";
import { REPORT_SORTS, type ReportSort } from "@/lib/reports/types";

function isSort(value: string | null): value is ReportSort {
  return value !== null && (REPORT_SORTS as readonly string[]).includes(value);
}

/**
 * The internal route for a list address, or null when /reports itself answers it: the first page by date, or
 * an unknown order (shown by date, as before). A page marker that cannot be one starts the list over. Any filter
 * parameter makes it the filtered list, whose page reads them itself.
 */
export function reportListRewrite(params: URLSearchParams): string | null {
  // A filtered or searched list, in any order and from any page, is rendered on request (reports/filtered).
  if (namesFilter(params)) return `/reports/filtered?${params.toString()}`;
  const sortParam = params.get("sort");
  const sort: ReportSort = isSort(sortParam) ? sortParam : "date";
  const cursor = params.get("cursor");
  if (cursor && /^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return `/reports/sorted/${sort}/${cursor}`;
  return sort === "date" ? null : `/reports/sorted/${sort}`;
}

/** Where the first page of a filtered list is kept as a page of its own, once admitted (see proxy.ts). */
export const CACHED_FILTERED_LIST = "/reports/filtered/";

/**
 * The key of a filtered list's first page: its filter parameters in one fixed order, and its order, as base64url;
 * null for a later page (a marker) or an address with a blank field (the page on request tidies those). Written
 * without the filter schema (proxy.ts stays small): the page decodes and validates the key as any address.
 */
export function filteredListKey(params: URLSearchParams): string | null {
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
  return text && text.length <= 600 ? Buffer.from(text, "utf8").toString("base64url") : null;
}

/** The query a key stands for, or null when it is not one. */
export function filteredListQuery(key: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,900}$/.test(key)) return null;
  const text = Buffer.from(key, "base64url").toString("utf8");
  return Buffer.from(text, "utf8").toString("base64url") === key ? text : null;
}

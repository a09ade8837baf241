// The report list's public addresses (/reports?sort=…&cursor=…) and the routes that render them. Used by
// proxy.ts, so it must stay free of database and server-only imports.
import { namesFilter } from "@/lib/reports/filter-keys";
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

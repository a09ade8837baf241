// Visitors' filtered and searched lists from the page cache, keyed by the filter's normal form and tagged as the
// lists are, so every write that expires the lists expires them (lib/cache/invalidate.ts). How many variants are
// kept: lib/search/variants.ts.
import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { filterQuery, reportFilterSchema, type ReportFilter } from "@/lib/reports/filters";
import type { PublicReport } from "@/lib/reports/types";
import { listFilteredPublicReports, type FilteredPage, type ListOrder } from "@/lib/search/list";
import { createVariantGate, VARIANT_WINDOW_SECONDS } from "@/lib/search/variants";

const gate = createVariantGate();

// The key is the filter's normal query string: equal filters, however written in the address, share one entry.
const readCached = unstable_cache(
  (query: string, order: ListOrder, cursor: string | null, limit: number) =>
    listFilteredPublicReports({ filter: reportFilterSchema.parse(Object.fromEntries(new URLSearchParams(query))), order, cursor, limit }),
  ["filtered-report-page"],
  { tags: [CACHE_TAGS.reportLists], revalidate: VARIANT_WINDOW_SECONDS },
);

/** One page of the filtered list as everyone sees it: cached while the variant bound allows, else read directly. */
export function getCachedFilteredPage(options: { filter: ReportFilter; order: ListOrder; cursor: string | null; limit: number }): Promise<FilteredPage<PublicReport>> {
  const query = filterQuery(options.filter);
  const key = `${query}|${options.order}|${options.cursor ?? ""}|${options.limit}`;
  if (!gate.admit(key)) return listFilteredPublicReports(options);
  return readCached(query, options.order, options.cursor, options.limit);
}

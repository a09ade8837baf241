// The filtered list as the API answers each kind of caller: admins from the database (they see who is behind
// anonymous reports), everyone else from the cached page, with a member's own and friends' exact points added.
import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import type { ReportFilter } from "@/lib/reports/filters";
import { exactPositionsFor } from "@/lib/reports/positions";
import { publicReportFor } from "@/lib/reports/rows";
import type { ReportJson } from "@/lib/reports/types";
import { getCachedFilteredPage } from "@/lib/search/cached";
import { listFilteredReports, type FilteredPage, type ListOrder } from "@/lib/search/list";

type Options = { viewer: SessionUser | null; filter: ReportFilter; order: ListOrder; cursor: string | null; limit: number };

export async function listFilteredForViewer({ viewer, ...options }: Options): Promise<FilteredPage<ReportJson>> {
  if (viewer?.isAdmin) return listFilteredReports({ viewer, ...options });
  const page = await getCachedFilteredPage(options);
  if (!viewer) return { ...page, reports: page.reports.map((report) => ({ ...report, can_delete: false })) };
  const exact = await exactPositionsFor(viewer, page.reports.map((report) => report.id));
  const member = { id: viewer.id, username: viewer.username, isAdmin: false as const };
  return { ...page, reports: page.reports.map((report) => publicReportFor(report, member, exact)) };
}

/** The order a filtered list is read in: relevance when there is a search and no order was asked for. */
export function listOrder(filter: ReportFilter, sortParam: string | null, sort: ListOrder): ListOrder {
  return filter.q && !sortParam ? "relevance" : sort;
}

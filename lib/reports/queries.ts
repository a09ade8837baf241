import "server-only";
import { db, Prisma } from "@/lib/db";
import { isPendingChild, revealsMember, type Viewer } from "@/lib/privacy/members";
import { decodeCursor, encodeCursor } from "@/lib/reports/cursor";
import { selectPublicReports, toPublicReport, viaDriver, type PublicReportRow, type Reader, type SelectOptions } from "@/lib/report-rows/public";
import { selectReports, toReportJson } from "@/lib/reports/rows";
import { REPORT_LIMITS } from "@/lib/reports/schemas";
import type { PublicReport, PublicReportPage, ReportJson, ReportPage, ReportSort } from "@/lib/reports/types";

/** Most reports a member's own list (profile, settings) shows, newest first. */
export const USER_REPORTS_MAX = 1000;

// Each order is (key, id) with a matching index, so a page is one short index range scan at any depth:
// date → reports_fishing_date_id_idx, fish → reports_fish_id_idx, fisher → reports_fisher_name_id_idx,
// location → reports_location_id_idx. Text keys use the columns' Swedish collation (Å, Ä, Ö after Z).
const ORDERS: Record<ReportSort, { column: Prisma.Sql; descending: boolean; keyOf: (row: PublicReportRow) => string }> = {
  date: { column: Prisma.raw("r.fishing_date"), descending: true, keyOf: (row) => row.fishing_date },
  fish: { column: Prisma.raw("r.fish"), descending: false, keyOf: (row) => row.fish },
  fisher: { column: Prisma.raw("r.fisher_name"), descending: false, keyOf: (row) => row.fisher_name },
  location: { column: Prisma.raw("r.location"), descending: false, keyOf: (row) => row.location },
};

type Page<R> = { rows: R[]; nextCursor: string | null };

async function readPage<R extends PublicReportRow>(
  select: (options: SelectOptions) => Promise<R[]>,
  sort: ReportSort,
  cursor: string | undefined,
  limit: number,
): Promise<Page<R>> {
  const order = ORDERS[sort];
  let where: Prisma.Sql | undefined;
  if (cursor) {
    const after = decodeCursor(cursor, sort);
    const key = sort === "date" ? Prisma.sql`${after.key}::date` : Prisma.sql`${after.key}`;
    where = order.descending
      ? Prisma.sql`(${order.column}, r.id) < (${key}, ${after.id})`
      : Prisma.sql`(${order.column}, r.id) > (${key}, ${after.id})`;
  }
  const direction = Prisma.raw(order.descending ? "DESC" : "ASC");
  const rows = await select({ where, orderBy: Prisma.sql`${order.column} ${direction}, r.id ${direction}`, limit: limit + 1 });
  const more = rows.length > limit;
  const pageRows = more ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  return {
    rows: pageRows,
    nextCursor: more && last ? encodeCursor({ sort, key: order.keyOf(last), id: last.id }) : null,
  };
}

function pageSize(limit: number): number {
  return Math.min(Math.max(1, Math.trunc(limit)), REPORT_LIMITS.pageSizeMax);
}

/** Number of reports, from the running count the triggers keep (counting a million rows takes too long per page). */
export async function countReports(client: Reader = db): Promise<number> {
  const [row] = await client.$queryRaw<{ total: number }[]>`
    SELECT coalesce(sum(reports), 0)::int AS total FROM report_stats_by_weekday`;
  return row?.total ?? 0;
}

type ListOptions = { sort?: ReportSort; cursor?: string | null; limit?: number };

/**
 * One page of all reports in the given order, as everyone may see them. `cursor` is the previous page's
 * nextCursor; a marker that was tampered with or belongs to another sort order is a 400.
 */
export async function listPublicReports({
  sort = "date",
  cursor,
  limit = REPORT_LIMITS.pageSizeDefault,
}: ListOptions): Promise<PublicReportPage> {
  const select = (options: SelectOptions) => selectPublicReports(db, options);
  const [page, total] = await Promise.all([readPage(select, sort, cursor ?? undefined, pageSize(limit)), countReports()]);
  return { reports: page.rows.map(toPublicReport), nextCursor: page.nextCursor, total };
}

/** The same page as a known viewer may see it (the API's answer to a member). */
export async function listReports({
  viewer,
  sort = "date",
  cursor,
  limit = REPORT_LIMITS.pageSizeDefault,
}: ListOptions & { viewer: Viewer }): Promise<ReportPage> {
  const select = (options: SelectOptions) => selectReports(db, { ...options, viewerId: viewer?.id });
  const [page, total] = await Promise.all([readPage(select, sort, cursor ?? undefined, pageSize(limit)), countReports()]);
  return { reports: page.rows.map((row) => toReportJson(row, viewer)), nextCursor: page.nextCursor, total };
}

/** The newest catches by fishing date (home page), as everyone may see them. */
export async function listLatestPublicReports(limit: number): Promise<PublicReport[]> {
  const page = await readPage((options) => selectPublicReports(db, options), "date", undefined, pageSize(limit));
  return page.rows.map(toPublicReport);
}

/** One report as everyone may see it, or null. */
export async function getPublicReport(id: number): Promise<PublicReport | null> {
  const [row] = await selectPublicReports(viaDriver, { where: Prisma.sql`r.id = ${id}` });
  return row ? toPublicReport(row) : null;
}

/**
 * A member's reports, newest catch first, or null when there is no such member. For an anonymous member, anyone
 * but the member and admins gets an empty list: answering with their reports would tie the profile to them.
 */
export async function listUserReports({
  viewer,
  userId,
}: {
  viewer: Viewer;
  userId: number;
}): Promise<ReportJson[] | null> {
  const owner = await db.user.findUnique({ where: { id: userId }, select: { id: true, isAnonymous: true, consentStatus: true } });
  // A child still waiting for consent is not a member yet: as unknown as an id that was never used.
  if (!owner || isPendingChild(owner)) return null;
  if (!revealsMember(owner, viewer)) return [];
  const rows = await selectReports(db, {
    where: Prisma.sql`r.user_id = ${userId}`,
    orderBy: Prisma.sql`r.fishing_date DESC, r.id DESC`,
    limit: USER_REPORTS_MAX,
    viewerId: viewer?.id,
  });
  return rows.map((row) => toReportJson(row, viewer));
}

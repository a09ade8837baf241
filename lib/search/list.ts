// One page of the filtered or searched report list, in any of the list's orders or by relevance to the search,
// for everyone (cached pages, visitors' API answers) or for a known viewer (admins, from the database).
import "server-only";
import { db, Prisma } from "@/lib/db";
import type { Viewer } from "@/lib/privacy/members";
import { decodeCursor, encodeCursor } from "@/lib/reports/cursor";
import { publicReportsSql, selectPublicReports, toPublicReport, type PublicReportRow, type SelectOptions } from "@/lib/report-rows/public";
import { selectReports, toReportJson } from "@/lib/reports/rows";
import { REPORT_LIMITS } from "@/lib/reports/schemas";
import type { ReportFilter } from "@/lib/reports/filters";
import type { PublicReport, ReportJson, ReportSort } from "@/lib/reports/types";
import { decodeRankCursor, encodeRankCursor } from "@/lib/search/cursor";
import { filterConditions, rankExpression, resolveFilter, type ResolvedFilter } from "@/lib/search/filter-sql";

/** The list's orders, and relevance to the search (the default when there is one). */
export type ListOrder = ReportSort | "relevance";

/** Counting stops here: past it the list says "fler än 1 000" rather than count a million rows per page. */
export const FILTERED_COUNT_CAP = 1000;
/** A search in relevance order ranks this many of its newest matches (as many as it counts). */
export const RANKED_CANDIDATES = FILTERED_COUNT_CAP;

export type FilteredPage<R> = {
  reports: R[];
  nextCursor: string | null;
  /** matching reports, counted up to FILTERED_COUNT_CAP */
  total: number;
  /** true when there are more than `total` */
  total_capped: boolean;
};

const COLUMNS: Record<ReportSort, { column: string; descending: boolean; key: (row: PublicReportRow) => string }> = {
  date: { column: "r.fishing_date", descending: true, key: (row) => row.fishing_date },
  fish: { column: "r.fish", descending: false, key: (row) => row.fish },
  fisher: { column: "r.fisher_name", descending: false, key: (row) => row.fisher_name },
  location: { column: "r.location", descending: false, key: (row) => row.location },
};

type RankedRow = PublicReportRow & { rank?: string };
type Options = { filter: ReportFilter; order: ListOrder; cursor: string | null; limit: number };

/** The page's WHERE, ORDER BY and extra column, and how to write the marker of its last row. */
function pagePlan(resolved: ResolvedFilter, order: ListOrder, cursor: string | null) {
  const conditions = filterConditions(resolved);
  const parts = conditions ? [conditions] : [];
  if (order === "relevance" && resolved.words.length > 0) {
    const rank = rankExpression(resolved.words);
    // Ranked among the newest RANKED_CANDIDATES matches, found by walking the date index: ranking every match of a
    // common word reads a large part of the table (a sequential scan) and scores each row. Sorting by date pages
    // through all matches.
    // As an array, so the candidates are fetched by id; as IN (…) the planner would hash-join them with the table.
    parts.splice(0, parts.length, Prisma.sql`r.id = ANY(ARRAY(
      SELECT r.id FROM reports r WHERE ${conditions ?? Prisma.sql`true`}
      ORDER BY r.fishing_date DESC, r.id DESC LIMIT ${RANKED_CANDIDATES}))`);
    if (cursor) {
      const after = decodeRankCursor(cursor);
      parts.push(Prisma.sql`(${rank}, r.id) < (${after.key}::numeric, ${after.id})`);
    }
    return {
      where: parts.length ? Prisma.join(parts, " AND ") : undefined,
      orderBy: Prisma.sql`rank DESC, r.id DESC`,
      extra: Prisma.sql`${rank}::text AS rank`,
      next: (row: RankedRow) => encodeRankCursor({ key: row.rank ?? "0", id: row.id }),
    };
  }
  const sort: ReportSort = order === "relevance" ? "date" : order;
  const spec = COLUMNS[sort];
  const column = Prisma.raw(spec.column);
  if (cursor) {
    const after = decodeCursor(cursor, sort);
    const key = sort === "date" ? Prisma.sql`${after.key}::date` : Prisma.sql`${after.key}`;
    parts.push(spec.descending ? Prisma.sql`(${column}, r.id) < (${key}, ${after.id})` : Prisma.sql`(${column}, r.id) > (${key}, ${after.id})`);
  }
  const direction = Prisma.raw(spec.descending ? "DESC" : "ASC");
  return {
    where: parts.length ? Prisma.join(parts, " AND ") : undefined,
    orderBy: Prisma.sql`${column} ${direction}, r.id ${direction}`,
    extra: undefined,
    next: (row: RankedRow) => encodeCursor({ sort, key: spec.key(row), id: row.id }),
  };
}

function countSql(resolved: ResolvedFilter): Prisma.Sql {
  const conditions = filterConditions(resolved) ?? Prisma.sql`true`;
  // In list order, so the count walks an index as the page does and stops at the cap: unordered, the planner would
  // read the table from its start until enough rows matched, which on a sparse filter is the whole table.
  return Prisma.sql`SELECT count(*)::int AS n FROM (
    SELECT 1 FROM reports r WHERE ${conditions} ORDER BY r.fishing_date DESC, r.id DESC LIMIT ${FILTERED_COUNT_CAP + 1}) x`;
}

/** The two statements a visitor's filtered page runs (its rows and its count), for the query-plan tests. */
export async function filteredPageStatements({ filter, order, cursor, limit }: Options): Promise<{ page: Prisma.Sql; count: Prisma.Sql }> {
  const resolved = await resolveFilter(filter);
  const plan = pagePlan(resolved, order, cursor);
  return { page: publicReportsSql({ where: plan.where, orderBy: plan.orderBy, extra: plan.extra, limit: limit + 1 }), count: countSql(resolved) };
}

async function countMatching(resolved: ResolvedFilter): Promise<{ total: number; capped: boolean }> {
  const [row] = await db.$queryRaw<{ n: number }[]>(countSql(resolved));
  const n = row?.n ?? 0;
  return { total: Math.min(n, FILTERED_COUNT_CAP), capped: n > FILTERED_COUNT_CAP };
}

async function readFilteredPage<R extends RankedRow, T>(
  select: (options: SelectOptions) => Promise<R[]>,
  shape: (row: R) => T,
  { filter, order, cursor, limit }: Options,
): Promise<FilteredPage<T>> {
  const size = Math.min(Math.max(1, Math.trunc(limit)), REPORT_LIMITS.pageSizeMax);
  const resolved = await resolveFilter(filter);
  const plan = pagePlan(resolved, order, cursor);
  const [rows, count] = await Promise.all([
    select({ where: plan.where, orderBy: plan.orderBy, extra: plan.extra, limit: size + 1 }),
    countMatching(resolved),
  ]);
  const more = rows.length > size;
  const pageRows = more ? rows.slice(0, size) : rows;
  const last = pageRows.at(-1);
  return {
    reports: pageRows.map(shape),
    nextCursor: more && last ? plan.next(last) : null,
    total: count.total,
    total_capped: count.capped,
  };
}

/** A page of the filtered list as everyone may see it: no exact position, anonymous members by their anonymous name. */
export function listFilteredPublicReports(options: Options): Promise<FilteredPage<PublicReport>> {
  return readFilteredPage((select) => selectPublicReports(db, select), toPublicReport, options);
}

/** The same page as a known viewer may see it (the API's answer to an admin). */
export function listFilteredReports({ viewer, ...options }: Options & { viewer: Viewer }): Promise<FilteredPage<ReportJson>> {
  return readFilteredPage((select) => selectReports(db, { ...select, viewerId: viewer?.id }), (row) => toReportJson(row, viewer), options);
}

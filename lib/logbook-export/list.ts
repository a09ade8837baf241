// The member's own catches as /my-profile lists them: the logbook's filter, a page at a time in the export's order
// (newest fishing day first), with the same WHERE the export reads (lib/logbook-export/read.ts), and the species
// the member has caught, for the filter's choice.
import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db, Prisma } from "@/lib/db";
import type { LogbookFilter } from "@/lib/logbook-export/filters";
import { logbookWhere } from "@/lib/logbook-export/read";
import type { ReportJson } from "@/lib/report-rows/types";
import { selectReports, toReportJson } from "@/lib/reports/rows";

/** Catches shown per page of the logbook. */
export const LOGBOOK_PAGE_SIZE = 100;
/** Species offered by the filter: more than any member's logbook holds. */
const SPECIES_CHOICES_MAX = 300;

export type LogbookPage = {
  reports: ReportJson[];
  /** every catch that matches, on all pages: as many as the export writes */
  total: number;
  page: number;
  pages: number;
};

/** One page (from 1; past the last, the last) of the owner's catches that match the filter. */
export async function readLogbookPage({ owner, filter, page }: { owner: SessionUser; filter: LogbookFilter; page: number }): Promise<LogbookPage> {
  const where = await logbookWhere(owner.id, filter);
  const [counted] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM reports r WHERE ${where}`;
  const total = counted?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / LOGBOOK_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page)), pages);
  const rows =
    total === 0
      ? []
      : await selectReports(db, {
          where,
          orderBy: Prisma.sql`r.fishing_date DESC, r.id DESC`,
          limit: LOGBOOK_PAGE_SIZE,
          offset: (current - 1) * LOGBOOK_PAGE_SIZE,
          viewerId: owner.id,
        });
  return { reports: rows.map((row) => toReportJson(row, owner)), total, page: current, pages };
}

/**
 * The species of the owner's catches, by the catalogue's name where the catch is filed under one and by the text
 * written otherwise, in Swedish order: each, sent as the species filter, finds those catches again.
 */
export async function listLogbookSpecies(ownerId: number): Promise<string[]> {
  const rows = await db.$queryRaw<{ name: string }[]>`
    SELECT DISTINCT COALESCE(sp.name, r.fish) AS name
    FROM reports r LEFT JOIN species sp ON sp.id = r.species_id
    WHERE r.user_id = ${ownerId} AND length(trim(COALESCE(sp.name, r.fish))) BETWEEN 2 AND 60
    LIMIT ${SPECIES_CHOICES_MAX}`;
  return rows.map((row) => row.name.trim()).sort((a, b) => a.localeCompare(b, "sv"));
}

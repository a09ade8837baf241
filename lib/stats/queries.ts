// The home page's catch statistics (SPEC §7 behaviour notes), read from indexes and the running counts that
// database triggers keep in step with every report insert and delete, so no query scans the reports table.
import "server-only";
import { unstable_cache } from "next/cache";
import { db, Prisma } from "@/lib/db";
import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "@/lib/cache/tags";
import { listLatestPublicReports } from "@/lib/reports/queries";
import type { HomeStats, PublicReport } from "@/lib/reports/types";

/** ISO weekday (1 = Monday) → Swedish name. */
export const SWEDISH_WEEKDAYS = ["måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag"] as const;

/** The Swedish name of an ISO weekday (1 = måndag … 7 = söndag). */
export function swedishWeekday(isoWeekday: number): string {
  const name = SWEDISH_WEEKDAYS[isoWeekday - 1];
  if (!name) throw new RangeError(`Not an ISO weekday: ${isoWeekday}`);
  return name;
}

type StatsRow = {
  total_reports: number;
  active_anglers: number;
  heaviest: { id: number; fish: string; weight: string; username: string } | null;
  longest: { id: number; fish: string; length: string; username: string } | null;
  weekday: { iso_weekday: number; reports: number } | null;
  location: { name: string; reports: number } | null;
};

/**
 * The places that can be the most reported one, without adding up every place's total and changes
 * (report_stats_by_location would): each place with changes not folded yet (decision 294), with its total and
 * changes added up, and the top of the folded totals among the places without changes, from its index.
 */
const TOP_PLACE_CANDIDATES = Prisma.sql`
  SELECT coalesce(changed.name, counts.name) AS name, coalesce(counts.reports, 0) + changed.delta AS reports
  FROM (
    SELECT location_key, sum(delta)::int AS delta, (array_agg(name ORDER BY id DESC) FILTER (WHERE delta > 0))[1] AS name
    FROM report_location_changes GROUP BY location_key
  ) changed
  LEFT JOIN report_location_counts counts USING (location_key)
  UNION ALL
  (SELECT name, reports FROM report_location_counts counts
   WHERE NOT EXISTS (SELECT 1 FROM report_location_changes c WHERE c.location_key = counts.location_key)
   ORDER BY reports DESC, name ASC LIMIT 1)`;

/**
 * Totals, record catches, the busiest weekday (by fishing date) and the most reported place (trimmed, case-
 * insensitive; blank places ignored). Ties go to the earlier record, the earlier weekday and the place first in
 * Swedish order. Fishers are named as the public sees them ('anonym#007' for anonymous members).
 */
export async function getHomeStats(): Promise<HomeStats> {
  const [row] = await db.$queryRaw<StatsRow[]>`
    SELECT
      (SELECT coalesce(sum(reports), 0)::int FROM report_stats_by_weekday) AS total_reports,
      (SELECT count(*)::int FROM report_stats_by_user WHERE reports > 0) AS active_anglers,
      (SELECT json_build_object('id', id, 'fish', fish, 'weight', weight::text, 'username', fisher_name)
         FROM reports ORDER BY weight DESC, id ASC LIMIT 1) AS heaviest,
      (SELECT json_build_object('id', id, 'fish', fish, 'length', length::text, 'username', fisher_name)
         FROM reports ORDER BY length DESC, id ASC LIMIT 1) AS longest,
      (SELECT json_build_object('iso_weekday', iso_weekday, 'reports', reports)
         FROM report_stats_by_weekday WHERE reports > 0 ORDER BY reports DESC, iso_weekday ASC LIMIT 1) AS weekday,
      (SELECT json_build_object('name', name, 'reports', reports) FROM (${TOP_PLACE_CANDIDATES}) candidates
         WHERE reports > 0 ORDER BY reports DESC, name ASC LIMIT 1) AS location`;

  const heaviest = row?.heaviest ?? null;
  const longest = row?.longest ?? null;
  return {
    totalReports: row?.total_reports ?? 0,
    activeAnglers: row?.active_anglers ?? 0,
    biggestCatch: heaviest ? { weight: heaviest.weight, fish: heaviest.fish } : null,
    heaviest,
    longest,
    popularWeekday: row?.weekday ? { name: swedishWeekday(row.weekday.iso_weekday), count: row.weekday.reports } : null,
    hottestLocation: row?.location ? { name: row.location.name, count: row.location.reports } : null,
  };
}

/** The latest catches for the home page: newest fishing date first (20 on desktop, 8 on mobile). */
export function getLatestReports(limit: number): Promise<PublicReport[]> {
  return listLatestPublicReports(limit);
}

/** The home page's statistics, cached for everyone until a report is posted or deleted. */
export const getCachedHomeStats = unstable_cache(getHomeStats, ["home-stats"], {
  tags: [CACHE_TAGS.home],
  revalidate: PUBLIC_READ_SECONDS,
});

/** The home page's latest catches, cached likewise. */
export const getCachedLatestReports = unstable_cache(getLatestReports, ["home-latest"], {
  tags: [CACHE_TAGS.home],
  revalidate: PUBLIC_READ_SECONDS,
});

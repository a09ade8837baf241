// The community's (or one member's) catches as patterns: by month, hour of day, moon phase, pressure trend and
// water temperature, and what caught by season. Counts only; a pattern appears from MIN_PATTERN_CATCHES catches,
// and on public pages only when at least MIN_PATTERN_MEMBERS members stand behind it, so no chart tells one
// member's habits (an anonymous member's least of all). Nothing here reads a position.
import "server-only";
import { db, Prisma } from "@/lib/db";
import type { Reader } from "@/lib/report-rows/public";
import { PRESSURE_TREND_HPA } from "@/lib/conditions/fields";
import { MOON_PHASES } from "@/lib/conditions/sun-moon";
import {
  MIN_PATTERN_CATCHES,
  MIN_PATTERN_MEMBERS,
  SEASONS,
  TREND_LABELS,
  WATER_BANDS,
  WATER_BANDS_SHORT,
  type Bar,
  type Pattern,
  type Patterns,
  type Season,
  type WhatWorks,
} from "@/lib/conditions/pattern-types";

export type PatternScope = { speciesSlug: string } | { userId: number } | { everyone: true };

const MONTHS = ["jan", "feb", "mar", "apr", "maj", "jun", "jul", "aug", "sep", "okt", "nov", "dec"];

/**
 * The moon's phase bin (0 new … 4 full … 7) of a catch's instant, from the mean synodic month counted from the new
 * moon of 6 January 2000, 18:14 UTC: within about a day of suncalc's, well inside a bin's 3.7 days.
 */
export const MOON_BIN_SQL = Prisma.sql`(floor((
    ((extract(epoch FROM ((r.fishing_date + coalesce(r.catch_time, time '12:00')) AT TIME ZONE 'Europe/Stockholm')) - 947182440)
      / 86400.0 / 29.530588853)
    - floor((extract(epoch FROM ((r.fishing_date + coalesce(r.catch_time, time '12:00')) AT TIME ZONE 'Europe/Stockholm')) - 947182440)
      / 86400.0 / 29.530588853)) * 8 + 0.5)::int % 8)`;

const TREND_SQL = Prisma.sql`CASE WHEN c.pressure_trend >= ${PRESSURE_TREND_HPA} THEN 'stigande'
  WHEN c.pressure_trend <= ${-PRESSURE_TREND_HPA} THEN 'fallande' ELSE 'stabilt' END`;

const WATER_SQL = Prisma.sql`least(greatest(floor(c.water_temperature / 4)::int, 0), 5)`;

const SEASON_SQL = Prisma.sql`CASE WHEN extract(month FROM r.fishing_date) IN (12, 1, 2) THEN 0
  WHEN extract(month FROM r.fishing_date) IN (3, 4, 5) THEN 1 WHEN extract(month FROM r.fishing_date) IN (6, 7, 8) THEN 2 ELSE 3 END`;

type GroupRow = { bucket: string; catches: number; members: number };


async function groups(client: Reader, scope: Prisma.Sql, bucket: Prisma.Sql, extra: Prisma.Sql = Prisma.empty): Promise<GroupRow[]> {
  return client.$queryRaw<GroupRow[]>`
    SELECT (${bucket})::text AS bucket, count(*)::int AS catches, count(DISTINCT r.user_id)::int AS members
    FROM reports r LEFT JOIN report_conditions c ON c.report_id = r.id
    WHERE ${scope} ${extra}
    GROUP BY 1`;
}

function pattern(rows: GroupRow[], keys: readonly string[], labels: readonly string[], minMembers: number, shorts?: readonly string[]): Pattern | null {
  const total = rows.reduce((sum, row) => sum + row.catches, 0);
  if (total < MIN_PATTERN_CATCHES) return null;
  // Members behind the whole pattern: the largest group's count is a floor, the sum a ceiling; ask the floor.
  if (Math.max(0, ...rows.map((row) => row.members)) < minMembers) return null;
  const bars: Bar[] = keys.map((key, i) => ({
    key,
    label: labels[i]!,
    ...(shorts ? { short: shorts[i]! } : {}),
    count: rows.find((row) => row.bucket === key)?.catches ?? 0,
  }));
  return { bars, total };
}

type TopRow = { season: number; name: string; catches: number; members: number };

async function topBySeason(client: Reader, scope: Prisma.Sql, column: "bait" | "method", minMembers: number): Promise<Map<number, { name: string; count: number }[]>> {
  const field = Prisma.raw(`r.${column}`);
  const rows = await client.$queryRaw<TopRow[]>`
    SELECT ${SEASON_SQL} AS season, min(${field}) AS name, count(*)::int AS catches, count(DISTINCT r.user_id)::int AS members
    FROM reports r WHERE ${scope} AND ${field} IS NOT NULL AND btrim(${field}) <> ''
    GROUP BY 1, lower(btrim(${field}))
    HAVING count(DISTINCT r.user_id) >= ${minMembers}
    ORDER BY 1, 3 DESC, 2`;
  const bySeason = new Map<number, { name: string; count: number }[]>();
  for (const row of rows) {
    const list = bySeason.get(row.season) ?? [];
    if (list.length < 3) list.push({ name: row.name, count: row.catches });
    bySeason.set(row.season, list);
  }
  return bySeason;
}

/**
 * The patterns of a species' catches (public: MIN_PATTERN_MEMBERS apply) or of one member's own (their logbook,
 * seen by them alone). `client`: the pool through Prisma, or one connection of the caller's (lib/species/counts.ts).
 */
export async function readPatterns(scope: PatternScope, client: Reader = db): Promise<Patterns> {
  const where =
    "speciesSlug" in scope
      ? Prisma.sql`r.species_id = (SELECT id FROM species WHERE slug = ${scope.speciesSlug})`
      : "userId" in scope
        ? Prisma.sql`r.user_id = ${scope.userId}`
        : Prisma.sql`true`;
  const minMembers = "userId" in scope ? 1 : MIN_PATTERN_MEMBERS;
  const [months, hours, moon, pressure, water, seasons, baits, methods] = await Promise.all([
    groups(client, where, Prisma.sql`extract(month FROM r.fishing_date)::int`),
    groups(client, where, Prisma.sql`extract(hour FROM r.catch_time)::int`, Prisma.sql`AND r.catch_time IS NOT NULL`),
    groups(client, where, MOON_BIN_SQL),
    groups(client, where, TREND_SQL, Prisma.sql`AND c.pressure_trend IS NOT NULL`),
    groups(client, where, WATER_SQL, Prisma.sql`AND c.water_temperature IS NOT NULL`),
    groups(client, where, SEASON_SQL),
    topBySeason(client, where, "bait", minMembers),
    topBySeason(client, where, "method", minMembers),
  ]);
  const total = months.reduce((sum, row) => sum + row.catches, 0);
  const seasonTotal = (i: number) => seasons.find((row) => row.bucket === String(i))?.catches ?? 0;
  const whatWorks: WhatWorks[] = SEASONS.map((season: Season, i) => ({
    season,
    baits: baits.get(i) ?? [],
    methods: methods.get(i) ?? [],
    total: seasonTotal(i),
  })).filter((entry) => entry.total >= MIN_PATTERN_CATCHES && (entry.baits.length > 0 || entry.methods.length > 0));
  const hourKeys = Array.from({ length: 24 }, (_, h) => String(h));
  return {
    total,
    month: pattern(months, MONTHS.map((_, i) => String(i + 1)), MONTHS, minMembers),
    hour: pattern(hours, hourKeys, hourKeys.map((h) => h.padStart(2, "0")), minMembers),
    moon: pattern(moon, MOON_PHASES.map((_, i) => String(i)), MOON_PHASES, minMembers),
    pressure: pattern(pressure, ["fallande", "stabilt", "stigande"], [TREND_LABELS.fallande, TREND_LABELS.stabilt, TREND_LABELS.stigande], minMembers),
    water: pattern(water, WATER_BANDS.map((_, i) => String(i)), WATER_BANDS, minMembers, WATER_BANDS_SHORT),
    whatWorks,
  };
}

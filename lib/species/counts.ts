// A species page's counts and patterns, kept in `species_counts` and recounted in the background (decision 302):
// the page reads one row instead of counting every catch of the species on each first read. Counts only, never a
// name, so nothing here can go stale in a way that says who someone is; the heaviest catches are read live.
import "server-only";
import { db, driverTransaction, Prisma } from "@/lib/db";
import { expireTags } from "@/lib/cache/invalidate";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { readerOn, viaDriver, type Reader } from "@/lib/report-rows/public";
import { readPatterns } from "@/lib/conditions/patterns";
import type { Patterns } from "@/lib/conditions/pattern-types";

/** How many baits and methods a species page names. */
export const TOP_LIMIT = 5;
/** Months counted back from the counting's own: one more than a page shows, so a new month needs no recount first. */
const MONTHS_KEPT = 13;
/** A species whose catches did not change is still counted again this often, so its months follow the calendar. */
const RECOUNT_AFTER_HOURS = 24;

export type SpeciesCounts = {
  reportCount: number;
  releasedCount: number;
  /** Catches per 'YYYY-MM' over the MONTHS_KEPT months up to the counting; a month without catches is left out. */
  months: Record<string, number>;
  baits: { name: string; count: number }[];
  methods: { name: string; count: number }[];
  patterns: Patterns;
};

async function topValues(client: Reader, speciesId: number, column: "bait" | "method"): Promise<{ name: string; count: number }[]> {
  const field = Prisma.raw(`r.${column}`);
  return client.$queryRaw<{ name: string; count: number }[]>`
    SELECT min(btrim(${field})) AS name, count(*)::int AS count
    FROM reports r
    WHERE r.species_id = ${speciesId} AND ${field} IS NOT NULL AND btrim(${field}) <> ''
    GROUP BY lower(btrim(${field}))
    ORDER BY count DESC, name ASC
    LIMIT ${TOP_LIMIT}`;
}

/**
 * Counts one species from its catches, as they are now: on the pool, its statements side by side, or on one
 * connection of the caller's, where they run one after another.
 */
export async function countSpecies(species: { id: number; slug: string }, client: Reader = db): Promise<SpeciesCounts> {
  const [totals, perMonth, baits, methods, patterns] = await Promise.all([
    client.$queryRaw<{ total: number; released: number }[]>`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE r.released)::int AS released
      FROM reports r WHERE r.species_id = ${species.id}`,
    client.$queryRaw<{ month: string; count: number }[]>`
      SELECT to_char(r.fishing_date, 'YYYY-MM') AS month, count(*)::int AS count
      FROM reports r
      WHERE r.species_id = ${species.id}
        AND r.fishing_date >= date_trunc('month', now() AT TIME ZONE 'Europe/Stockholm') - make_interval(months => ${MONTHS_KEPT - 1})
      GROUP BY 1`,
    topValues(client, species.id, "bait"),
    topValues(client, species.id, "method"),
    readPatterns({ speciesSlug: species.slug }, client),
  ]);
  return {
    reportCount: totals[0]?.total ?? 0,
    releasedCount: totals[0]?.released ?? 0,
    months: Object.fromEntries(perMonth.map((row) => [row.month, row.count])),
    baits,
    methods,
    patterns,
  };
}

/**
 * The species' kept counts; the first time a species is asked for, they are counted and kept (a later count by the
 * job, which may be newer, is never overwritten by this one).
 */
export async function readSpeciesCounts(species: { id: number; slug: string }): Promise<SpeciesCounts> {
  // Through the driver: every first read of a species page asks (its JSON arrives parsed, as through Prisma).
  const [kept] = await viaDriver.$queryRaw<{ counts: SpeciesCounts }[]>`SELECT counts FROM species_counts WHERE species_id = ${species.id}::int`;
  if (kept) return kept.counts;
  const counts = await countSpecies(species);
  await db.$executeRaw`
    INSERT INTO species_counts (species_id, counts) VALUES (${species.id}, ${JSON.stringify(counts)}::jsonb)
    ON CONFLICT (species_id) DO NOTHING`;
  return counts;
}

/**
 * A species counted in the background: its thirteen statements one after another on one connection, without
 * PostgreSQL's parallel workers. At a million reports a species' count is seconds of the machine; run side by side,
 * each statement with its workers, they held every core for over a second each minute while members posted
 * (docs/performance.md). Slower to finish, which nobody waits for.
 */
function countGently(species: { id: number; slug: string }): Promise<SpeciesCounts> {
  return driverTransaction(async (query) => {
    const tx = readerOn(query);
    await tx.$queryRaw`SET LOCAL max_parallel_workers_per_gather = 0`;
    return countSpecies(species, tx);
  });
}

/**
 * Counts again every species whose catches (or their weather) changed since it was last counted, those counted
 * more than RECOUNT_AFTER_HOURS ago, and those never counted (a new catalogue entry; every species after this
 * table came), so no visitor waits for a count; then the species pages expire. The changes are removed only up to the last
 * one counted, after the new counts are stored, so a crash in between counts them again rather than never.
 * Answers how many species were counted.
 */
export async function recountChangedSpecies(): Promise<number> {
  const due = await db.$queryRaw<{ id: number; slug: string; upto: bigint | null }[]>`
    SELECT s.id, s.slug, d.upto FROM species s
    JOIN (
      SELECT species_id, max(id) AS upto FROM species_count_changes GROUP BY species_id
      UNION ALL
      SELECT species_id, NULL FROM species_counts
      WHERE counted_at < now() - make_interval(hours => ${RECOUNT_AFTER_HOURS})
        AND species_id NOT IN (SELECT species_id FROM species_count_changes)
      UNION ALL
      SELECT id, NULL FROM species
      WHERE id NOT IN (SELECT species_id FROM species_counts) AND id NOT IN (SELECT species_id FROM species_count_changes)
    ) d ON d.species_id = s.id`;
  for (const species of due) {
    const counts = await countGently(species);
    await db.$transaction([
      db.$executeRaw`
        INSERT INTO species_counts (species_id, counts, counted_at) VALUES (${species.id}, ${JSON.stringify(counts)}::jsonb, now())
        ON CONFLICT (species_id) DO UPDATE SET counts = EXCLUDED.counts, counted_at = EXCLUDED.counted_at`,
      db.$executeRaw`DELETE FROM species_count_changes WHERE species_id = ${species.id} AND id <= ${species.upto ?? 0}`,
    ]);
  }
  if (due.length > 0) expireTags([CACHE_TAGS.species]);
  return due.length;
}

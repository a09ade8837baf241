// The species pages' reads: the catalogue with how often each species is reported, and one species' page (its
// heaviest public catches, read live, and its counts as the background keeps them: the last twelve months, the
// baits and methods that took it, the share released and its patterns; lib/species/counts.ts).
// Names on the catches follow the privacy policy as everywhere (lib/report-rows/public.ts).
import "server-only";
import { todayInSweden } from "@/lib/calendar";
import { db, Prisma } from "@/lib/db";
import { selectPublicReports, toPublicReport, viaDriver } from "@/lib/report-rows/public";
import type { PublicReport } from "@/lib/report-rows/types";
import type { Patterns } from "@/lib/conditions/pattern-types";
import { readSpeciesCounts } from "@/lib/species/counts";

export type SpeciesSummary = { slug: string; name: string; latin: string; reportCount: number };

export type SpeciesDetails = {
  slug: string;
  name: string;
  latin: string;
  bigFishMinGrams: number | null;
  legalMinLengthCm: number | null;
  legalNote: string | null;
  water: string;
};

export type SpeciesPage = {
  species: SpeciesDetails;
  reportCount: number;
  releasedCount: number;
  heaviest: PublicReport[];
  /** The last twelve calendar months up to this one, oldest first, each 'YYYY-MM' with its catches. */
  months: { month: string; count: number }[];
  baits: { name: string; count: number }[];
  methods: { name: string; count: number }[];
  /** When, under what sky and with what it was caught (lib/conditions/patterns.ts), counted with the rest. */
  patterns: Patterns;
};

/** How many catches the species page lists by weight. */
export const HEAVIEST_LIMIT = 10;

/** Every species with its number of reports, most reported first, then by name. */
export async function listSpeciesSummaries(): Promise<SpeciesSummary[]> {
  const rows = await db.$queryRaw<{ slug: string; name: string; latin: string; report_count: number }[]>`
    SELECT s.slug, s.name, s.latin, count(r.id)::int AS report_count
    FROM species s LEFT JOIN reports r ON r.species_id = s.id
    GROUP BY s.id
    ORDER BY report_count DESC, s.name COLLATE "sv-SE-x-icu" ASC`;
  return rows.map((row) => ({ slug: row.slug, name: row.name, latin: row.latin, reportCount: row.report_count }));
}

/** The last twelve months as 'YYYY-MM', oldest first, ending with the month of `today` (Swedish time). */
export function lastTwelveMonths(today: Date): string[] {
  const [year, month] = todayInSweden(today).split("-").map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - (11 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}

type SpeciesRow = SpeciesDetails & { id: number };

/**
 * One species' page, or null for a slug the catalogue does not have. Read through the driver: every first read of a
 * species page asks, and Prisma's query work was a part of it worth sparing (docs/performance.md).
 */
export async function getSpeciesPage(slug: string, today = new Date()): Promise<SpeciesPage | null> {
  const [species] = await viaDriver.$queryRaw<SpeciesRow[]>`
    SELECT id, slug, name, latin, big_fish_min_grams AS "bigFishMinGrams", legal_min_length_cm AS "legalMinLengthCm",
           legal_note AS "legalNote", water
    FROM species WHERE slug = ${slug}`;
  if (!species) return null;
  const [heaviest, counts] = await Promise.all([
    selectPublicReports(viaDriver, {
      where: Prisma.sql`r.species_id = ${species.id}`,
      orderBy: Prisma.sql`r.weight DESC, r.id ASC`,
      limit: HEAVIEST_LIMIT,
    }),
    readSpeciesCounts(species),
  ]);
  const { id: _id, ...details } = species;
  return {
    species: details,
    reportCount: counts.reportCount,
    releasedCount: counts.releasedCount,
    heaviest: heaviest.map(toPublicReport),
    months: lastTwelveMonths(today).map((month) => ({ month, count: counts.months[month] ?? 0 })),
    baits: counts.baits,
    methods: counts.methods,
    patterns: counts.patterns,
  };
}

/** Every species' address, for the sitemap. */
export function listSpeciesSlugs(): Promise<{ slug: string }[]> {
  return db.species.findMany({ select: { slug: true }, orderBy: { slug: "asc" } });
}

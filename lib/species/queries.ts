// The species pages' reads: the catalogue with how often each species is reported, and one species' page (its
// heaviest public catches, the last twelve months, the baits and methods that took it, the share released).
// Names on the catches follow the privacy policy as everywhere (lib/report-rows/public.ts).
import "server-only";
import { db, Prisma } from "@/lib/db";
import { selectPublicReports, toPublicReport } from "@/lib/report-rows/public";
import type { PublicReport } from "@/lib/report-rows/types";

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
};

/** How many catches the species page lists by weight. */
export const HEAVIEST_LIMIT = 10;
/** How many baits and methods it names. */
export const TOP_LIMIT = 5;

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
  const [year, month] = today.toLocaleDateString("sv-SE", { timeZone: "Europe/Stockholm" }).split("-").map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - (11 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}

async function topValues(speciesId: number, column: "bait" | "method"): Promise<{ name: string; count: number }[]> {
  const field = Prisma.raw(`r.${column}`);
  return db.$queryRaw<{ name: string; count: number }[]>`
    SELECT min(btrim(${field})) AS name, count(*)::int AS count
    FROM reports r
    WHERE r.species_id = ${speciesId} AND ${field} IS NOT NULL AND btrim(${field}) <> ''
    GROUP BY lower(btrim(${field}))
    ORDER BY count DESC, name ASC
    LIMIT ${TOP_LIMIT}`;
}

/** One species' page, or null for a slug the catalogue does not have. */
export async function getSpeciesPage(slug: string, today = new Date()): Promise<SpeciesPage | null> {
  const species = await db.species.findUnique({
    where: { slug },
    select: { id: true, slug: true, name: true, latin: true, bigFishMinGrams: true, legalMinLengthCm: true, legalNote: true, water: true },
  });
  if (!species) return null;
  const months = lastTwelveMonths(today);
  const [heaviest, totals, perMonth, baits, methods] = await Promise.all([
    selectPublicReports(db, {
      where: Prisma.sql`r.species_id = ${species.id}`,
      orderBy: Prisma.sql`r.weight DESC, r.id ASC`,
      limit: HEAVIEST_LIMIT,
    }),
    db.$queryRaw<{ total: number; released: number }[]>`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE r.released)::int AS released
      FROM reports r WHERE r.species_id = ${species.id}`,
    db.$queryRaw<{ month: string; count: number }[]>`
      SELECT to_char(r.fishing_date, 'YYYY-MM') AS month, count(*)::int AS count
      FROM reports r
      WHERE r.species_id = ${species.id} AND r.fishing_date >= ${`${months[0]}-01`}::date
      GROUP BY 1`,
    topValues(species.id, "bait"),
    topValues(species.id, "method"),
  ]);
  const counted = new Map(perMonth.map((row) => [row.month, row.count]));
  const { id: _id, ...details } = species;
  return {
    species: details,
    reportCount: totals[0]?.total ?? 0,
    releasedCount: totals[0]?.released ?? 0,
    heaviest: heaviest.map(toPublicReport),
    months: months.map((month) => ({ month, count: counted.get(month) ?? 0 })),
    baits,
    methods,
  };
}

/** Every species' address, for the sitemap. */
export function listSpeciesSlugs(): Promise<{ slug: string }[]> {
  return db.species.findMany({ select: { slug: true }, orderBy: { slug: "asc" } });
}

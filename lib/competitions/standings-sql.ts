// The standings of one competition, computed from the reports in one query: which catches count, each catch's
// score by the rule, each member's best N (or their species), the ranks and the tie-break. Nothing is stored per
// catch, so posting, editing or deleting a report costs the competitions nothing but a cache expiry.
import "server-only";
import { db, Prisma } from "@/lib/db";
import type { CompetitionRule } from "@/lib/competitions/messages";

export type StandingsCompetition = {
  id: number;
  rule: CompetitionRule;
  topN: number;
  speciesIds: number[];
  startsOn: Date;
  endsOn: Date;
  photoRequired: boolean;
};

/** One member's place: their score and the catches that make it, best first. */
export type StandingRow = { userId: number; score: number; reportIds: number[] };

/**
 * The moment after which no new catch counts: the period's last day ends (Swedish time), then 48 hours of grace.
 * The same expression decides freezing (lib/competitions/freeze.ts), so the two can never disagree.
 */
export const GRACE_END_SQL = (endsOn: Prisma.Sql) =>
  Prisma.sql`((${endsOn} + 3)::timestamp AT TIME ZONE 'Europe/Stockholm')`;

/** A catch's score by the rule: kilograms, centimetres, or its weight as a share of the species' Storfisk weight. */
function catchScore(rule: CompetitionRule): Prisma.Sql {
  switch (rule) {
    case "longest":
      return Prisma.sql`r.length`;
    case "big_fish_points":
      return Prisma.sql`round(r.weight * 1000 / s.big_fish_min_grams, 4)`;
    case "species_count":
      return Prisma.sql`1::numeric`;
    default:
      return Prisma.sql`r.weight`;
  }
}

/**
 * The ranked standings, leader first, at `now` (suspensions are judged then). Ties go to whoever reached the score
 * first: the latest of their counting catches, by fishing date and then by the order they were posted.
 */
export async function computeStandings(
  competition: StandingsCompetition,
  { now = new Date(), limit }: { now?: Date; limit?: number } = {},
): Promise<StandingRow[]> {
  const { id, rule } = competition;
  const everySpecies = competition.speciesIds.length === 0;
  // species_count keeps each member's first catch of each species (its partition); the others their N best catches.
  const perMember = rule === "species_count" || rule === "heaviest" || rule === "longest" ? 1 : competition.topN;
  const partition = rule === "species_count" ? Prisma.sql`user_id, species_id` : Prisma.sql`user_id`;
  const order = rule === "species_count" ? Prisma.sql`fishing_date, id` : Prisma.sql`score DESC, fishing_date, id`;
  // The participants first (a thousand rows at most, materialized), then their catches through the reports'
  // (user_id, fishing_date) index: joining the members per catch instead cost a third more on a big competition.
  const rows = await db.$queryRaw<{ user_id: number; score: Prisma.Decimal; report_ids: number[] }[]>`
    WITH members AS MATERIALIZED (
      SELECT p.user_id FROM competition_participants p JOIN users u ON u.id = p.user_id
      WHERE p.competition_id = ${id} AND p.status = 'joined'
        AND u.consent_status <> 'PENDING'
        AND (u.suspended_until IS NULL OR u.suspended_until <= ${now})
    ),
    scored AS (
      SELECT r.id, r.user_id, r.species_id, r.fishing_date, ${catchScore(rule)} AS score
      FROM members m
      JOIN reports r ON r.user_id = m.user_id
      ${rule === "big_fish_points" ? Prisma.sql`JOIN species s ON s.id = r.species_id AND s.big_fish_min_grams IS NOT NULL` : Prisma.empty}
      WHERE r.fishing_date BETWEEN ${competition.startsOn}::date AND ${competition.endsOn}::date
        AND r.created_at <= (${GRACE_END_SQL(Prisma.sql`${competition.endsOn}::date`)} AT TIME ZONE 'UTC')
        ${everySpecies ? Prisma.empty : Prisma.sql`AND r.species_id = ANY(${competition.speciesIds}::int[])`}
        ${rule === "species_count" ? Prisma.sql`AND r.species_id IS NOT NULL` : Prisma.empty}
        ${competition.photoRequired ? Prisma.sql`AND r.image IS NOT NULL` : Prisma.empty}
        AND NOT EXISTS (SELECT 1 FROM competition_exclusions e WHERE e.competition_id = ${id} AND e.report_id = r.id)
        -- A catch brought in from a spreadsheet was not reported during the competition (decision 297).
        AND r.import_id IS NULL
    ),
    counting AS (
      SELECT scored.*, row_number() OVER (PARTITION BY ${partition} ORDER BY ${order}) AS place FROM scored
    ),
    kept AS (SELECT * FROM counting WHERE place <= ${perMember})
    SELECT user_id,
           sum(score) AS score,
           array_agg(id ORDER BY score DESC, fishing_date, id) AS report_ids,
           max(ARRAY[fishing_date - DATE '2000-01-01', id]) AS reached
    FROM kept
    GROUP BY user_id
    ORDER BY score DESC, reached, user_id
    ${limit ? Prisma.sql`LIMIT ${limit}` : Prisma.empty}`;
  return rows.map((row) => ({ userId: row.user_id, score: Number(row.score), reportIds: row.report_ids }));
}

// Members to become matroser with, for a member whose feed is empty or nearly (decision 298): friends of their
// matroser, then members who catch the same species or at the same places, then members active of late. Never an
// anonymous member (a suggestion would say who they are), never a suspended one or a child waiting for consent,
// never someone they already have a request with, and no child at all: a child is suggested to nobody who is not
// already their matros, and a child is suggested nobody (no adult to a child, SPEC's child rules).
import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { db, Prisma } from "@/lib/db";
import type { FeedSuggestion } from "@/lib/feed/types";
import { viaDriver } from "@/lib/report-rows/public";

/** Suggestions shown at most. */
export const SUGGESTIONS_SHOWN = 6;

/** Candidates kept per member: enough that some stay when members leave the running between two countings. */
const KEPT = 60;

/**
 * How many of everyone's newest catches the species and place suggestions look among: a bounded read whatever the
 * site's size (the last half year's catches took about 40 ms at 100,000 reports, and grow with the site).
 */
export const SUGGESTION_WINDOW = 5_000;

/** How long a member's counted candidates are kept (seconds); a new matros counts them again at once. */
const KEPT_SECONDS = 600;

/** SQL: the member `u` is a child (registered under 13, or with a parent's consent on record or awaited). */
const IS_CHILD = Prisma.sql`(u.consent_status <> 'NOT_REQUIRED' OR u.age < 13)`;

/**
 * SQL: the member `u` may be suggested to the viewer now: not the viewer, not anonymous, suspended, waiting or a
 * child, and no request or friendship either way. Asked afresh on every read, also of kept candidates.
 */
const suggestable = (viewerId: number) => Prisma.sql`
  u.id <> ${viewerId} AND NOT u.is_anonymous AND u.consent_status <> 'PENDING' AND NOT ${IS_CHILD}
  AND (u.suspended_until IS NULL OR u.suspended_until <= now())
  AND NOT EXISTS (
    SELECT 1 FROM friendships f
    WHERE (f.requester_id = ${viewerId} AND f.addressee_id = u.id) OR (f.requester_id = u.id AND f.addressee_id = ${viewerId}))`;

export type Candidate = { id: number; mutual: number | null; species: string | null; place: string | null };

function reasonOf(row: Candidate): string {
  if (row.mutual) return row.mutual === 1 ? "1 gemensam matros" : `${row.mutual} gemensamma matroser`;
  if (row.species) return `Fiskar också ${row.species.toLowerCase()}`;
  if (row.place) return `Fiskar också vid ${row.place}`;
  return "Har rapporterat fångster nyligen";
}

/** The candidates in the order they are suggested: the counting, which the kept copy spares a returning member. */
export function candidatesSql(viewerId: number): Prisma.Sql {
  return Prisma.sql`
    WITH mates AS (
      SELECT CASE WHEN f.requester_id = ${viewerId} THEN f.addressee_id ELSE f.requester_id END AS id
      FROM friendships f WHERE f.status = 'ACCEPTED' AND (f.requester_id = ${viewerId} OR f.addressee_id = ${viewerId})
    ),
    friends_of_friends AS (
      SELECT CASE WHEN f.requester_id = m.id THEN f.addressee_id ELSE f.requester_id END AS id, count(*)::int AS mutual
      FROM mates m JOIN friendships f ON f.status = 'ACCEPTED' AND (f.requester_id = m.id OR f.addressee_id = m.id)
      GROUP BY 1
    ),
    recent AS (
      SELECT r.user_id, r.species_id, r.location, r.fishing_date FROM reports r
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${SUGGESTION_WINDOW}
    ),
    my_species AS (SELECT DISTINCT species_id FROM reports WHERE user_id = ${viewerId} AND species_id IS NOT NULL),
    same_species AS (
      SELECT r.user_id AS id, min(s.name) AS species
      FROM recent r JOIN species s ON s.id = r.species_id
      WHERE r.species_id IN (SELECT species_id FROM my_species) AND r.fishing_date > current_date - 180
      GROUP BY r.user_id ORDER BY count(*) DESC LIMIT 100
    ),
    my_places AS (SELECT DISTINCT location FROM reports WHERE user_id = ${viewerId} LIMIT 30),
    same_place AS (
      SELECT r.user_id AS id, min(r.location) AS place
      FROM recent r WHERE r.location IN (SELECT location FROM my_places) AND r.fishing_date > current_date - 365
      GROUP BY r.user_id LIMIT 100
    ),
    active AS (SELECT DISTINCT r.user_id AS id FROM (SELECT user_id FROM recent LIMIT 200) r),
    candidates AS (
      SELECT id FROM friends_of_friends UNION SELECT id FROM same_species UNION SELECT id FROM same_place UNION SELECT id FROM active
    )
    SELECT u.id, fof.mutual, sp.species, pl.place
    FROM candidates c
    JOIN users u ON u.id = c.id
    LEFT JOIN friends_of_friends fof ON fof.id = c.id
    LEFT JOIN same_species sp ON sp.id = c.id
    LEFT JOIN same_place pl ON pl.id = c.id
    WHERE ${suggestable(viewerId)}
    ORDER BY fof.mutual DESC NULLS LAST, (sp.species IS NOT NULL) DESC, (pl.place IS NOT NULL) DESC, u.id DESC
    LIMIT ${KEPT}`;
}

const countCandidates = (viewerId: number) => db.$queryRaw<Candidate[]>(candidatesSql(viewerId));

/**
 * A member's candidates, kept for KEPT_SECONDS or until they gain or lose a matros (CACHE_TAGS.suggestions): a member
 * with an empty feed would otherwise count them again on every visit. Only ids and reasons are kept; who may be
 * shown is read afresh (readSuggestions), so a member who turns anonymous or is suspended leaves at once.
 */
function keptCandidates(viewerId: number): Promise<Candidate[]> {
  return unstable_cache(() => countCandidates(viewerId), ["feed-suggestions", String(viewerId)], {
    tags: [CACHE_TAGS.suggestions(viewerId)],
    revalidate: KEPT_SECONDS,
  })();
}

export async function readSuggestions(viewerId: number, limit = SUGGESTIONS_SHOWN): Promise<FeedSuggestion[]> {
  const [viewer] = await viaDriver.$queryRaw<{ age: number; consent_status: string }[]>`
    SELECT age, consent_status::text AS consent_status FROM users WHERE id = ${viewerId}::int`;
  if (!viewer || viewer.consent_status !== "NOT_REQUIRED" || viewer.age < 13) return [];
  return showCandidates(viewerId, await keptCandidates(viewerId), limit);
}

/** Of counted candidates, those who may be suggested now, in their order, with the reason for each. */
export async function showCandidates(viewerId: number, candidates: readonly Candidate[], limit = SUGGESTIONS_SHOWN): Promise<FeedSuggestion[]> {
  if (candidates.length === 0) return [];
  const shown = await viaDriver.$queryRaw<{ id: number; username: string; city: string | null }[]>`
    SELECT u.id, u.username, u.city FROM users u
    WHERE u.id = ANY(${candidates.map((candidate) => candidate.id)}::int[]) AND ${suggestable(viewerId)}`;
  const byId = new Map(shown.map((row) => [row.id, row]));
  return candidates
    .flatMap((candidate) => {
      const member = byId.get(candidate.id);
      return member ? [{ id: member.id, name: member.username, city: member.city, reason: reasonOf(candidate) }] : [];
    })
    .slice(0, limit);
}

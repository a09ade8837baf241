// Members to become matroser with, for a member whose feed is empty or nearly (decision 298): friends of their
// matroser, then members who catch the same species or at the same places, then members active of late. Never an
// anonymous member (a suggestion would say who they are), never a suspended one or a child waiting for consent,
// never someone they already have a request with, and no child at all: a child is suggested to nobody who is not
// already their matros, and a child is suggested nobody (no adult to a child, SPEC's child rules).
import "server-only";
import { db, Prisma } from "@/lib/db";
import type { FeedSuggestion } from "@/lib/feed/types";

/** Suggestions shown at most. */
export const SUGGESTIONS_SHOWN = 6;

/** SQL: the member `u` is a child (registered under 13, or with a parent's consent on record or awaited). */
const IS_CHILD = Prisma.sql`(u.consent_status <> 'NOT_REQUIRED' OR u.age < 13)`;

type Row = { id: number; username: string; city: string | null; mutual: number | null; species: string | null; place: string | null };

function reasonOf(row: Row): string {
  if (row.mutual) return row.mutual === 1 ? "1 gemensam matros" : `${row.mutual} gemensamma matroser`;
  if (row.species) return `Fiskar också ${row.species.toLowerCase()}`;
  if (row.place) return `Fiskar också vid ${row.place}`;
  return "Har rapporterat fångster nyligen";
}

export async function readSuggestions(viewerId: number, limit = SUGGESTIONS_SHOWN): Promise<FeedSuggestion[]> {
  const viewer = await db.user.findUnique({ where: { id: viewerId }, select: { age: true, consentStatus: true } });
  if (!viewer || viewer.consentStatus !== "NOT_REQUIRED" || viewer.age < 13) return [];
  const rows = await db.$queryRaw<Row[]>`
    WITH mates AS (
      SELECT CASE WHEN f.requester_id = ${viewerId} THEN f.addressee_id ELSE f.requester_id END AS id
      FROM friendships f WHERE f.status = 'ACCEPTED' AND (f.requester_id = ${viewerId} OR f.addressee_id = ${viewerId})
    ),
    friends_of_friends AS (
      SELECT CASE WHEN f.requester_id = m.id THEN f.addressee_id ELSE f.requester_id END AS id, count(*)::int AS mutual
      FROM mates m JOIN friendships f ON f.status = 'ACCEPTED' AND (f.requester_id = m.id OR f.addressee_id = m.id)
      GROUP BY 1
    ),
    my_species AS (SELECT DISTINCT species_id FROM reports WHERE user_id = ${viewerId} AND species_id IS NOT NULL),
    same_species AS (
      SELECT r.user_id AS id, min(s.name) AS species
      FROM reports r JOIN species s ON s.id = r.species_id
      WHERE r.species_id IN (SELECT species_id FROM my_species) AND r.fishing_date > current_date - 180
      GROUP BY r.user_id ORDER BY count(*) DESC LIMIT 100
    ),
    my_places AS (SELECT DISTINCT location FROM reports WHERE user_id = ${viewerId} LIMIT 30),
    same_place AS (
      SELECT r.user_id AS id, min(r.location) AS place
      FROM reports r WHERE r.location IN (SELECT location FROM my_places) AND r.fishing_date > current_date - 365
      GROUP BY r.user_id LIMIT 100
    ),
    active AS (
      SELECT DISTINCT r.user_id AS id FROM (
        SELECT user_id FROM reports ORDER BY created_at DESC, id DESC LIMIT 200
      ) r
    ),
    candidates AS (
      SELECT id FROM friends_of_friends UNION SELECT id FROM same_species UNION SELECT id FROM same_place UNION SELECT id FROM active
    )
    SELECT u.id, u.username, u.city, fof.mutual, sp.species, pl.place
    FROM candidates c
    JOIN users u ON u.id = c.id
    LEFT JOIN friends_of_friends fof ON fof.id = c.id
    LEFT JOIN same_species sp ON sp.id = c.id
    LEFT JOIN same_place pl ON pl.id = c.id
    WHERE u.id <> ${viewerId} AND NOT u.is_anonymous AND u.consent_status <> 'PENDING' AND NOT ${IS_CHILD}
      AND (u.suspended_until IS NULL OR u.suspended_until <= now())
      AND NOT EXISTS (
        SELECT 1 FROM friendships f
        WHERE (f.requester_id = ${viewerId} AND f.addressee_id = u.id) OR (f.requester_id = u.id AND f.addressee_id = ${viewerId}))
    ORDER BY fof.mutual DESC NULLS LAST, (sp.species IS NOT NULL) DESC, (pl.place IS NOT NULL) DESC, u.id DESC
    LIMIT ${limit}`;
  return rows.map((row) => ({ id: row.id, name: row.username, city: row.city, reason: reasonOf(row) }));
}

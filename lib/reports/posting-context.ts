// What posting a catch reads before it writes, in one round trip inside the post's transaction: the poster, the
// species the catch is filed under, and whether it beats the poster's earlier best of that species; and, for what
// the post makes stale once it commits, the poster's matroser (whose kept feeds list it) and live competitions
// (whose boards it may move), which were two more round trips after the commit. A keyed post takes its key in the
// same statement (lib/reports/idempotency.ts), which was a round trip of its own; so is the session checked, when the
// route left that to the post (lib/http.ts, memberWrite; decision 314).
import "server-only";
import type { PendingSession, SessionRow } from "@/lib/auth/session";
import { Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { liveCompetitionsSql } from "@/lib/competitions/report-hook";
import { matroserSql } from "@/lib/matroser";
import type { Reader } from "@/lib/report-rows/public";
import { reportMessages, type ReportInput } from "@/lib/reports/schemas";
import { normaliseSpeciesText } from "@/lib/species/match";

export type PostingContext = {
  poster: { id: number; username: string; isAnonymous: boolean; consentStatus: string };
  species: { id: number; name: string } | null;
  /** The catch is the poster's best of its species (the first of a species is); false without a species. */
  isBest: boolean;
  /** The poster had caught the species before: a best then beats something, which is news to friends. */
  hadEarlier: boolean;
  /** The poster's matroser. */
  matroser: number[];
  /** The running competitions the poster takes part in. */
  liveCompetitions: number[];
};

type Row = {
  session: SessionRow | null;
  claimed: boolean;
  id: number;
  username: string;
  is_anonymous: boolean;
  consent_status: string;
  species_id: number | null;
  species_name: string | null;
  beaten: boolean | null;
  matroser: number[];
  live_competitions: number[];
};

/**
 * The poster (null when the account is gone) and, as resolveSpecies decides it for an edit:
 * the species picked (which must exist) or named by the free text, and the personal-best mark. A best is heavier,
 * or as heavy and longer, than every earlier catch of the species: the poster's heaviest (then longest) earlier
 * catch, read from reports_user_id_species_id_weight_length_idx, must be lighter.
 */
export async function readPostingContext(
  tx: Reader,
  { posterId, input, claim, session }: { posterId: number; input: ReportInput; claim?: Prisma.Sql; session?: PendingSession },
): Promise<PostingContext | "taken" | null> {
  const picked = input.species_id;
  // A guard's claim (lib/reports/posting.ts) runs first, in the same statement: when it takes nothing, the rest is
  // not looked at.
  const claimPart = claim ? Prisma.sql`claimed AS (${claim}),` : Prisma.empty;
  const claimed = claim ? Prisma.sql`EXISTS (SELECT 1 FROM claimed)` : Prisma.sql`true`;
  // A session not checked yet is read here as well, and judged before anything the statement found is used.
  const sessionPart = session ? Prisma.sql`session_row AS (${session.rowSql()}),` : Prisma.empty;
  const sessionRow = session ? Prisma.sql`(SELECT to_json(session_row) FROM session_row)` : Prisma.sql`NULL::json`;
  const [row] = await tx.$queryRaw<Row[]>`
    WITH ${claimPart} ${sessionPart} species_filed AS (
      SELECT id, name FROM species
      WHERE CASE WHEN ${picked}::int IS NULL THEN match_keys @> ARRAY[${normaliseSpeciesText(input.fish)}]::text[] ELSE id = ${picked}::int END
      LIMIT 1
    ),
    earlier_best AS (
      SELECT (r.weight, r.length) >= (${input.weight}::numeric, ${input.length}::numeric) AS beaten
      FROM reports r
      WHERE r.user_id = ${posterId} AND r.species_id = (SELECT id FROM species_filed)
      ORDER BY r.weight DESC, r.length DESC
      LIMIT 1
    )
    SELECT ${sessionRow} AS session, ${claimed} AS claimed, u.id, u.username, u.is_anonymous, u.consent_status::text AS consent_status,
           s.id AS species_id, s.name AS species_name, (SELECT beaten FROM earlier_best) AS beaten,
           ARRAY(${matroserSql(Prisma.sql`${posterId}::int`)}) AS matroser,
           ARRAY(${liveCompetitionsSql(Prisma.sql`${posterId}::int`)}) AS live_competitions
    FROM users u LEFT JOIN species_filed s ON true
    WHERE u.id = ${posterId}`;
  // The member's row is the session's too: without it there is no session. A key another post took is not news to
  // a session that is none.
  if (session) await session.confirm(row?.session ?? null);
  if (row && !row.claimed) return "taken";
  if (!row) return null;
  const poster = { id: row.id, username: row.username, isAnonymous: row.is_anonymous, consentStatus: row.consent_status };
  if (picked !== null && row.species_id === null) {
    throw new AppError({ code: "VALIDATION_ERROR", message: reportMessages.speciesUnknown, fields: { species_id: reportMessages.speciesUnknown } });
  }
  const species = row.species_id === null || row.species_name === null ? null : { id: row.species_id, name: row.species_name };
  return {
    poster,
    species,
    isBest: species !== null && row.beaten !== true,
    hadEarlier: row.beaten !== null,
    matroser: row.matroser,
    liveCompetitions: row.live_competitions,
  };
}

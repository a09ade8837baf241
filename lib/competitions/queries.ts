// Reads of competitions: the lists on /tavlingar and the wins on a member's profile.
import "server-only";
import { db, Prisma } from "@/lib/db";
import { publicDisplayName } from "@/lib/privacy/members";
import { viaDriver } from "@/lib/report-rows/public";
import { competitionPhase } from "@/lib/competitions/period";
import { isoDay } from "@/lib/competitions/rows";
import type { CompetitionRule } from "@/lib/competitions/messages";
import type { CompetitionListsJson, CompetitionSummaryJson } from "@/lib/competitions/types";

const LIST_LIMIT = 50;

type SummaryRow = {
  id: number;
  name: string;
  rule: CompetitionRule;
  top_n: number;
  starts_on: Date;
  ends_on: Date;
  invite_only: boolean;
  participant_count: number;
  winner_id: number | null;
  winner_username: string | null;
  winner_anonymous: boolean | null;
};

async function summaries(where: Prisma.Sql, order: Prisma.Sql): Promise<CompetitionSummaryJson[]> {
  const rows = await db.$queryRaw<SummaryRow[]>`
    SELECT c.id, c.name, c.rule::text AS rule, c.top_n::int AS top_n, c.starts_on, c.ends_on, c.invite_only,
           (SELECT count(*)::int FROM competition_participants p WHERE p.competition_id = c.id AND p.status = 'joined') AS participant_count,
           c.winner_id, w.username AS winner_username, w.is_anonymous AS winner_anonymous
    FROM competitions c LEFT JOIN users w ON w.id = c.winner_id
    WHERE ${where}
    ORDER BY ${order}
    LIMIT ${LIST_LIMIT}`;
  const now = new Date();
  return rows.map((row) => {
    const startsOn = isoDay(row.starts_on);
    const endsOn = isoDay(row.ends_on);
    return {
      id: row.id,
      name: row.name,
      rule: row.rule,
      top_n: row.top_n,
      starts_on: startsOn,
      ends_on: endsOn,
      phase: competitionPhase({ startsOn, endsOn }, now),
      invite_only: row.invite_only,
      participant_count: row.participant_count,
      winner:
        row.winner_id !== null && row.winner_username !== null
          ? publicDisplayName({ id: row.winner_id, username: row.winner_username, isAnonymous: row.winner_anonymous ?? false })
          : null,
    };
  });
}

/** Open competitions not yet settled (soonest end first) and settled ones (latest first): the same for everyone. */
export async function listPublicCompetitions(): Promise<Pick<CompetitionListsJson, "open" | "finished">> {
  const [open, finished] = await Promise.all([
    summaries(Prisma.sql`NOT c.invite_only AND c.frozen_at IS NULL`, Prisma.sql`c.ends_on, c.id`),
    summaries(Prisma.sql`NOT c.invite_only AND c.frozen_at IS NOT NULL`, Prisma.sql`c.ends_on DESC, c.id DESC`),
  ]);
  return { open, finished };
}

/** The member's own competitions (created or joined) and the invitations waiting for an answer. */
export async function listMemberCompetitions(memberId: number): Promise<Pick<CompetitionListsJson, "mine" | "invited">> {
  const [mine, invited] = await Promise.all([
    summaries(
      Prisma.sql`(c.creator_id = ${memberId} OR EXISTS (SELECT 1 FROM competition_participants p WHERE p.competition_id = c.id AND p.user_id = ${memberId} AND p.status = 'joined'))`,
      Prisma.sql`c.frozen_at IS NOT NULL, c.ends_on, c.id`,
    ),
    summaries(
      Prisma.sql`EXISTS (SELECT 1 FROM competition_participants p WHERE p.competition_id = c.id AND p.user_id = ${memberId} AND p.status = 'invited') AND c.frozen_at IS NULL`,
      Prisma.sql`c.ends_on, c.id`,
    ),
  ]);
  return { mine, invited };
}

export type CompetitionWin = { id: number | null; name: string | null; ends_on: string };

/**
 * The competitions a member has won, as their public profile shows them. An invite-only competition is the
 * participants' own: the profile says a closed competition was won, without its name or link.
 */
export async function listMemberWins(memberId: number): Promise<CompetitionWin[]> {
  // Through the driver, as every first read of a profile asks (lib/profiles/queries.ts).
  const rows = await viaDriver.$queryRaw<{ id: number; name: string; ends_on: string; invite_only: boolean }[]>`
    SELECT id, name, to_char(ends_on, 'YYYY-MM-DD') AS ends_on, invite_only FROM competitions
    WHERE winner_id = ${memberId}::int AND frozen_at IS NOT NULL
    ORDER BY competitions.ends_on DESC, id DESC LIMIT 20`;
  return rows.map((row) => ({ id: row.invite_only ? null : row.id, name: row.invite_only ? null : row.name, ends_on: row.ends_on }));
}

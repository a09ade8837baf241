// The leaderboard as everyone sees it: the competition, its ranked members under their public names and the
// catches that count, linked to their reports. Frozen competitions read their stored standings; others are
// computed from the reports (lib/competitions/standings-sql.ts).
import "server-only";
import { db } from "@/lib/db";
import { publicDisplayName, MEMBERS_ONLY } from "@/lib/privacy/members";
import { competitionPhase } from "@/lib/competitions/period";
import { computeStandings, type StandingRow } from "@/lib/competitions/standings-sql";
import type { CompetitionRule } from "@/lib/competitions/messages";
import { findCompetition, isoDay, type CompetitionRow } from "@/lib/competitions/rows";
import type { CompetitionJson, LeaderboardJson, StandingJson } from "@/lib/competitions/types";

const memberSelect = { id: true, username: true, isAnonymous: true } as const;
const publicMember = (member: { id: number; username: string; isAnonymous: boolean } | null | undefined) =>
  member ? { id: member.isAnonymous ? null : member.id, name: publicDisplayName(member) } : { id: null, name: "Borttagen medlem" };

export async function toCompetitionJson(row: CompetitionRow, now = new Date()): Promise<CompetitionJson> {
  const [species, creator, participantCount] = await Promise.all([
    row.speciesIds.length ? db.species.findMany({ where: { id: { in: row.speciesIds } }, select: { id: true, name: true }, orderBy: { name: "asc" } }) : [],
    row.creatorId ? db.user.findUnique({ where: { id: row.creatorId }, select: memberSelect }) : null,
    db.competitionParticipant.count({ where: { competitionId: row.id, status: "joined" } }),
  ]);
  const startsOn = isoDay(row.startsOn);
  const endsOn = isoDay(row.endsOn);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    rule: row.rule,
    top_n: row.topN,
    species,
    starts_on: startsOn,
    ends_on: endsOn,
    invite_only: row.inviteOnly,
    photo_required: row.photoRequired,
    phase: competitionPhase({ startsOn, endsOn }, now),
    creator: row.creatorId ? publicMember(creator) : null,
    participant_count: participantCount,
    frozen: row.frozenAt !== null,
  };
}

/**
 * The standings to show: the stored ones once frozen, else computed afresh. Reading never freezes: a page render may
 * not expire the other pages a freeze changes, so freezing is left to readLeaderboard and the periodic check.
 */
export async function currentStandings(row: CompetitionRow, now = new Date()): Promise<{ row: CompetitionRow; standings: StandingRow[] }> {
  if (row.frozenAt) return { row, standings: (row.finalStandings ?? []) as StandingRow[] };
  return { row, standings: await computeStandings(row, { now }) };
}

/** Names and catches for ranked rows, as a visitor may see them (no positions: the leaderboard shows none). */
export async function describeStandings(rule: CompetitionRule, rows: StandingRow[]): Promise<StandingJson[]> {
  const reportIds = rows.flatMap((row) => row.reportIds);
  const [members, reports] = await Promise.all([
    db.user.findMany({ where: { id: { in: rows.map((row) => row.userId) }, ...MEMBERS_ONLY }, select: memberSelect }),
    reportIds.length
      ? db.report.findMany({
          where: { id: { in: reportIds } },
          select: { id: true, fish: true, weight: true, length: true, fishingDate: true, species: { select: { bigFishMinGrams: true } } },
        })
      : [],
  ]);
  const memberById = new Map(members.map((member) => [member.id, member]));
  const reportById = new Map(reports.map((report) => [report.id, report]));
  return rows.map((row, index) => ({
    rank: index + 1,
    member: publicMember(memberById.get(row.userId)),
    score: row.score,
    catches: row.reportIds.flatMap((id) => {
      const report = reportById.get(id);
      if (!report) return [];
      const weight = Number(report.weight);
      const minGrams = report.species?.bigFishMinGrams ?? null;
      return [
        {
          id: report.id,
          fish: report.fish,
          weight,
          length: Number(report.length),
          fishing_date: isoDay(report.fishingDate),
          points: rule === "big_fish_points" && minGrams ? Math.round((weight * 1000 * 10_000) / minGrams) / 10_000 : null,
        },
      ];
    }),
  }));
}

/** The whole leaderboard of a competition, or null when there is none. The same for every viewer. */
export async function loadLeaderboard(id: number, now = new Date()): Promise<LeaderboardJson | null> {
  const found = await findCompetition(id);
  if (!found) return null;
  const { row, standings } = await currentStandings(found, now);
  const [competition, described, participants] = await Promise.all([
    toCompetitionJson(row, now),
    describeStandings(row.rule, standings),
    db.competitionParticipant.findMany({
      where: { competitionId: id, status: "joined", user: MEMBERS_ONLY },
      select: { user: { select: memberSelect } },
      orderBy: { joinedAt: "asc" },
    }),
  ]);
  return { competition, standings: described, participants: participants.map((p) => publicMember(p.user)) };
}

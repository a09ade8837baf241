// The leaderboard as one viewer asks for it: who may see it is decided here, the standings come from the cache.
import "server-only";
import { db } from "@/lib/db";
import type { Viewer } from "@/lib/privacy/members";
import { getVisibleCompetitionOrThrow, viewerState } from "@/lib/competitions/access";
import { getCachedLeaderboard } from "@/lib/competitions/cached";
import { notFound } from "@/lib/errors";
import { freezeIfDue } from "@/lib/competitions/freeze";
import { graceEndsAt } from "@/lib/competitions/period";
import { isoDay } from "@/lib/competitions/rows";
import { competitionMessages as m, LEADERBOARD_SHOWN } from "@/lib/competitions/messages";
import type { CompetitionViewerJson, LeaderboardJson } from "@/lib/competitions/types";

/** The leaderboard and what the viewer may do: 404 when there is none, 403 for an invite-only one not theirs. */
export async function readLeaderboard({ viewer, id }: { viewer: Viewer; id: number }): Promise<LeaderboardJson & { viewer: CompetitionViewerJson }> {
  const { row, status } = await getVisibleCompetitionOrThrow(id, viewer);
  // The first reader after the grace settles it (outside any page render, so every page it changes expires).
  if (!row.frozenAt && new Date() >= graceEndsAt(isoDay(row.endsOn))) await freezeIfDue(id);
  const board = await getCachedLeaderboard(id);
  if (!board) throw notFound(m.notFound);
  // The board hides who an anonymous member is, so the viewer's own catches are found by owner, not by name.
  const shown = board.standings.flatMap((standing) => standing.catches.map((c) => c.id));
  const ownIds =
    viewer === null || shown.length === 0
      ? new Set<number>()
      : new Set((await db.report.findMany({ where: { id: { in: shown }, userId: viewer.id }, select: { id: true } })).map((r) => r.id));
  const own = board.standings.flatMap((standing) => standing.catches.filter((c) => ownIds.has(c.id)).map((c) => ({ id: c.id, fish: c.fish })));
  const standings = board.standings.slice(0, LEADERBOARD_SHOWN);
  return { ...board, standings, ranked_count: board.standings.length, viewer: await viewerState(row, viewer, status, own) };
}

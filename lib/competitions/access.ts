// Who may see a competition and what they may do in it. An open competition is everyone's to watch; an
// invite-only one only its participants', the invited's, its creator's and the admins'.
import "server-only";
import { db } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import type { Viewer } from "@/lib/privacy/members";
import { competitionMessages as m } from "@/lib/competitions/messages";
import { competitionPhase } from "@/lib/competitions/period";
import { findCompetition, isoDay, type CompetitionRow } from "@/lib/competitions/rows";
import type { CompetitionViewerJson } from "@/lib/competitions/types";

export async function participationOf(competitionId: number, userId: number) {
  return db.competitionParticipant.findUnique({
    where: { competitionId_userId: { competitionId, userId } },
    select: { status: true },
  });
}

export function mayView(row: Pick<CompetitionRow, "inviteOnly" | "creatorId">, viewer: Viewer, status: string | null): boolean {
  if (!row.inviteOnly) return true;
  if (!viewer) return false;
  return viewer.isAdmin || viewer.id === row.creatorId || status === "joined" || status === "invited";
}

/** The competition if the viewer may see it: 404 when there is none, 403 when it is invite-only and not theirs. */
export async function getVisibleCompetitionOrThrow(id: number, viewer: Viewer): Promise<{ row: CompetitionRow; status: string | null }> {
  const row = await findCompetition(id);
  if (!row) throw notFound(m.notFound);
  const status = viewer ? ((await participationOf(id, viewer.id))?.status ?? null) : null;
  if (!mayView(row, viewer, status)) throw viewer ? forbidden(m.notVisible) : notFound(m.notFound);
  return { row, status };
}

/** What the viewer may do here, with their own counting catches (which they may withdraw). */
export async function viewerState(
  row: CompetitionRow,
  viewer: Viewer,
  status: string | null,
  ownCounting: { id: number; fish: string }[],
): Promise<CompetitionViewerJson> {
  const phase = competitionPhase({ startsOn: isoDay(row.startsOn), endsOn: isoDay(row.endsOn) });
  const open = phase === "upcoming" || phase === "running";
  return {
    status: (status ?? "none") as CompetitionViewerJson["status"],
    is_creator: viewer !== null && viewer.id === row.creatorId,
    is_admin: viewer?.isAdmin ?? false,
    can_join: viewer !== null && open && status !== "joined" && (!row.inviteOnly || status === "invited"),
    own_counting_report_ids: ownCounting.map((c) => c.id),
    own_counting_catches: ownCounting,
  };
}

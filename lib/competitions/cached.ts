// The competitions' public reads, cached for every viewer alike and tagged with what they show: a leaderboard
// expires when a participant's catch, a participant, an exclusion or a member's name changes.
import "server-only";
import { unstable_cache } from "next/cache";
import { db } from "@/lib/db";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { loadLeaderboard } from "@/lib/competitions/leaderboard";
import { listMemberWins, listPublicCompetitions, type CompetitionWin } from "@/lib/competitions/queries";
import type { LeaderboardJson } from "@/lib/competitions/types";

/**
 * A backstop, not the mechanism: a suspension ending or a period starting changes the standings with no write to
 * expire them, so a leaderboard is read afresh at least this often (seconds).
 */
const LEADERBOARD_SECONDS = 300;

/** The leaderboard of one competition, the same for every viewer; who may see it is decided by the caller. */
export function getCachedLeaderboard(id: number): Promise<LeaderboardJson | null> {
  return unstable_cache(() => loadLeaderboard(id), ["competition-leaderboard", String(id)], {
    tags: [CACHE_TAGS.competition(id), CACHE_TAGS.competitionMembers],
    revalidate: LEADERBOARD_SECONDS,
  })();
}

/** The open competitions anyone may join or watch, and the finished open ones. */
export const getCachedPublicCompetitions = unstable_cache(() => listPublicCompetitions(), ["competition-lists"], {
  tags: [CACHE_TAGS.competitionLists, CACHE_TAGS.competitionMembers],
  revalidate: LEADERBOARD_SECONDS,
});

/** The catalogue's species as the form offers them (the catalogue is reference data: it changes with migrations). */
export const getCachedSpeciesChoices = unstable_cache(
  () => db.species.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } }),
  ["competition-species-choices"],
  { tags: [CACHE_TAGS.species], revalidate: false },
);

/** The competitions a member has won, as their profile shows them: expired with the profile (a freeze names the winner). */
export function getCachedMemberWins(memberId: number): Promise<CompetitionWin[]> {
  return unstable_cache(() => listMemberWins(memberId), ["competition-wins", String(memberId)], {
    tags: [CACHE_TAGS.profile(memberId), CACHE_TAGS.competitionLists],
    revalidate: LEADERBOARD_SECONDS,
  })();
}

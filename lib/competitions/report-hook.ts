// What a catch report's post, edit or delete does to the competitions: the leaderboards of the running
// competitions its owner takes part in expire, and whether the lead changed is checked after the answer is sent.
// One indexed query and a few tag expiries: the standings themselves are computed when next read.
import "server-only";
import { db } from "@/lib/db";
import { runAfterResponse } from "@/lib/after-response";
import { expireTags } from "@/lib/cache/invalidate";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { checkLeadChange } from "@/lib/competitions/lead";

/** The competitions whose standings these members' catches may move: joined, not frozen, already started. */
export async function liveCompetitionsOf(userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT DISTINCT c.id FROM competition_participants p JOIN competitions c ON c.id = p.competition_id
    WHERE p.user_id = ANY(${[...userIds]}::int[]) AND p.status = 'joined' AND c.frozen_at IS NULL
      AND c.starts_on <= (now() AT TIME ZONE 'Europe/Stockholm')::date + 1`;
  return rows.map((row) => row.id);
}

/** Called by lib/reports after a report write commits, with the owners whose catches changed. */
export async function competitionEntriesChanged({ ownerIds }: { ownerIds: readonly number[] }): Promise<void> {
  const ids = await liveCompetitionsOf(ownerIds);
  if (ids.length === 0) return;
  expireTags(ids.map(CACHE_TAGS.competition));
  await runAfterResponse("competition leads", async () => {
    for (const id of ids) await checkLeadChange(id);
  });
}

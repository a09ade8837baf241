// What a catch report's post, edit or delete does to the competitions: the leaderboards of the running
// competitions its owner takes part in expire, and whether the lead changed is checked a moment later. One indexed
// query and a few tag expiries on the request: the standings themselves are computed when next read.
import "server-only";
import { Prisma } from "@/lib/db";
import { viaDriver } from "@/lib/report-rows/public";
import { expireTags } from "@/lib/cache/invalidate";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { checkLeadChange } from "@/lib/competitions/lead";
import { outageLog } from "@/lib/outage";
import { databaseUnavailable } from "@/lib/outage/unavailable";

/**
 * Lead checks wait this long and are gathered per competition, so a burst of catches (a member logging a day's
 * fishing, a busy evening) costs one standings computation per competition, not one per catch.
 */
const LEAD_CHECK_DELAY_MS = 2_000;
const pendingLeadChecks = new Set<number>();
let leadTimer: NodeJS.Timeout | null = null;

/** Runs the gathered lead checks now (the timer does it; tests call it to see the outcome at once). */
export async function flushLeadChecks(): Promise<void> {
  if (leadTimer) clearTimeout(leadTimer);
  leadTimer = null;
  const ids = [...pendingLeadChecks];
  pendingLeadChecks.clear();
  for (const id of ids) {
    try {
      await checkLeadChange(id);
    } catch (error) {
      console.error(`[competitions] lead check of competition ${id} failed`, error);
    }
  }
}

function scheduleLeadChecks(ids: readonly number[]): void {
  for (const id of ids) pendingLeadChecks.add(id);
  if (leadTimer) return;
  leadTimer = setTimeout(() => void flushLeadChecks(), LEAD_CHECK_DELAY_MS);
  leadTimer.unref();
}

/**
 * The competitions whose standings these members' catches may move: joined, not frozen, already started. Read through
 * the driver: every post and edit asks, after its answer is settled.
 */
export async function liveCompetitionsOf(userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await viaDriver.$queryRaw<{ id: number }[]>(liveCompetitionsSql(Prisma.sql`ANY(${[...userIds]}::int[])`));
  return rows.map((row) => row.id);
}

/** The ids of those competitions (`id`), for members matched by `members` (`= 7`, `ANY(…)`): a part of a larger read. */
export function liveCompetitionsSql(members: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT DISTINCT c.id FROM competition_participants p JOIN competitions c ON c.id = p.competition_id
    WHERE p.user_id = ${members} AND p.status = 'joined' AND c.frozen_at IS NULL
      AND c.starts_on <= (now() AT TIME ZONE 'Europe/Stockholm')::date + 1`;
}

/** Owners whose catches changed while the lookup below could not run; tried again until it can. */
const pendingOwners = new Set<number>();
const OWNER_RETRY_MS = 5_000;
let ownerTimer: NodeJS.Timeout | null = null;

function retryOwnersLater(ownerIds: readonly number[]): void {
  for (const id of ownerIds) pendingOwners.add(id);
  if (ownerTimer) return;
  ownerTimer = setTimeout(() => {
    ownerTimer = null;
    const owners = [...pendingOwners];
    pendingOwners.clear();
    void competitionEntriesChanged({ ownerIds: owners });
  }, OWNER_RETRY_MS);
  ownerTimer.unref();
}

/**
 * Called by lib/reports (and moderation) after a write commits, with the owners whose catches changed. It never
 * throws: the write it follows is stored, so its answer must say so. When the database cannot be reached (it went
 * away just after the commit), the owners are kept and asked about again every few seconds until it answers, so
 * the boards still expire; the outage log hears of the failure as of any other. A write that read the owners' live
 * competitions in its own transaction (a post: lib/reports/posting-context.ts) passes them as `known`.
 */
export async function competitionEntriesChanged({ ownerIds, known }: { ownerIds: readonly number[]; known?: readonly number[] }): Promise<void> {
  let ids: readonly number[];
  try {
    ids = known ?? (await liveCompetitionsOf(ownerIds));
  } catch (error) {
    const kind = databaseUnavailable(error);
    if (!kind) {
      // Not an outage: asking again would fail again. The boards expire with their cache's lifetime instead.
      console.error("[competitions] finding the competitions a catch moves failed", error);
      return;
    }
    outageLog.failed("database", kind);
    retryOwnersLater(ownerIds);
    return;
  }
  if (ids.length === 0) return;
  expireTags(ids.map(CACHE_TAGS.competition));
  scheduleLeadChecks(ids);
}

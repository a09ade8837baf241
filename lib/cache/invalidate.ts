// What each kind of write makes stale. Called by the domain mutations after their transaction commits, before
// anything else that could throw, so a saved change is never left behind a stale page.
import "server-only";
import { revalidateTag } from "next/cache";
import { db } from "@/lib/db";
import { CACHE_TAGS } from "@/lib/cache/tags";

// expire: 0 makes the next request render afresh (read-your-own-writes); "max" would serve the stale page once.
const NOW = { expire: 0 } as const;

function expire(tags: string[]): void {
  for (const tag of new Set(tags)) revalidateTag(tag, NOW);
}

/**
 * Reports were posted or deleted: the lists, the home page and their own pages (a page asked for before the
 * report existed has cached its absence).
 */
export function reportsChanged({ reportIds }: { reportIds: readonly number[] }): void {
  expire([CACHE_TAGS.home, CACHE_TAGS.reportLists, ...reportIds.map(CACHE_TAGS.report)]);
}

/** A report's like count changed: its page and the list cards that show the count. */
export function reportLikesChanged(reportId: number): void {
  expire([CACHE_TAGS.report(reportId), CACHE_TAGS.reportLists]);
}

/**
 * How a member is named changed (anonymity switched, account removed): every cached page that shows their name
 * or links their profile. Their report pages are found by id, so other members' pages stay cached.
 */
export async function memberChanged(memberId: number): Promise<void> {
  const reports = await db.report.findMany({ where: { userId: memberId }, select: { id: true } });
  expire([CACHE_TAGS.home, CACHE_TAGS.reportLists, ...reports.map((report) => CACHE_TAGS.report(report.id))]);
}

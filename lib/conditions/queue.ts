// The background lookups of catches' weather in this server process: a queue with a bound on how many run at
// once, and a sweep that finds catches still waiting (SMHI was down, or the server restarted) in the database: the
// job queue's "conditions-sweep" every two minutes (lib/jobs/kinds.ts). The sweep claims its rows, so a catch being
// looked up after its post is never looked up by a sweep at the same time.
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { lookupConditions } from "@/lib/conditions/lookup";

const waiting: { reportId: number; since: number }[] = [];
const queued = new Set<number>();
let running = 0;
let idle: (() => void)[] = [];

/**
 * Lookups yield to catches being posted: they start once no catch has been posted for QUIET_MS, or when the oldest
 * has waited MAX_DEFER_MS, so a burst of posting does not share the database with its own lookups.
 */
const QUIET_MS = 500;
const MAX_DEFER_MS = 30_000;
let lastPosted = 0;
let draining = false;
let wake: NodeJS.Timeout | undefined;

function mayStart(now: number): boolean {
  if (draining) return true;
  if (now - lastPosted >= QUIET_MS) return true;
  return waiting.length > 0 && now - waiting[0]!.since >= MAX_DEFER_MS;
}

function concurrency(): number {
  return env().CONDITIONS_CONCURRENCY;
}

function pump(): void {
  if (waiting.length > 0 && !mayStart(Date.now())) {
    if (!wake) {
      wake = setTimeout(() => {
        wake = undefined;
        pump();
      }, QUIET_MS);
      wake.unref();
    }
    return;
  }
  while (running < concurrency() && waiting.length > 0) {
    const { reportId } = waiting.shift()!;
    running += 1;
    void lookupConditions(reportId)
      .catch((error: unknown) => console.error(`[conditions] lookup of report ${reportId} failed`, error))
      .finally(() => {
        running -= 1;
        queued.delete(reportId);
        pump();
      });
  }
  if (running === 0 && waiting.length === 0) {
    draining = false;
    const done = idle;
    idle = [];
    for (const resolve of done) resolve();
  }
}

/** Past this many waiting catches the queue takes no more: the sweep finds the rest in the database later. */
const MAX_WAITING = 10_000;

/** Looks up a catch's weather soon, in the background; the caller never waits for it. */
export function enqueueConditionsLookup(reportId: number): void {
  if (queued.has(reportId) || waiting.length >= MAX_WAITING) return;
  queued.add(reportId);
  lastPosted = Date.now();
  waiting.push({ reportId, since: lastPosted });
  pump();
}

/** Resolves when every queued lookup has finished (for tests and scripts). */
export function drainConditionsQueue(): Promise<void> {
  if (running === 0 && waiting.length === 0) return Promise.resolve();
  draining = true;
  const done = new Promise<void>((resolve) => idle.push(resolve));
  pump();
  return done;
}

/** How long a claimed catch is left to the server that claimed it. */
const LEASE = "10 minutes";

/**
 * Claims up to `limit` catches due for a lookup and queues them: those SMHI was down for, and those posted in the
 * last week that were never looked up (their server stopped before the queue reached them).
 */
export async function sweepConditions(limit = 50): Promise<number> {
  const claimed = await db.$queryRawUnsafe<{ report_id: number }[]>(
    `WITH fresh AS (
       INSERT INTO report_conditions (report_id, next_attempt_at)
       SELECT r.id, now() + interval '${LEASE}' FROM reports r
       WHERE r.created_at > now() - interval '7 days' AND r.created_at < now() - interval '2 minutes'
         AND r.import_id IS NULL
         AND NOT EXISTS (SELECT 1 FROM report_conditions c WHERE c.report_id = r.id)
       ORDER BY r.created_at DESC LIMIT $1
       ON CONFLICT DO NOTHING RETURNING report_id
     ), due AS (
       UPDATE report_conditions SET next_attempt_at = now() + interval '${LEASE}'
       WHERE report_id IN (
         SELECT report_id FROM report_conditions WHERE status = 'pending' AND next_attempt_at <= now()
         ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING report_id
     )
     SELECT report_id FROM fresh UNION SELECT report_id FROM due`,
    limit,
  );
  for (const row of claimed) enqueueConditionsLookup(row.report_id);
  return claimed.length;
}

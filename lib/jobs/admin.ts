// The admins' view of the job queue: per kind what waits, what runs, what failed in the last day and why, read
// from pg-boss's own table; and a failed job tried again. A failure shows its error's message only, never the
// job's data, so no member's details reach the panel through it.
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { recordAdminAction } from "@/lib/audit/log";
import { notFound } from "@/lib/errors";
import { JOB_KINDS } from "@/lib/jobs/kinds";
import { jobQueue, JOBS_SCHEMA } from "@/lib/jobs/queue";

/** The failures listed per kind, newest first. */
export const FAILURES_SHOWN = 5;
/** A failure's message is cut here: enough to tell one cause from another. */
const MESSAGE_MAX = 200;

export type JobFailureJson = { id: string; failedAt: string; message: string };
export type JobKindJson = {
  kind: string;
  label: string;
  waiting: number;
  running: number;
  failedLastDay: number;
  /** When the job that has waited longest became due; null when none waits. */
  oldestWaitingSince: string | null;
  failures: JobFailureJson[];
};

type CountRow = { name: string; waiting: number; running: number; failed: number; oldest: Date | null };
type FailureRow = { id: string; name: string; failed_at: Date; message: string | null };

const jobMessages = { notFound: "Jobbet finns inte eller har inte misslyckats", invalidId: "Ogiltigt jobb" } as const;

/** Whether pg-boss has made its tables here yet (it does when a process first starts the queue). */
async function queueInstalled(): Promise<boolean> {
  const [row] = await db.$queryRaw<{ installed: boolean }[]>`SELECT to_regclass(${`${JOBS_SCHEMA}.job`}) IS NOT NULL AS installed`;
  return row?.installed ?? false;
}

/** Every kind with its figures; a queue that has never started (no pg-boss tables yet) has nothing in it. */
export async function jobsOverview(now = new Date()): Promise<JobKindJson[]> {
  const installed = await queueInstalled();
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [counts, failures] = installed
    ? await Promise.all([
        db.$queryRawUnsafe<CountRow[]>(
          `SELECT name,
                  count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= $1)::int AS waiting,
                  count(*) FILTER (WHERE state = 'active')::int AS running,
                  count(*) FILTER (WHERE state = 'failed' AND completed_on > $2)::int AS failed,
                  min(start_after) FILTER (WHERE state IN ('created', 'retry') AND start_after <= $1) AS oldest
             FROM ${JOBS_SCHEMA}.job GROUP BY name`,
          now,
          dayAgo,
        ),
        db.$queryRawUnsafe<FailureRow[]>(
          `SELECT id::text AS id, name, failed_at, message FROM (
             SELECT id, name, completed_on AS failed_at, output->>'message' AS message,
                    row_number() OVER (PARTITION BY name ORDER BY completed_on DESC) AS n
               FROM ${JOBS_SCHEMA}.job WHERE state = 'failed' AND completed_on > $1) recent
            WHERE n <= ${FAILURES_SHOWN} ORDER BY failed_at DESC`,
          dayAgo,
        ),
      ])
    : [[], []];
  return Object.entries(JOB_KINDS).map(([kind, { label }]) => {
    const row = counts.find((count) => count.name === kind);
    return {
      kind,
      label,
      waiting: row?.waiting ?? 0,
      running: row?.running ?? 0,
      failedLastDay: row?.failed ?? 0,
      oldestWaitingSince: row?.oldest?.toISOString() ?? null,
      failures: failures
        .filter((failure) => failure.name === kind)
        .map((failure) => ({ id: failure.id, failedAt: failure.failed_at.toISOString(), message: (failure.message ?? "Okänt fel").slice(0, MESSAGE_MAX) })),
    };
  });
}

/** A job id as pg-boss writes it; anything else names no job. */
const jobIdSchema = z.uuid({ error: jobMessages.invalidId });

/** Tries a failed job again at once (pg-boss's retry), in the admin log; a job not failed, or not there, is a 404. */
export async function retryFailedJob(admin: { id: number; username: string }, rawId: string | string[] | undefined): Promise<{ id: string; kind: string }> {
  const parsed = jobIdSchema.safeParse(Array.isArray(rawId) ? rawId[0] : rawId);
  if (!parsed.success) throw notFound(jobMessages.notFound);
  const [job] = (await queueInstalled())
    ? await db.$queryRawUnsafe<{ name: string }[]>(`SELECT name FROM ${JOBS_SCHEMA}.job WHERE id = $1::uuid AND state = 'failed'`, parsed.data)
    : [];
  if (!job) throw notFound(jobMessages.notFound);
  await (await jobQueue()).retry(job.name, parsed.data);
  await recordAdminAction(db, { admin, action: "retry_job", details: `${job.name} ${parsed.data}` });
  return { id: parsed.data, kind: job.name };
}

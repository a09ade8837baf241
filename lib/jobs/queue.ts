// The site's one job queue: pg-boss, keeping its jobs in the PostgreSQL the site already has, in a schema of its own
// (decision 292). A process that runs jobs takes them from every kind in lib/jobs/kinds.ts and keeps their schedules;
// one that only serves pages starts no workers (JOBS=off). Kinds and how to add one: docs/architecture.md.
import "server-only";
import { PgBoss, type Clock, type JobWithMetadata } from "pg-boss";
import { env, isBuilding } from "@/lib/env";
import { databaseUnavailable } from "@/lib/outage/unavailable";
import { outageLog } from "@/lib/outage";
import { JOB_KINDS, type JobKind, type JobKindName } from "@/lib/jobs/kinds";
import { listenForWakeups } from "@/lib/jobs/wake";

const KINDS: [string, JobKind][] = Object.entries(JOB_KINDS);

/** The schema pg-boss keeps its tables in; the site's own tables stay in `public`. */
export const JOBS_SCHEMA = "pgboss";

const globalForJobs = globalThis as unknown as { fiskegangetJobs?: Promise<PgBoss> };

/** How this process takes part: "all" runs jobs beside what it serves, "off" only enqueues (web-only processes). */
export function jobsRole(): "all" | "off" {
  return env().JOBS;
}

/** Where pg-boss logs its own trouble: a database outage goes to the calm outage log, anything else as it is. */
function reportError(error: unknown): void {
  const kind = databaseUnavailable(error);
  if (kind) outageLog.failed("database", kind);
  else console.error("[jobs] the queue failed", error);
}

/** A pg-boss on the site's database, its queues created (idempotent) and, when `work`, its workers and schedules. */
export async function createJobQueue({ connectionString, work, clock }: { connectionString: string; work: boolean; clock?: Clock }): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString,
    // A test drives time by hand (pg-boss's TestClock); the site runs on the system's clock.
    ...(clock ? { clock } : {}),
    schema: JOBS_SCHEMA,
    // Two connections a process: the queue's statements are few and short, and a cluster of processes shares the server.
    max: 2,
    application_name: "fiskeganget-jobs",
    // Only a process that runs jobs keeps the schedules and the queue's housekeeping, and is woken at once for
    // a job of a queue that says `notify` (one more connection, for listening).
    supervise: work,
    schedule: work,
    // How soon a job whose process stopped mid-run is handed on (its heartbeat or time missed), looked for by
    // every process that runs jobs; one pass per queue in that time however many processes there are.
    superviseIntervalSeconds: env().JOBS_SUPERVISE_SECONDS,
    monitorIntervalSeconds: env().JOBS_SUPERVISE_SECONDS,
    // (Not under a test's clock: its minutes pass in a moment and the listener's heartbeat would time out.)
    useListenNotify: work && !clock,
  });
  boss.on("error", reportError);
  try {
    await boss.start();
    // A queue is created with its kind's rules, and takes them again at every start: a rule changed in
    // lib/jobs/kinds.ts reaches queues created before (all but the policy, which pg-boss keeps as created).
    for (const [name, { queue }] of KINDS) {
      await boss.createQueue(name, queue);
      const { policy: _kept, ...rules } = queue;
      await boss.updateQueue(name, rules);
    }
    if (work) {
      await startWorkers(boss);
      const wakeups = listenForWakeups(
        boss,
        connectionString,
        KINDS.flatMap(([name, kind]) => (kind.wakeOn ? [[name, kind.wakeOn] as [string, string]] : [])),
      );
      boss.once("stopped", () => void wakeups.stop());
    }
    return boss;
  } catch (error) {
    // Half started (the database went away meanwhile): nothing of it is left holding connections or timers.
    await boss.stop({ graceful: false, close: true }).catch(() => undefined);
    throw error;
  }
}

/** This process takes every kind's jobs and keeps the recurring kinds' schedules. */
async function startWorkers(boss: PgBoss): Promise<void> {
  for (const [name, kind] of KINDS) {
    // A job sent now wakes the worker (the queues say `notify`); the poll, every 30 s by default, finds what nobody
    // announces: a retry whose pause is over, a job handed on from a process that stopped.
    const poll = env().JOBS_POLL_SECONDS;
    const options = { pollingIntervalSeconds: poll, notifyPollingIntervalSeconds: poll, includeMetadata: true } as const;
    await boss.work(name, options, async (jobs: JobWithMetadata<Record<string, unknown> | null>[]) => {
      for (const job of jobs) {
        try {
          const line = await kind.run(job.data ?? {});
          if (line) console.info(line);
        } catch (error) {
          // One line per failed run; pg-boss keeps the message with the job and tries again after its back-off.
          if (!databaseUnavailable(error)) console.error(`[jobs] ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
          // Its last try: whoever waits for it is told (a member's import), once.
          if (job.retryCount >= job.retryLimit) await kind.gaveUp?.(job.data ?? {}).catch(() => undefined);
          throw error;
        }
      }
    });
    if (kind.schedule) await boss.schedule(name, kind.schedule, null, { tz: "Europe/Stockholm" });
    else await boss.unschedule(name);
  }
}

/**
 * Starts this process's part in the queue once (the server's start, or `npm run worker`); never while building.
 * A database that cannot be reached at start is reported once and tried again after a minute.
 */
export function startJobQueue({ work = jobsRole() === "all" }: { work?: boolean } = {}): Promise<PgBoss> | null {
  if (isBuilding()) return null;
  if (globalForJobs.fiskegangetJobs) return globalForJobs.fiskegangetJobs;
  const started = createJobQueue({ connectionString: env().DATABASE_URL, work });
  globalForJobs.fiskegangetJobs = started;
  started.catch((error: unknown) => {
    reportError(error);
    if (globalForJobs.fiskegangetJobs === started) globalForJobs.fiskegangetJobs = undefined;
    // A process that runs jobs tries again; one that only sends starts the queue when it next needs it.
    if (work) setTimeout(() => void startJobQueue({ work }), 60_000).unref();
  });
  return started;
}

/**
 * The running queue. A process that runs jobs started it at its start; any other (web-only, a script, a test)
 * starts one here that only sends and reads.
 */
export async function jobQueue(): Promise<PgBoss> {
  const running = startJobQueue({ work: false });
  if (!running) throw new Error("the job queue does not run while the site is being built");
  return running;
}

/** Enqueues a job of a kind now (a job a person waits for, or a schedule run by hand). */
export async function enqueueJob(name: JobKindName, data: Record<string, unknown> = {}): Promise<string | null> {
  return (await jobQueue()).send(name, data);
}

/** Stops the queue: workers finish their jobs (up to `graceSeconds`), schedules stay in the database. */
export async function stopJobQueue(graceSeconds = 10): Promise<void> {
  const running = globalForJobs.fiskegangetJobs;
  globalForJobs.fiskegangetJobs = undefined;
  if (!running) return;
  const boss = await running.catch(() => null);
  await boss?.stop({ graceful: true, timeout: graceSeconds * 1000 });
}

// The cluster test's background-job step (scripts/cluster-test.mjs): a worker process killed in the middle of a job,
// and the job done once, by another worker. The job is a real one: settling a competition whose grace has passed,
// which stores the result and tells every participant. The test holds the competition's row, so the first worker's
// run waits inside its transaction; that worker is killed (SIGKILL: no goodbye, as when a machine goes), the row
// is let go, and a second worker takes the job over once the first one's heartbeat is missed.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { PgBoss } from "pg-boss";
import { expect } from "./http.mjs";

const KIND = "competition-freeze";
/** The kind recurs every five minutes (lib/jobs/kinds.ts); a run of its own beside ours would take the row first. */
const SCHEDULE_MINUTES = 5;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what, seconds, check) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${seconds} s`);
    await sleep(100);
  }
}

/** Waits while the kind's own schedule is about to run (its last 40 s before a run and the run's first 10 s). */
async function clearOfTheSchedule() {
  for (;;) {
    const now = new Date();
    const intoPeriod = (now.getUTCMinutes() % SCHEDULE_MINUTES) * 60 + now.getUTCSeconds();
    if (intoPeriod >= 10 && intoPeriod <= SCHEDULE_MINUTES * 60 - 40) return;
    await sleep(1000);
  }
}

/** Whether /tavlingar's HTML lists the competition among the settled ones (their section, not the page's data). */
const listedAsSettled = (html, name) => {
  const at = html.indexOf('id="finished-competitions"');
  const end = html.indexOf("</section>", at);
  return at >= 0 && end > at && html.slice(at, end).includes(name);
};

const logText = (file) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
};

/**
 * `first` is a running worker process (the only one running jobs); `startWorker(name)` starts another and answers
 * `{ child, logFile }`; `kill(child)` ends one without letting it finish anything. `apps` are the app servers'
 * addresses: each has cached /tavlingar before the job, and must show the settled competition after it.
 */
export async function workerKilledMidJob({ step, first, startWorker, kill, get, apps }) {
  const connectionString = process.env.DATABASE_URL;
  const holder = new pg.Client({ connectionString });
  const watcher = new pg.Client({ connectionString });
  const boss = new PgBoss({ connectionString, schema: "pgboss", supervise: false, schedule: false, migrate: false, max: 1 });
  boss.on("error", (error) => console.error(`[cluster-test] the test's queue client: ${error.message}`));
  await Promise.all([holder.connect(), watcher.connect(), boss.start()]);
  let second = null;
  try {
    let competition = null;
    let name = null;
    let participants = [];
    let jobId = null;
    await step("a worker killed in the middle of a job: the job runs in it and waits on the row", async () => {
      await waitFor(`${first.name} running jobs`, 60, () => logText(first.logFile).includes("[jobs] worker running"));
      await clearOfTheSchedule();
      const { rows: members } = await watcher.query(
        `SELECT id FROM users WHERE consent_status = 'NOT_REQUIRED' AND suspended_until IS NULL AND NOT is_anonymous ORDER BY id LIMIT 2`,
      );
      participants = members.map((m) => m.id);
      expect(participants.length === 2, `the seeded database has ${participants.length} active member(s)`);
      name = `Klustertävling ${randomBytes(3).toString("hex")}`;
      const { rows } = await watcher.query(
        `INSERT INTO competitions (creator_id, name, starts_on, ends_on, rule)
         VALUES ($1, $2, current_date - 10, current_date - 4, 'heaviest') RETURNING id`,
        [participants[0], name],
      );
      competition = rows[0].id;
      await watcher.query(
        `INSERT INTO competition_participants (competition_id, user_id, status, joined_at) SELECT $1, unnest($2::int[]), 'joined', now()`,
        [competition, participants],
      );
      // Each app server caches /tavlingar with it not yet settled: only the worker's expiry can move it.
      for (const app of apps) {
        const page = await get(app, "/tavlingar");
        expect(page.status === 200 && !listedAsSettled(page.text(), name), `${app}/tavlingar answered ${page.status} before the job`);
      }
      await holder.query("BEGIN");
      await holder.query("SELECT id FROM competitions WHERE id = $1 FOR UPDATE", [competition]);
      // A job of its own beside the schedule's: a heartbeat every 5 s missed after 10, and a retry at once.
      jobId = await boss.send(KIND, {}, { singletonKey: `cluster-test-${competition}`, heartbeatSeconds: 10, retryDelay: 1, retryBackoff: false });
      expect(jobId, "the queue did not take the job");
      await waitFor("the job running and waiting on the row", 20, async () => {
        const { rows: waiting } = await watcher.query(
          `SELECT (SELECT state::text FROM pgboss.job WHERE id = $1) AS state,
                  (SELECT count(*)::int FROM pg_stat_activity
                    WHERE wait_event_type = 'Lock' AND query LIKE '%FROM competitions WHERE id%FOR UPDATE%') AS waiting`,
          [jobId],
        );
        return waiting[0].state === "active" && waiting[0].waiting > 0;
      });
      // Killed while its transaction waits: nothing of the run may count.
      await kill(first.child);
      await holder.query("COMMIT");
      const { rows: after } = await watcher.query("SELECT frozen_at FROM competitions WHERE id = $1", [competition]);
      expect(after[0].frozen_at === null, "the competition was settled by the killed worker");
      return `competition ${competition}, job ${jobId.slice(0, 8)}, ${first.name} killed`;
    });
    if (!jobId) return;

    await step("another worker takes the job over and settles the competition once", async () => {
      const killedAt = Date.now();
      second = startWorker("worker-2");
      const seen = {};
      const job = await waitFor("the job done", 90, async () => {
        const { rows } = await watcher.query("SELECT state::text, retry_count FROM pgboss.job WHERE id = $1", [jobId]);
        seen.ready ??= logText(second.logFile).includes("[jobs] worker running") ? Date.now() - killedAt : undefined;
        if (rows[0]?.state !== "active") seen.handedOn ??= Date.now() - killedAt;
        return rows[0]?.state === "completed" ? rows[0] : null;
      });
      const done = Date.now() - killedAt;
      expect(job.retry_count === 1, `the job ran ${job.retry_count + 1} times, expected 2 (the killed run and the one after)`);
      const { rows } = await watcher.query(
        `SELECT c.frozen_at, (SELECT count(*)::int FROM notifications n WHERE n.type = 'competition_ended' AND n.related_id = c.id) AS told
           FROM competitions c WHERE c.id = $1`,
        [competition],
      );
      expect(rows[0].frozen_at !== null, "the competition is not settled");
      expect(rows[0].told === participants.length, `${rows[0].told} notification(s) of the result, expected ${participants.length}`);
      const settled = /settled 1 competition/;
      expect(settled.test(logText(second.logFile)), `${second.name}'s log does not say it settled the competition`);
      expect(!settled.test(logText(first.logFile)), `${first.name}'s log says it settled the competition`);
      const at = (ms) => (ms === undefined ? "?" : `${(ms / 1000).toFixed(1)} s`);
      return `done by ${second.name} on its 2nd run, ${rows[0].told} participants told once; after the kill: handed on ${at(seen.handedOn)}, ${second.name} up ${at(seen.ready)}, done ${at(done)}`;
    });

    await step("both app servers list the competition as settled: the worker expired their shared pages", async () => {
      for (const app of apps) {
        const page = await waitFor(`${app}/tavlingar with the competition`, 5, async () => {
          const answer = await get(app, "/tavlingar");
          return answer.status === 200 && listedAsSettled(answer.text(), name) ? answer : null;
        });
        expect(page, `${app}/tavlingar does not list ${name}`);
      }
    });
  } finally {
    if (holder) await holder.query("ROLLBACK").catch(() => undefined);
    await Promise.allSettled([holder.end(), watcher.end(), boss.stop({ graceful: false, close: true })]);
    if (second) await kill(second.child).catch(() => undefined);
  }
}

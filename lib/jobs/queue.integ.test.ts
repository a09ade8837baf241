// The job queue as several processes share it: two queue instances on one database (as two server processes have),
// time driven by pg-boss's TestClock so a quarter of an hour passes in a moment. A recurring kind runs once per
// period however many processes keep its schedule, and a job whose process died mid-run is done once, by another.
import { afterEach, describe, expect, it } from "vitest";
import { PgBoss, TestClock } from "pg-boss";
import { db } from "@/lib/db";
import { createJobQueue, JOBS_SCHEMA } from "@/lib/jobs/queue";
import { JOB_KINDS } from "@/lib/jobs/kinds";
import { toggleReportLike } from "@/lib/likes/mutations";
import { createReport, createUser } from "@/prisma/factories";
import { resetDatabase } from "@/test/db";

const connectionString = process.env.DATABASE_URL!;
const running: PgBoss[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((boss) => boss.stop({ graceful: false, close: true })));
});

/** Jobs of a kind in a state, straight from pg-boss's table. */
async function jobs(name: string, state?: string): Promise<{ state: string; retry_count: number }[]> {
  const rows = await db.$queryRawUnsafe<{ state: string; retry_count: number }[]>(
    `SELECT state::text AS state, retry_count FROM ${JOBS_SCHEMA}.job WHERE name = $1 ${state ? "AND state::text = $2" : ""} ORDER BY created_on`,
    ...(state ? [name, state] : [name]),
  );
  return rows;
}

/** Lets handlers the clock's ticks started finish: they run on real time. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe("the job queue", () => {
  it("runs a recurring kind once per period with two processes keeping its schedule", async () => {
    await db.$executeRawUnsafe(`DELETE FROM ${JOBS_SCHEMA}.job WHERE name = 'competition-freeze'`).catch(() => undefined);
    const clock = new TestClock("2026-11-28T09:00:30Z");
    const first = await createJobQueue({ connectionString, work: true, clock });
    const second = await createJobQueue({ connectionString, work: true, clock });
    running.push(first, second);

    // A quarter of an hour and a little more, a minute at a time: the freezer's */5 comes due at :05, :10 and :15.
    for (let step = 0; step < 17; step++) {
      await clock.tick(60_000);
      await settle();
    }
    const created = await jobs("competition-freeze");
    expect(created).toHaveLength(3);
    expect(created.every((job) => job.state === "completed")).toBe(true);
  });

  it("delivers a stored notification at once: its commit wakes a process running jobs, which need not wait to poll", async () => {
    await resetDatabase();
    await db.$executeRawUnsafe(`DELETE FROM ${JOBS_SCHEMA}.job WHERE name = 'notification-delivery'`).catch(() => undefined);
    const boss = await createJobQueue({ connectionString, work: true });
    running.push(boss);
    // The listener connects beside the queue; a notification stored before it listens waits for the schedule.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const owner = await createUser(db);
    const fan = await createUser(db);
    const report = await createReport(db, { userId: owner.id });
    const stored = Date.now();
    await toggleReportLike({ actor: { id: fan.id, username: fan.username, isAdmin: false }, reportId: report.id });

    // Far sooner than the 30 s the workers poll at, and than the every-minute schedule.
    await expect
      .poll(async () => (await db.notificationDelivery.findFirst({ where: { userId: owner.id } }))?.pushState, { timeout: 5_000, interval: 100 })
      .not.toBe("pending");
    expect(Date.now() - stored).toBeLessThan(5_000);
    // The run that delivered it is the queue's, and is recorded once its handler returns.
    await expect.poll(async () => (await jobs("notification-delivery", "completed")).length, { timeout: 2_000, interval: 100 }).toBeGreaterThanOrEqual(1);
  });

  it("does a job once, in another process, when the process running it died", async () => {
    const name = "queue-crash-test";
    const clock = new TestClock("2026-11-28T09:00:00Z");
    const options = { connectionString, schema: JOBS_SCHEMA, clock, max: 2, supervise: true, schedule: false };
    const dying = new PgBoss(options);
    const survivor = new PgBoss(options);
    running.push(dying, survivor);
    await dying.start();
    await survivor.start();
    await db.$executeRawUnsafe(`DELETE FROM ${JOBS_SCHEMA}.job WHERE name = $1`, name).catch(() => undefined);
    // The maintenance kinds' rules, on a queue of the test's own.
    await dying.createQueue(name, { ...JOB_KINDS["competition-freeze"].queue, retryDelay: 1, retryBackoff: false });

    let started = 0;
    let done = 0;
    await dying.work(name, { pollingIntervalSeconds: 1 }, async () => {
      started += 1;
      // The process dies here: the job never finishes.
      await new Promise(() => undefined);
    });
    const id = await dying.send(name, { what: "once" });
    expect(id).toBeTruthy();
    for (let step = 0; step < 5 && started === 0; step++) {
      await clock.tick(1_000);
      await settle();
    }
    expect(started).toBe(1);
    await dying.offWork(name, { wait: false });

    await survivor.work(name, { pollingIntervalSeconds: 1 }, async () => {
      done += 1;
    });
    // Past the kind's five minutes a run may take: the job expires, is retried, and the survivor takes it.
    for (let step = 0; step < 20 && done === 0; step++) {
      await clock.tick(30_000);
      await settle();
    }
    expect(done).toBe(1);
    const [job] = await jobs(name);
    expect(job).toMatchObject({ state: "completed", retry_count: 1 });
    expect(started).toBe(1);
  });
});

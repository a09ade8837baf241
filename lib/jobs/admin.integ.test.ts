// The admins' view of the queue: the figures per kind from pg-boss's own table, a failure's message without the
// job's data, and a failed job that runs again from the panel (and is in the admin log).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PgBoss } from "pg-boss";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { createUser } from "@/prisma/factories";
import { jobsOverview, retryFailedJob } from "@/lib/jobs/admin";
import { jobQueue, JOBS_SCHEMA, stopJobQueue } from "@/lib/jobs/queue";

let boss: PgBoss;

beforeAll(async () => {
  boss = await jobQueue();
});
afterAll(() => stopJobQueue(0));
beforeEach(async () => {
  await resetDatabase();
  await db.$executeRawUnsafe(`DELETE FROM ${JOBS_SCHEMA}.job WHERE name IN ('consent-cleanup', 'storage-sweep')`);
});

/** A job of a kind that failed for good `minutesAgo`, with data a member might have given. */
async function failedJob(kind: string, message: string, minutesAgo: number): Promise<string> {
  const id = await boss.send(kind, { email: "anna@example.se" }, { retryLimit: 0 });
  await db.$executeRawUnsafe(
    `UPDATE ${JOBS_SCHEMA}.job SET state = 'failed', output = $2::jsonb, completed_on = now() - make_interval(mins => $3) WHERE id = $1::uuid`,
    id,
    JSON.stringify({ name: "Error", message, stack: "Error: at secret place" }),
    minutesAgo,
  );
  return id!;
}

describe("the admins' view of the job queue", () => {
  it("counts per kind what waits, runs and failed in the last day, and shows the newest failures' messages only", async () => {
    await boss.send("consent-cleanup", {});
    await boss.send("consent-cleanup", {}, { startAfter: 3600 }); // not due yet: not waiting
    const recent = await failedJob("storage-sweep", "Bilderna går inte att nå just nu.", 5);
    await failedJob("storage-sweep", "connect ECONNREFUSED", 2 * 24 * 60); // two days ago: left out

    const kinds = await jobsOverview();
    expect(kinds.map((kind) => kind.kind)).toEqual(["notification-delivery", "consent-cleanup", "competition-freeze", "conditions-sweep", "idempotency-prune", "count-fold", "species-count", "trip-reminders", "storage-sweep", "logbook-import"]);
    const cleanup = kinds.find((kind) => kind.kind === "consent-cleanup")!;
    expect(cleanup).toMatchObject({ label: "Barnkonton utan samtycke tas bort", waiting: 1, running: 0, failedLastDay: 0, failures: [] });
    expect(cleanup.oldestWaitingSince).not.toBeNull();
    const sweep = kinds.find((kind) => kind.kind === "storage-sweep")!;
    expect(sweep).toMatchObject({ waiting: 0, failedLastDay: 1, oldestWaitingSince: null });
    expect(sweep.failures).toEqual([{ id: recent, failedAt: expect.any(String), message: "Bilderna går inte att nå just nu." }]);
    expect(JSON.stringify(kinds)).not.toContain("anna@example.se");
    expect(JSON.stringify(kinds)).not.toContain("secret place");
  });

  it("runs a failed job again, in the admin log, and refuses one that is not failed", async () => {
    const admin = await createUser(db, { username: "jobbadmin", isAdmin: true });
    const id = await failedJob("storage-sweep", "Bucket borta", 1);
    await expect(retryFailedJob(admin, id)).resolves.toEqual({ id, kind: "storage-sweep" });
    const [job] = await db.$queryRawUnsafe<{ state: string }[]>(`SELECT state::text AS state FROM ${JOBS_SCHEMA}.job WHERE id = $1::uuid`, id);
    expect(job!.state).not.toBe("failed");
    expect(await db.adminLog.findMany({ select: { action: true, details: true } })).toEqual([{ action: "retry_job", details: `storage-sweep ${id}` }]);

    // Now waiting again, it is no longer a failure to retry; nor is a made-up id, or no id at all.
    await expect(retryFailedJob(admin, id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(retryFailedJob(admin, "6f1c2a4e-0b7d-4c1e-9a55-3d2f8e9b7c10")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(retryFailedJob(admin, "'; DROP TABLE users; --")).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await db.adminLog.count()).toBe(1);
  });
});

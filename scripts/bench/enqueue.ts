// `npm run bench:enqueue`: what sending a job inside a post's transaction adds to the post. A catch is stored in a
// transaction as the site stores one (the report row, its triggers and counters), alternately alone and with a job
// sent to the job queue in the same transaction (pg-boss's Prisma adapter), in blocks so the machine's noise falls
// on both. Prints the two times per post, the difference and the budget (at most 2 ms more); exits 1 over it.
// Runs on its own database (--fresh); the queue's tables are made there at start.
import os from "node:os";
import process from "node:process";
import { fromPrisma } from "pg-boss";

const POSTS = Number(process.env.BENCH_POSTS ?? 2000);
const BLOCK = 20;
const BUDGET_MS = 2;

const { db } = await import("@/lib/db");
const { createJobQueue, JOBS_SCHEMA } = await import("@/lib/jobs/queue");

const boss = await createJobQueue({ connectionString: process.env.DATABASE_URL!, work: false });
try {
  const QUEUE = "bench-enqueue";
  await boss.createQueue(QUEUE);
  const stamp = Date.now().toString(36);
  const angler = await db.user.create({ data: { username: `bench_q_${stamp}`, usernameKey: `bench_q_${stamp}`, passwordHash: "x", age: 30 } });
  console.log(`[bench] ${POSTS} posts, alternately with and without a job (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "?"}, Node ${process.version})`);

  const post = (i: number, withJob: boolean) =>
    db.$transaction(async (tx) => {
      const report = await tx.report.create({
        data: { userId: angler.id, fish: "Gädda", weight: "3.4", length: "72", location: `Köviken ${i}`, fishingDate: new Date() },
        select: { id: true },
      });
      if (withJob) await boss.send(QUEUE, { reportId: report.id }, { db: fromPrisma(tx) });
    });

  // A first block of each, not counted: connections and plans warm up.
  for (let i = 0; i < BLOCK; i++) await post(i, i % 2 === 0);
  const times = { with: [] as number[], without: [] as number[] };
  for (let i = 0; i < POSTS; i += BLOCK) {
    const withJob = (i / BLOCK) % 2 === 0;
    for (let k = i; k < Math.min(POSTS, i + BLOCK); k++) {
      const t0 = process.hrtime.bigint();
      await post(k, withJob);
      (withJob ? times.with : times.without).push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
  const [counted] = await db.$queryRawUnsafe<{ jobs: number }[]>(`SELECT count(*)::int AS jobs FROM ${JOBS_SCHEMA}.job WHERE name = $1`, QUEUE);
  const jobs = counted?.jobs ?? 0;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const added = median(times.with) - median(times.without);
  console.log(
    `[bench] a post: ${median(times.without).toFixed(3)} ms alone, ${median(times.with).toFixed(3)} ms with a job (medians; means ` +
      `${mean(times.without).toFixed(3)} and ${mean(times.with).toFixed(3)} ms); the job adds ${added.toFixed(3)} ms (budget ≤ ${BUDGET_MS} ms: ${added <= BUDGET_MS ? "ok" : "OVER"})`,
  );
  // Every post that sent a job committed it with the post: as many jobs as posts with one, warm-up included.
  const expected = times.with.length + BLOCK / 2;
  console.log(`[bench] jobs stored: ${jobs} of ${expected}`);
  if (added > BUDGET_MS || jobs !== expected) process.exitCode = 1;
} finally {
  await boss.stop({ graceful: false, close: true });
  await db.$disconnect();
}

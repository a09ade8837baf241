// `npm run worker`: a process that runs the job queue's work and schedules (lib/jobs) and serves no pages, beside
// app servers started with JOBS=off (`CLUSTER_WORKERS=1 npm run start:cluster` does both). Stops on SIGINT/SIGTERM,
// letting the jobs it is running finish first (up to 10 s; an unfinished one is taken over by another process).
import process from "node:process";
import { quietKnownOutages } from "@/lib/outage/quiet-log";
import { startJobQueue, stopJobQueue } from "@/lib/jobs/queue";
import { JOB_KINDS } from "@/lib/jobs/kinds";
import { registerPageExpirer } from "@/lib/cache/expirer.mjs";
import { expireSharedPagesOfBuild } from "@/lib/cache/shared-page-cache.mjs";
import { env } from "@/lib/env";

quietKnownOutages();
// The pages a job changes (a competition settled, a catch's weather found) are expired in the cache the app
// servers share; without one, each app server keeps its own, which a process serving no pages cannot reach.
if (env().REDIS_URL) {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  registerPageExpirer(async (tags) => void (await expireSharedPagesOfBuild(tags, { distDir })));
} else {
  console.warn("[jobs] REDIS_URL is not set: pages a job changes stay as the app servers cached them until they expire");
}
// The queue's own timers do not keep a process alive (a server has its listening socket for that); a worker has
// nothing else, and must stay while a database that cannot be reached at start is tried again.
const keepAlive = setInterval(() => undefined, 60_000);
const running = startJobQueue({ work: true });
if (!running) {
  console.error("[jobs] the job queue does not run while the site is being built");
  process.exit(1);
}
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`[jobs] ${signal}: finishing the jobs in hand`);
    clearInterval(keepAlive);
    void stopJobQueue().finally(() => process.exit(0));
  });
}
// A database that cannot be reached at start is reported by the queue, which tries again every minute.
running.then(
  () => console.log(`[jobs] worker running: ${Object.keys(JOB_KINDS).join(", ")}`),
  () => undefined,
);

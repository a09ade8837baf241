// npm run test:cluster: two production app servers (A and B) on one database, one Redis and one S3 store (s3rver),
// with nginx in front, and plain HTTP requests proving that what is written through one server is what the other
// serves next: pages, counters, photos, likes, deletions and rate limits; the app servers run no jobs, a worker
// process does, and a worker killed mid-job has its job done once by another. Prints one line per step and
// "N passed, N failed"; exits non-zero on any failure. Expects DATABASE_URL of a seeded database (run through
// `scripts/with-db.mjs --db cluster --fresh --seed`).
//
// The servers run on copies of the shared test build (scripts/test-build.mjs), built here unless the last one is
// current; nginx listens on the address the build was made for. The steps: scripts/cluster-test/steps.mjs.
//
// CLUSTER_TEST_APP_PORT (3250: A, and B on the next port) · CLUSTER_TEST_PROXY_PORT (E2E_PORT or 3100, the test
// build's address) · CLUSTER_TEST_S3_PORT (4580) · CLUSTER_TEST_REDIS_URL (redis://127.0.0.1:6379/13: a Redis
// database of its own, emptied before and after) · TEST_REBUILD=1 (or CLUSTER_TEST_REBUILD=1) builds even when the
// last build had the same settings and sources · NGINX_BIN · NGINX_BROTLI_MODULE (Debian's module when installed;
// off to run without it)
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import Redis from "ioredis";
import S3rver from "s3rver";
import { findBrotliModule, findNginx, writeNginxConfig } from "./cluster/nginx.mjs";
import { siteClient } from "./cluster-test/http.mjs";
import { workerKilledMidJob } from "./cluster-test/jobs.mjs";
import { runClusterSteps } from "./cluster-test/steps.mjs";
import { assertPortFree, createSupervisor, waitForHttp } from "./cluster/processes.mjs";
import { copyTestBuild, ensureTestBuild, TEST_DIST_DIR, TEST_SITE_PORT, testBuildSettings } from "./test-build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const started = Date.now();

function intFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name} must be a port number, not "${raw}"`);
  return value;
}

const APP_PORT = intFromEnv("CLUSTER_TEST_APP_PORT", 3250);
const PROXY_PORT = intFromEnv("CLUSTER_TEST_PROXY_PORT", TEST_SITE_PORT);
const S3_PORT = intFromEnv("CLUSTER_TEST_S3_PORT", 4580);
const REDIS_URL = process.env.CLUSTER_TEST_REDIS_URL || "redis://127.0.0.1:6379/13";
const A = `http://127.0.0.1:${APP_PORT}`;
const B = `http://127.0.0.1:${APP_PORT + 1}`;
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
// The site's address is the proxy's: links, the session cookie's name and the same-origin check all follow it.
const SITE = PROXY;
const BUCKET = "fiskeganget-cluster-test";
const MEMBER = { username: "kalle", password: "Fiske1234" };
const TIMEOUT_SECONDS = 600;
const BROTLI_MODULE = findBrotliModule();

const workDir = path.join(root, ".data", "cluster-test");
const logDir = path.join(workDir, "logs");

if (!process.env.DATABASE_URL) {
  console.error("DATABASE_URL is not set: run `npm run test:cluster` (it goes through scripts/with-db.mjs)");
  process.exit(2);
}

// What the build bakes into its pages (decision 060): the site's address, the proxy's. The store, the cache and the
// limits below are read by the running servers only.
const buildSettings = testBuildSettings(SITE);
const env = {
  ...process.env,
  ...buildSettings,
  REDIS_URL,
  S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
  S3_BUCKET: BUCKET,
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_FORCE_PATH_STYLE: "true",
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
  TRUST_PROXY: "1",
  MAIL_OUTBOX_ONLY: "true",
  // The real limits (RATE_LIMIT_FACTOR 1): each request names its client. Only the login slowdown is shortened.
  RATE_LIMIT_FACTOR: "1",
  LOGIN_DELAY_MAX_MS: "50",
};

// ---------------------------------------------------------------------------------------------------------------
// Steps and their report

let passed = 0;
let failed = 0;

async function step(name, check) {
  if (cleaning) return false; // interrupted: the servers are going away, and so are the answers
  const at = Date.now();
  try {
    const note = await check();
    passed += 1;
    console.log(`ok    ${name}${note ? ` (${note})` : ""} [${Date.now() - at} ms]`);
    return true;
  } catch (error) {
    failed += 1;
    console.log(`FAIL  ${name}: ${error.message} [${Date.now() - at} ms]`);
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Processes: s3rver in this process, the app servers and nginx as children in their own process groups.

let s3server = null;
let redis = null;
let cleaning = null;
const supervisor = createSupervisor({
  graceSeconds: 5,
  onUnexpectedExit: (child, what) => console.error(`[cluster-test] ${child.processName} ${what}; see ${path.relative(root, logDir)}/`),
});

function cleanUp() {
  cleaning ??= (async () => {
    await supervisor.stopAll();
    await s3server?.close().catch(() => {});
    if (redis) {
      await redis.flushdb().catch(() => {});
      redis.disconnect();
    }
    rmSync(path.join(workDir, "run"), { recursive: true, force: true });
  })();
  return cleaning;
}
supervisor.stopOnSignals(cleanUp);

const allRunning = () => supervisor.children.every((child) => supervisor.running(child));

// ---------------------------------------------------------------------------------------------------------------
// The build: the shared test build, reused when the last one had the same settings and sources

/**
 * A copy of the build for one server. Next.js writes the pages it renders, and the data it caches, into its build
 * folder: on a shared folder the servers would see each other's pages through the disk (no shared cache needed),
 * and a reused build would carry the last run's pages. The compiler's own cache is left out.
 */
const copyBuildFor = (name) => copyTestBuild(path.join(workDir, "run", `next-${name}`));

async function buildOrReuse() {
  const logFile = path.join(logDir, "build.log");
  console.log(`[cluster-test] the test build in ${TEST_DIST_DIR} (a build's log: ${path.relative(root, logFile)})…`);
  const { NODE_ENV: _production, ...buildEnv } = env;
  return ensureTestBuild({ env: buildEnv, settings: buildSettings, logFile });
}

/** A process running the job queue's work only (`npm run worker`), its output in its own log. */
function startWorker(name) {
  const logFile = path.join(logDir, `${name}.log`);
  rmSync(logFile, { force: true });
  const tsx = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");
  const child = supervisor.start(name, process.execPath, [tsx, "--conditions=react-server", path.join(root, "scripts", "jobs-worker.ts")], {
    // The build's id names the shared cache's pages the worker expires (the app servers run copies of this build).
    env: { ...env, UPLOAD_DIR: path.join(workDir, "run", `uploads-${name}`), NEXT_DIST_DIR: TEST_DIST_DIR, JOBS_POLL_SECONDS: "2", JOBS_SUPERVISE_SECONDS: "2" },
    cwd: root,
    logFile,
  });
  return { name, child, logFile };
}
let worker = null;

// ---------------------------------------------------------------------------------------------------------------
// The run

async function setUp() {
  rmSync(path.join(workDir, "run"), { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  for (const port of [APP_PORT, APP_PORT + 1, PROXY_PORT, S3_PORT]) await assertPortFree(port);
  const nginx = findNginx();
  if (!nginx) throw new Error("nginx is not installed (Debian: apt-get install nginx), or set NGINX_BIN");

  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();

  const s3dir = path.join(workDir, "run", "s3");
  mkdirSync(s3dir, { recursive: true });
  s3server = new S3rver({ port: S3_PORT, address: "127.0.0.1", directory: s3dir, silent: true, configureBuckets: [{ name: BUCKET }] });
  await s3server.run();

  console.log(`[cluster-test] ${await buildOrReuse()}`);

  // The app servers run no jobs: a worker process does (as under `CLUSTER_WORKERS=1 npm run start:cluster`), and
  // one more joins when the job step kills it. Both look for work and for stopped processes' jobs every 2 s.
  worker = startWorker("worker-1");

  // Each server gets its own upload folder and its own copy of the build, as on two machines: a photo or a page
  // reaches the other server only through the shared store and cache. As under `npm run start:cluster`, the app
  // servers keep no micro-cache of their own behind nginx's (a write on A could not empty B's).
  for (const [name, port] of [["A", APP_PORT], ["B", APP_PORT + 1]]) {
    const uploads = path.join(workDir, "run", `uploads-${name.toLowerCase()}`);
    supervisor.start(name, process.execPath, [path.join(root, "scripts", "server.mjs"), "-p", String(port), "-H", "127.0.0.1"], {
      env: { ...env, UPLOAD_DIR: uploads, NEXT_DIST_DIR: copyBuildFor(name.toLowerCase()), PAGE_MICRO_CACHE_MS: "0", JOBS: "off" },
      cwd: root,
      logFile: path.join(logDir, `${name}.log`),
    });
  }
  await Promise.all([A, B].map((base) => waitForHttp(`${base}/api/health`, { alive: allRunning })));

  const runtimeDir = path.join(workDir, "run", "nginx");
  // nginx serves the static files from the build itself (the servers' copies hold the same files).
  const config = writeNginxConfig({
    listen: `127.0.0.1:${PROXY_PORT}`,
    appPorts: [APP_PORT, APP_PORT + 1],
    runtimeDir,
    workerProcesses: 1,
    distDir: TEST_DIST_DIR,
    brotliModule: BROTLI_MODULE,
    microCache: true,
  });
  supervisor.start("nginx", nginx, ["-c", config, "-p", runtimeDir], { logFile: path.join(logDir, "nginx.log"), stopSignal: "SIGQUIT" });
  await waitForHttp(`${PROXY}/api/health`, { alive: allRunning, seconds: 20 });
  console.log(`[cluster-test] A ${A}, B ${B}, nginx ${PROXY}, s3rver 127.0.0.1:${S3_PORT} (bucket ${BUCKET}), Redis ${REDIS_URL}`);
  console.log(`[cluster-test] nginx's brotli_static module: ${BROTLI_MODULE ?? "not loaded (gzip copies only)"}`);
}



const timer = setTimeout(() => {
  console.error(`[cluster-test] gave up after ${TIMEOUT_SECONDS} s`);
  cleanUp().finally(() => process.exit(1));
}, TIMEOUT_SECONDS * 1000);
timer.unref();

let setupError = null;
try {
  await setUp();
  const apps = supervisor.children.filter((child) => child.processName === "A" || child.processName === "B");
  const http = siteClient({ site: SITE, member: MEMBER });
  await runClusterSteps({ step, apps, A, B, PROXY, brotli: Boolean(BROTLI_MODULE), http, member: MEMBER });
  await workerKilledMidJob({ step, first: worker, startWorker, kill: supervisor.kill, get: http.get, apps: [A, B] });
} catch (error) {
  setupError = error;
  console.error(`[cluster-test] ${error.message}`);
  console.error(`[cluster-test] logs: ${path.relative(root, logDir)}/`);
} finally {
  await cleanUp();
}
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\n${passed} passed, ${failed} failed${setupError ? ", the run stopped early" : ""} (${seconds} s)`);
process.exit(failed || setupError ? 1 : 0);

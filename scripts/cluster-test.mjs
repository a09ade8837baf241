// npm run test:cluster: two production app servers (A and B) on one database, one Redis and one S3 store (s3rver),
// with nginx in front, and plain HTTP requests proving that what is written through one server is what the other
// serves next: pages, counters, photos, likes, deletions and rate limits. Prints one line per step and
// "N passed, N failed"; exits non-zero on any failure. Expects DATABASE_URL of a seeded database (run through
// `scripts/with-db.mjs --db cluster --fresh --seed`).
//
// CLUSTER_TEST_APP_PORT (3250: A, and B on the next port) · CLUSTER_TEST_PROXY_PORT (3260) · CLUSTER_TEST_S3_PORT (4580)
// CLUSTER_TEST_REDIS_URL (redis://127.0.0.1:6379/13: a Redis database of its own, emptied before and after)
// CLUSTER_TEST_REBUILD=1 builds even when the last build had the same settings and sources · NGINX_BIN
// NGINX_BROTLI_MODULE (Debian's module when installed; off to run without it)
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import Redis from "ioredis";
import pg from "pg";
import S3rver from "s3rver";
import sharp from "sharp";
import { findBrotliModule, findNginx, writeNginxConfig } from "./cluster/nginx.mjs";
import { staticFileSteps } from "./cluster-test/static-files.mjs";
import { assertPortFree, createSupervisor, waitForHttp } from "./cluster/processes.mjs";

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
const PROXY_PORT = intFromEnv("CLUSTER_TEST_PROXY_PORT", 3260);
const S3_PORT = intFromEnv("CLUSTER_TEST_S3_PORT", 4580);
const REDIS_URL = process.env.CLUSTER_TEST_REDIS_URL || "redis://127.0.0.1:6379/13";
const A = `http://127.0.0.1:${APP_PORT}`;
const B = `http://127.0.0.1:${APP_PORT + 1}`;
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
// The site's address is the proxy's: links, the session cookie's name and the same-origin check all follow it.
const SITE = PROXY;
const DIST_DIR = ".next-cluster";
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

// What the build reads from the environment (decision 060: build with the settings the servers run with).
const buildSettings = {
  NEXT_DIST_DIR: DIST_DIR,
  SITE_URL: SITE,
  NEXTAUTH_URL: SITE,
  REDIS_URL,
  S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
  S3_BUCKET: BUCKET,
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_FORCE_PATH_STYLE: "true",
};
const env = {
  ...process.env,
  ...buildSettings,
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

function expect(condition, message) {
  if (!condition) throw new Error(message);
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
// The build, reused when the last one had the same settings and the same sources

const BUILD_INPUTS = [
  "app", "components", "lib", "prisma", "public", "next.config.ts", "proxy.ts", "package-lock.json", "tsconfig.json", "instrumentation.ts",
  "cache-handler.mjs", "scripts/next-build.mjs", "scripts/build",
];

/** A digest of the build settings and of every source file's path, size and modification time. */
function buildFingerprint() {
  const listed = spawnSync("git", ["ls-files", "-co", "--exclude-standard", "--", ...BUILD_INPUTS.filter((p) => existsSync(path.join(root, p)))], {
    cwd: root,
    encoding: "utf8",
  });
  if (listed.status !== 0) return null;
  // "pristine": builds from before the servers ran on copies had pages of earlier runs written into them.
  const hash = createHash("sha256").update(JSON.stringify({ ...buildSettings, servers: "pristine" }));
  for (const file of listed.stdout.split("\n").filter(Boolean).sort()) {
    if (/\.(test|integ\.test)\.tsx?$/.test(file) || !existsSync(path.join(root, file))) continue;
    const info = statSync(path.join(root, file));
    hash.update(`${file}\0${info.size}\0${info.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

/**
 * A copy of the build for one server. Next.js writes the pages it renders, and the data it caches, into its build
 * folder: on a shared folder the servers would see each other's pages through the disk (no shared cache needed),
 * and a reused build would carry the last run's pages. The compiler's own cache is left out.
 */
function copyBuildFor(name) {
  const target = path.join(workDir, "run", `next-${name}`);
  const skip = path.join(root, DIST_DIR, "cache", "turbopack");
  cpSync(path.join(root, DIST_DIR), target, { recursive: true, filter: (source) => !source.startsWith(skip) });
  return path.relative(root, target);
}

async function buildOrReuse() {
  const stampFile = path.join(root, DIST_DIR, "cluster-test-build.json");
  const fingerprint = buildFingerprint();
  const previous = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, "utf8")).fingerprint : null;
  if (!process.env.CLUSTER_TEST_REBUILD && fingerprint && previous === fingerprint && existsSync(path.join(root, DIST_DIR, "BUILD_ID"))) {
    return "reused the last build: same settings and sources";
  }
  const logFile = path.join(logDir, "build.log");
  console.log(`[cluster-test] building into ${DIST_DIR} (log: ${path.relative(root, logFile)})…`);
  const child = spawn(process.execPath, [path.join(root, "scripts", "next-build.mjs")], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  const code = await new Promise((resolve) => child.on("exit", (exitCode, signal) => resolve(exitCode ?? signal)));
  writeFileSync(logFile, Buffer.concat(output));
  if (code !== 0) {
    const tail = Buffer.concat(output).toString("utf8").trimEnd().split("\n").slice(-20).join("\n");
    throw new Error(`next build failed (${code}):\n${tail}`);
  }
  if (fingerprint) writeFileSync(stampFile, JSON.stringify({ fingerprint, at: new Date().toISOString() }));
  return "built";
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP helpers

async function get(base, pathname, headers = {}) {
  const res = await fetch(`${base}${pathname}`, { headers, redirect: "manual" });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body, text: () => body.toString("utf8") };
}

async function write(base, method, pathname, { cookie, json, form, headers = {} } = {}) {
  const init = { method, redirect: "manual", headers: { origin: SITE, ...headers } };
  if (cookie) init.headers.cookie = cookie;
  if (json !== undefined) {
    init.headers["content-type"] = "application/json";
    init.body = JSON.stringify(json);
  }
  if (form) init.body = form;
  const res = await fetch(`${base}${pathname}`, init);
  const text = await res.text();
  let data = null;
  try {
    data = JSON.parse(text);
  } catch {
    // not JSON: the status says enough
  }
  return { status: res.status, headers: res.headers, data, text };
}

async function logIn(base) {
  const res = await write(base, "POST", "/api/auth/login", { json: MEMBER });
  expect(res.status === 200, `login answered ${res.status}: ${res.text.slice(0, 200)}`);
  const pairs = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0].trim())
    .filter((c) => /^[^=]+=./.test(c));
  expect(pairs.some((c) => /session-token=./.test(c)), "the login set no session cookie");
  return pairs.join("; ");
}

async function photoForm(fish) {
  const photo = await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 40, g: 110, b: 150 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  const fields = { fish, weight: "2,5", length: "61", location: "Klusterviken", date: "", bait: "Wobbler" };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("image", new File([photo], "fangst.png", { type: "image/png" }));
  return form;
}

const countFormat = new Intl.NumberFormat("sv-SE");

/** The "Fångster" counter of the home page's HTML, or null when the page has none. */
function homeCount(html) {
  const match = /<dt>Fångster<\/dt>\s*<dd[^>]*>([^<]+)<\/dd>/.exec(html);
  return match ? Number(match[1].replace(/\D/g, "")) : null;
}

/** The like count a report page renders into its like button, or null when there is none. */
function pageLikeCount(html) {
  const match = /(\d+)<span class="visually-hidden">\s*(?:<!-- -->)?\s*gillning(?:ar)?<\/span>/.exec(html);
  return match ? Number(match[1]) : null;
}

async function query(sql, params = []) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const reportCount = async () => (await query("select count(*)::int as n from reports"))[0].n;

/** The id the next report will get, so a server can be asked for it while it is still missing. */
async function nextReportId() {
  const [{ name }] = await query("select pg_get_serial_sequence('reports', 'id') as name");
  const [row] = await query(`select last_value::int as last, is_called from ${name}`);
  return row.is_called ? row.last + 1 : row.last;
}

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

  // Each server gets its own upload folder and its own copy of the build, as on two machines: a photo or a page
  // reaches the other server only through the shared store and cache. As under `npm run start:cluster`, the app
  // servers keep no micro-cache of their own behind nginx's (a write on A could not empty B's).
  for (const [name, port] of [["A", APP_PORT], ["B", APP_PORT + 1]]) {
    const uploads = path.join(workDir, "run", `uploads-${name.toLowerCase()}`);
    supervisor.start(name, process.execPath, [path.join(root, "scripts", "server.mjs"), "-p", String(port), "-H", "127.0.0.1"], {
      env: { ...env, UPLOAD_DIR: uploads, NEXT_DIST_DIR: copyBuildFor(name.toLowerCase()), PAGE_MICRO_CACHE_MS: "0" },
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
    distDir: DIST_DIR,
    brotliModule: BROTLI_MODULE,
    microCache: true,
  });
  supervisor.start("nginx", nginx, ["-c", config, "-p", runtimeDir], { logFile: path.join(logDir, "nginx.log"), stopSignal: "SIGQUIT" });
  await waitForHttp(`${PROXY}/api/health`, { alive: allRunning, seconds: 20 });
  console.log(`[cluster-test] A ${A}, B ${B}, nginx ${PROXY}, s3rver 127.0.0.1:${S3_PORT} (bucket ${BUCKET}), Redis ${REDIS_URL}`);
  console.log(`[cluster-test] nginx's brotli_static module: ${BROTLI_MODULE ?? "not loaded (gzip copies only)"}`);
}

async function runSteps() {
  const apps = supervisor.children.filter((child) => child.processName === "A" || child.processName === "B");
  await staticFileSteps({ step, expect, apps, app: A, proxy: PROXY, brotli: Boolean(BROTLI_MODULE) });

  const fish = `Klustergädda ${randomBytes(3).toString("hex")}`;
  let cookieA = null;
  let report = null;

  await step("a member logs in through A, and B accepts the session", async () => {
    cookieA = await logIn(A);
    const me = await get(B, "/api/auth/me", { cookie: cookieA });
    expect(me.status === 200 && JSON.parse(me.text()).username === MEMBER.username, `B /api/auth/me answered ${me.status}`);
  });
  if (!cookieA) return;

  // B renders and keeps the pages before the write: the home page with the old count, and the new report's
  // address while it is missing. Only a shared cache lets B's next answers show the write.
  const before = await reportCount();
  const expectedId = await nextReportId();
  await step("B serves / with the current count before the write", async () => {
    const shown = homeCount((await get(B, "/")).text());
    expect(shown === before, `B's / shows ${shown}, the database holds ${before}`);
    return `${countFormat.format(before)} reports`;
  });
  const missing = await get(B, `/reports/${expectedId}`);

  await step("A takes a report with a photo (multipart, Origin of the site)", async () => {
    const res = await write(A, "POST", "/api/reports", { cookie: cookieA, form: await photoForm(fish) });
    expect(res.status === 201, `POST /api/reports answered ${res.status}: ${res.text.slice(0, 200)}`);
    report = res.data;
    expect(report?.id && report.image, `the answer has no id or photo: ${res.text.slice(0, 200)}`);
    return `report ${report.id}, photo ${report.image}`;
  });
  if (!report) return;

  await step("A shows its own write on /reports/{id}", async () => {
    const page = await get(A, `/reports/${report.id}`);
    expect(page.status === 200 && page.text().includes(fish), `A's /reports/${report.id} answered ${page.status}`);
  });

  await step("B: / shows the new count on the next request", async () => {
    const shown = homeCount((await get(B, "/")).text());
    expect(shown === before + 1, `B's / shows ${shown}, expected ${before + 1}`);
  });

  await step("B: /reports/{id} answers 200 with the fish", async () => {
    const page = await get(B, `/reports/${report.id}`);
    const asked = report.id === expectedId ? ` (B answered ${missing.status} for it before the write)` : "";
    expect(page.status === 200, `B's /reports/${report.id} answered ${page.status}${asked}`);
    expect(page.text().includes(fish), `B's /reports/${report.id} does not show "${fish}"`);
  });

  const photoPath = `/uploads/reports/${report.image}`;
  await step("B serves the photo", async () => {
    const res = await fetch(`${B}${photoPath}`);
    const type = res.headers.get("content-type") ?? "";
    await res.arrayBuffer();
    expect(res.status === 200, `B's ${photoPath} answered ${res.status}`);
    expect(type.startsWith("image/"), `B's ${photoPath} is ${type || "without a type"}`);
    return type;
  });

  await step("a like through B shows on A (API and the cached report page)", async () => {
    const like = await write(B, "POST", `/api/likes/reports/${report.id}`, { cookie: cookieA });
    expect(like.status === 200 && like.data?.likeCount === 1, `B's like answered ${like.status}: ${like.text.slice(0, 200)}`);
    const status = await get(A, `/api/likes/reports/${report.id}`, { cookie: cookieA });
    const data = JSON.parse(status.text());
    expect(data.likeCount === 1 && data.userLiked === true, `A's GET /api/likes answered ${status.text()}`);
    const shown = pageLikeCount((await get(A, `/reports/${report.id}`)).text());
    expect(shown === 1, `A's /reports/${report.id} shows ${shown} likes`);
  });

  await throughTheProxy(fish);

  await step("a delete through B makes /reports/{id} a 404 on A", async () => {
    const res = await write(B, "DELETE", `/api/reports/${report.id}`, { cookie: cookieA });
    expect(res.status === 200, `B's DELETE answered ${res.status}: ${res.text.slice(0, 200)}`);
    const page = await get(A, `/reports/${report.id}`);
    expect(page.status === 404, `A's /reports/${report.id} answered ${page.status}`);
  });

  await step("the deleted report's photo is gone from A and B", async () => {
    for (const [name, base] of [["A", A], ["B", B]]) {
      const res = await fetch(`${base}${photoPath}`);
      await res.arrayBuffer();
      expect(res.status === 404, `${name}'s ${photoPath} answered ${res.status}`);
    }
  });

  await rateLimitAcrossServers();
}

/** Read after write through nginx: every answer, whichever app server gives it, shows the write. */
async function throughTheProxy(fish) {
  const reads = 4; // round robin over two servers: each answers twice
  let cookie = null;
  let report = null;
  await step("a member logs in through the proxy", async () => {
    cookie = await logIn(PROXY);
  });
  if (!cookie) return;

  const before = await reportCount();
  const expectedId = await nextReportId();
  for (let i = 0; i < reads; i++) {
    await get(PROXY, "/");
    await get(PROXY, `/reports/${expectedId}`);
  }
  await step("the proxy takes a report with a photo", async () => {
    const res = await write(PROXY, "POST", "/api/reports", { cookie, form: await photoForm(`${fish} via nginx`) });
    expect(res.status === 201, `POST /api/reports answered ${res.status}: ${res.text.slice(0, 200)}`);
    report = res.data;
    return `report ${report.id}`;
  });
  if (!report) return;

  // nginx keeps visitors' pages for a second (the micro-cache); a member's cookie passes it.
  await step(`the member's next ${reads} answers for / through the proxy all show the new count, past the micro-cache`, async () => {
    const shown = [];
    for (let i = 0; i < reads; i++) {
      const page = await get(PROXY, "/", { cookie });
      expect(page.headers.get("x-micro-cache") === "BYPASS", `X-Micro-Cache: ${page.headers.get("x-micro-cache")}`);
      shown.push(homeCount(page.text()));
    }
    expect(shown.every((n) => n === before + 1), `counts ${shown.join(", ")}, expected ${before + 1} each`);
  });
  // nginx keeps time in whole seconds: an entry valid for "1s" lives until the clock has passed the second after the
  // one it was stored in, so up to two seconds.
  await step(`a visitor's ${reads} answers for / show the new count once the micro-cache's entry has run out`, async () => {
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const shown = [];
    for (let i = 0; i < reads; i++) shown.push(homeCount((await get(PROXY, "/")).text()));
    expect(shown.every((n) => n === before + 1), `counts ${shown.join(", ")}, expected ${before + 1} each`);
    const again = await get(PROXY, "/");
    expect(again.headers.get("x-micro-cache") === "HIT", `the next visitor's X-Micro-Cache: ${again.headers.get("x-micro-cache")}`);
  });
  await step(`the proxy's next ${reads} answers for /reports/{id} are 200 with the fish (its 404s were not kept)`, async () => {
    const statuses = [];
    for (let i = 0; i < reads; i++) {
      const page = await get(PROXY, `/reports/${report.id}`);
      statuses.push(page.status === 200 && page.text().includes(`${fish} via nginx`) ? 200 : page.status);
    }
    expect(statuses.every((s) => s === 200), `answers ${statuses.join(", ")} (200 = with the fish)`);
  });
  await step(`the proxy's next ${reads} answers for the photo are images`, async () => {
    const answers = [];
    for (let i = 0; i < reads; i++) {
      const res = await fetch(`${PROXY}/uploads/reports/${report.image}`);
      await res.arrayBuffer();
      answers.push(`${res.status} ${res.headers.get("content-type") ?? "-"}`);
    }
    expect(answers.every((a) => /^200 image\//.test(a)), `answers ${answers.join(", ")}`);
  });
}

/** A login limit filled through A holds on B for the same client, and for that client only. */
async function rateLimitAcrossServers() {
  const client = "203.0.113.77";
  const wrong = { username: MEMBER.username, password: "fel-lösenord-1" };
  const attempt = (base, address) => write(base, "POST", "/api/auth/login", { json: wrong, headers: { "x-forwarded-for": address } });

  let tripped = false;
  await step(`wrong passwords from ${client} through A end in 429`, async () => {
    const statuses = [];
    for (let i = 0; i < 20 && !tripped; i++) {
      const res = await attempt(A, client);
      statuses.push(res.status);
      tripped = res.status === 429;
    }
    expect(tripped, `no 429 after ${statuses.length} attempts (${[...new Set(statuses)].join(", ")})`);
    expect(statuses.slice(0, -1).every((s) => s === 401), `answers before the 429: ${statuses.join(", ")}`);
    return `429 after ${statuses.length - 1} failures`;
  });
  if (!tripped) return;

  await step(`B answers the same client (${client}) with 429`, async () => {
    const res = await attempt(B, client);
    expect(res.status === 429, `B answered ${res.status}`);
    expect(res.headers.get("retry-after"), "the 429 has no Retry-After");
  });
  await step("B still answers another client with 401, not 429", async () => {
    const res = await attempt(B, "203.0.113.78");
    expect(res.status === 401, `B answered ${res.status}`);
  });
}

const timer = setTimeout(() => {
  console.error(`[cluster-test] gave up after ${TIMEOUT_SECONDS} s`);
  cleanUp().finally(() => process.exit(1));
}, TIMEOUT_SECONDS * 1000);
timer.unref();

let setupError = null;
try {
  await setUp();
  await runSteps();
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

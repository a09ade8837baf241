// Two production servers, one database, one Redis: a write through one is on the other's pages at the next request,
// and missing reports, articles and profiles answer 404 on both, before and after writes (decision 130).
//   node scripts/with-db.mjs --db cachecheck --fresh --seed node scripts/cache-check.mjs
// Builds first unless CACHE_CHECK_SKIP_BUILD=1 (then the last build is used: it must come from this database).
// Settings: REDIS_URL (redis://127.0.0.1:6379), CACHE_CHECK_PORT (3246; three more servers take the next ports:
// B, one whose Redis is unreachable, and one without REDIS_URL).
// Keys live under a prefix of the run's own and are removed at the end. Exits 1 on the first failed check.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import Redis from "ioredis";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..");
const started = Date.now();
const log = (message) => console.log(`[cache-check] ${message}`);

if (!process.env.DATABASE_URL) {
  console.error("usage: node scripts/with-db.mjs --db cachecheck --fresh --seed node scripts/cache-check.mjs");
  process.exit(2);
}
const portA = Number(process.env.CACHE_CHECK_PORT ?? 3246);
const portB = portA + 1;
const portDown = portA + 2;
const portSingle = portA + 3;
const siteUrl = `http://127.0.0.1:${portA}`;
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `fiskeganget-check-${randomBytes(4).toString("hex")}:`;
const logDir = path.join(root, ".data", "cache-check");
mkdirSync(logDir, { recursive: true });

const serverEnv = {
  ...process.env,
  NODE_ENV: "production",
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "cache-check-secret-0123456789abcdef0123",
  SITE_URL: siteUrl,
  NEXTAUTH_URL: siteUrl,
  MAIL_OUTBOX_ONLY: "true",
  RATE_LIMIT_FACTOR: "20",
  REDIS_URL: redisUrl,
  PAGE_CACHE_PREFIX: prefix,
};

const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
const rateLimitKeysBefore = new Set(await scanKeys("fg:rl:*"));
const servers = [];
let failures = 0;

function check(condition, message) {
  if (condition) {
    log(`ok   ${message}`);
    return;
  }
  failures += 1;
  log(`FAIL ${message}`);
  throw new Error(message);
}

async function scanKeys(pattern) {
  const keys = [];
  let cursor = "0";
  do {
    const [next, batch] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 1000);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== "0");
  return keys;
}

function startServer(name, port, env) {
  const out = openSync(path.join(logDir, `${name}.log`), "w");
  const child = spawn(process.execPath, ["scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", out, out],
  });
  servers.push(child);
  return child;
}

async function waitUntilUp(port, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/about`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server on port ${port} did not come up within 60 s`);
}

function stopServers() {
  for (const child of servers) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
}

const get = (port, pathname, headers = {}) => fetch(`http://127.0.0.1:${port}${pathname}`, { headers, redirect: "manual" });
const text = async (port, pathname) => (await get(port, pathname)).text();
const catches = (html) => Number(/Fångster<\/dt><dd>([\d\s\u00a0\u202f]+)</.exec(html)?.[1]?.replace(/\D/g, ""));

async function nextReportId() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query("select nextval(pg_get_serial_sequence('reports', 'id')) as id");
    const id = Number(rows[0].id);
    // Taken now, so the next insert gets the one after; reset so the insert gets exactly this id.
    await client.query("select setval(pg_get_serial_sequence('reports', 'id'), $1, false)", [id]);
    return id;
  } finally {
    await client.end();
  }
}

async function run() {
  if (process.env.CACHE_CHECK_SKIP_BUILD !== "1") {
    log("building (REDIS_URL set; the build itself does not use it)");
    const build = spawnSync(process.execPath, ["scripts/next-build.mjs"], { cwd: root, env: serverEnv, stdio: "inherit" });
    if (build.status !== 0) throw new Error("the build failed");
  }
  const buildId = readFileSync(path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"), "utf8").trim();

  const a = startServer("server-a", portA, serverEnv);
  const b = startServer("server-b", portB, serverEnv);
  await Promise.all([waitUntilUp(portA, a), waitUntilUp(portB, b)]);
  log(`servers up on ${portA} and ${portB} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  // One cache: a page rendered by A is a hit on B.
  await get(portA, "/contact");
  check((await get(portB, "/contact")).headers.get("x-nextjs-cache") === "HIT", "a page rendered by A is a cache hit on B");
  const keys = await scanKeys(`${prefix}*`);
  check(keys.length > 0 && keys.every((key) => key.startsWith(`${prefix}${buildId}:`)), `every key is under ${prefix}${buildId}:`);

  const id = await nextReportId();
  for (const port of [portA, portB]) {
    for (const pathname of [`/reports/${id}`, "/news/999999", "/profile/999999", "/reports/999999"]) {
      const first = await get(port, pathname);
      const again = await get(port, pathname);
      check(first.status === 404 && again.status === 404, `${pathname} answers 404 on :${port}, also when cached`);
    }
  }

  for (const pathname of ["/", "/reports"]) {
    await get(portB, pathname);
    check(["HIT", "STALE"].includes((await get(portB, pathname)).headers.get("x-nextjs-cache")), `${pathname} is cached on B before the write`);
  }
  const before = catches(await text(portB, "/"));
  check(Number.isFinite(before) && before > 0, `B's home page counts ${before} catches`);

  const origin = { Origin: siteUrl };
  const login = await fetch(`http://127.0.0.1:${portA}/api/auth/login`, {
    method: "POST",
    headers: { ...origin, "Content-Type": "application/json" },
    body: JSON.stringify({ username: "kalle", password: "Fiske1234" }),
  });
  check(login.status === 200, "kalle logs in through A");
  const member = await login.json();
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  await get(portB, `/profile/${member.id}`);

  // Today's catch, so the home page's latest catches list it.
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());
  const fish = `Delad gädda ${Date.now().toString(36)}`;
  const form = new FormData();
  for (const [name, value] of Object.entries({ fish, weight: "2.5", length: "55", location: "Cachesjön", date: today })) {
    form.set(name, value);
  }
  const posted = await fetch(`http://127.0.0.1:${portA}/api/reports`, { method: "POST", headers: { ...origin, Cookie: cookie }, body: form });
  check(posted.status === 201, `the report is posted through A (${posted.status})`);
  check((await posted.json()).id === id, `the new report has the id that answered 404 before (${id})`);

  const home = await text(portB, "/");
  check(home.includes(fish) && catches(home) === before + 1, `B's home page shows it and ${before + 1} catches at the next request`);
  check((await text(portB, "/reports")).includes(fish), "B's /reports shows it");
  const own = await get(portB, `/reports/${id}`);
  check(own.status === 200 && (await own.text()).includes(fish), `B's /reports/${id} answers 200 with it`);
  check((await text(portB, `/profile/${member.id}`)).includes(fish), `B's /profile/${member.id} shows it`);
  check((await get(portA, `/reports/${id}`)).status === 200, `A's /reports/${id} answers 200`);

  const removed = await fetch(`http://127.0.0.1:${portB}/api/reports/${id}`, { method: "DELETE", headers: { ...origin, Cookie: cookie } });
  check(removed.status === 200, `the report is deleted through B (${removed.status})`);
  check((await get(portA, `/reports/${id}`)).status === 404, `A's /reports/${id} answers 404 at the next request`);
  const homeAfter = await text(portA, "/");
  check(!homeAfter.includes(fish) && catches(homeAfter) === before, `A's home page no longer shows it and counts ${before} again`);
  check(!(await text(portA, "/reports")).includes(fish), "A's /reports no longer shows it");
  check((await get(portB, `/reports/${id}`)).status === 404, `B's /reports/${id} answers 404 too`);

  // Redis unreachable at start: a warning, and pages still answer (rendered afresh), 404s included.
  const down = startServer("server-redis-down", portDown, { ...serverEnv, REDIS_URL: "redis://127.0.0.1:1" });
  await waitUntilUp(portDown, down);
  const downLog = readFileSync(path.join(logDir, "server-redis-down.log"), "utf8");
  check(/REDIS_URL is set but Redis cannot be reached/.test(downLog), "a server whose Redis cannot be reached warns at start");
  const downHome = await get(portDown, "/");
  check(downHome.status === 200 && catches(await downHome.text()) === before, "and still serves the home page with today's figures");
  check((await get(portDown, `/reports/${id}`)).status === 404, "and still answers 404 for a missing report");
  check((downLog.match(/\[cache\] Redis at/g) ?? []).length === 1, "the outage is logged once");

  // Without REDIS_URL a server keeps Next's own cache in its process, as before; the build is the same one.
  const { REDIS_URL: _unset, ...withoutRedis } = serverEnv;
  const single = startServer("server-single", portSingle, withoutRedis);
  await waitUntilUp(portSingle, single);
  await get(portSingle, "/");
  check((await get(portSingle, "/")).headers.get("x-nextjs-cache") === "HIT", "without REDIS_URL the home page is served from the process's cache");
  const singleLog = readFileSync(path.join(logDir, "server-single.log"), "utf8");
  check(!singleLog.includes("[cache]"), "and nothing is said about Redis");
  const again = new FormData();
  for (const [name, value] of Object.entries({ fish: `${fish} igen`, weight: "1.5", length: "40", location: "Cachesjön", date: today })) {
    again.set(name, value);
  }
  const second = await fetch(`http://127.0.0.1:${portSingle}/api/reports`, { method: "POST", headers: { ...origin, Cookie: cookie }, body: again });
  check(second.status === 201, "a report is posted to it");
  const secondId = (await second.json()).id;
  check((await text(portSingle, "/")).includes(`${fish} igen`), "its home page shows it at the next request");
  await fetch(`http://127.0.0.1:${portSingle}/api/reports/${secondId}`, { method: "DELETE", headers: { ...origin, Cookie: cookie } });
  check((await get(portSingle, `/reports/${secondId}`)).status === 404, "and its page answers 404 once it is deleted");
}

try {
  await run();
  log(`all checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  if (failures === 0) console.error(error);
  log(`failed after ${((Date.now() - started) / 1000).toFixed(1)} s; server logs in ${path.relative(root, logDir)}/`);
  process.exitCode = 1;
} finally {
  stopServers();
  const ours = await scanKeys(`${prefix}*`);
  const rateLimits = (await scanKeys("fg:rl:*")).filter((key) => !rateLimitKeysBefore.has(key));
  for (const batch of [ours, rateLimits]) if (batch.length > 0) await redis.unlink(...batch);
  redis.disconnect();
}

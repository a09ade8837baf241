// npm run bench: seeds 100k reports / 10k members (+ one member who can log in), builds and starts the production
// site (BENCH_PROCESSES `scripts/server.mjs` processes, behind a round-robin forwarder or nginx when more than one), and measures
// each target with autocannon as a visitor and as a logged-in member, next to a bare node:http + pg server doing
// the same queries and to a static file served by the same Next server. Adds each page's first-load JS, checks
// the performance budget (docs/performance.md), prints a table and writes bench/results/latest.json.
//
// BENCH_ENCODING (a browser's "gzip, deflate, br, zstd"; identity for reference) · BENCH_SKIP_BUILD=1 reuses the last build · BENCH_SECONDS (10) · BENCH_CONNECTIONS (10) · BENCH_PROCESSES (1)
// BENCH_COMPETITION=1 seeds a competition of 1,000 participants and 100,000 catches for /tavlingar/1 and the posting rows
// BENCH_ONLY=/,/about,posting (a subset; the static file is always measured) · BENCH_REPORT_ID · BENCH_SITE_PORT (3200)
// BENCH_BARE_PORT (3201) · BENCH_SMHI_PORT (3202: the fake SMHI) · BENCH_APP_PORT (3210: first port of the app processes when there are several)
// BENCH_PROXY (forwarder, or nginx: what stands in front of several processes) · BENCH_LONG_TAIL (3000 different addresses
// per long-tail row; BENCH_ONLY=long-tail,mixed for those rows alone) · BENCH_REPORTS (100000; see seed-large.mjs)
// BENCH_FLOOR_PORT (3203: the framework's floor, a minimal Next.js app read beside the long tail; BENCH_ONLY=floor alone)
// BENCH_ONLY=writes (a like, a comment and a post beside the bare server's) · BENCH_ONLY=competition-day (50 posting at once)
// BENCH_ONLY=export (one member's 10,000 catches as CSV, Excel and GPX: first byte, whole file, server memory)
// BENCH_ONLY=import (a spreadsheet of 10,000 catches imported in the background while visitors read a cached page) · BENCH_JOBS=worker
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import autocannon from "autocannon";
import { findNginx, writeNginxConfig } from "../cluster/nginx.mjs";
import { assertPortFree, createProcesses } from "./processes.mjs";
import { firstLoadJs } from "./first-load-js.mjs";
import { benchSiteEnv, findStaticFile, intFromEnv, jobsWorkerArgs, logIn, machine, missingReason, pickReportId, speciesCounted, titleOf } from "./prepare.mjs";
import { seedLarge, BENCH_MEMBER, MEMBERS, REPORTS } from "./seed-large.mjs";
import { BUDGET, checkBudgets } from "./budgets.mjs";
import { measureAllPosting } from "./posting.mjs";
import { competitionSelected, seedCompetition } from "./seed-competition.mjs";
import { competitionDaySelected, exportSelected, importSelected, postingSelected, selectedTargets, timeCardRenders, writesSelected } from "./targets.mjs";
import { longTailSelected, measureAddresses, measureLongTail, rowAddress } from "./long-tail.mjs";
import { buildFloor, floorArgs, floorBuilt, floorPaths, forgetFloorPages } from "./floor.mjs";
import { measureCompetitionDay, measureWrites } from "./writes.mjs";
import { reportLines, writeResults } from "./report.mjs";
import { EXPORT_MEMBER, measureExport, seedExportLogbook } from "./export.mjs";
import { IMPORT_MEMBER, measureImport, seedImportMember } from "./import.mjs";
import { seedFeedMatroser } from "./feed.mjs";
import { seedPublicTrip } from "./trip.mjs";

const root = path.resolve(import.meta.dirname, "../..");
// BENCH_RESULTS_DIR: another folder for the results and logs, for a second bench run in the same tree.
const resultsDir = process.env.BENCH_RESULTS_DIR ? path.resolve(process.env.BENCH_RESULTS_DIR) : path.join(root, "bench", "results");
const logDir = path.join(resultsDir, "logs");

const SITE_PORT = intFromEnv("BENCH_SITE_PORT", 3200, 1, 65535);
const BARE_PORT = intFromEnv("BENCH_BARE_PORT", 3201, 1, 65535);
const SMHI_PORT = intFromEnv("BENCH_SMHI_PORT", 3202, 1, 65535); // the fake SMHI: catches' weather, /fiskevader
const SMHI = `http://127.0.0.1:${SMHI_PORT}`;
const APP_PORT = intFromEnv("BENCH_APP_PORT", 3210, 1, 65535);
const FLOOR_PORT = intFromEnv("BENCH_FLOOR_PORT", 3203, 1, 65535);
const PROCESSES = intFromEnv("BENCH_PROCESSES", 1, 1, 16);
const DURATION = intFromEnv("BENCH_SECONDS", 10, 1, 600);
const CONNECTIONS = intFromEnv("BENCH_CONNECTIONS", 10, 1, 1000);
/** Different addresses per long-tail row (BENCH_LONG_TAIL). */
const LONG_TAIL = intFromEnv("BENCH_LONG_TAIL", 3000, 10, 1_000_000);
const WARMUP = 2; // seconds of load before each measurement, not counted
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const BARE = `http://127.0.0.1:${BARE_PORT}`;
const FLOOR = `http://127.0.0.1:${FLOOR_PORT}`;
const PROXY = process.env.BENCH_PROXY || "forwarder";
if (!["forwarder", "nginx"].includes(PROXY)) throw new Error(`BENCH_PROXY must be forwarder or nginx, not "${PROXY}"`);
const APP_PORTS = PROCESSES === 1 ? [SITE_PORT] : Array.from({ length: PROCESSES }, (_, i) => APP_PORT + i);
// Behind nginx its micro-cache is on, as in `npm run start:cluster` (BENCH_NGINX_MICRO_CACHE=off for without).
const NGINX_MICRO_CACHE = PROCESSES > 1 && PROXY === "nginx" && process.env.BENCH_NGINX_MICRO_CACHE !== "off";
// BENCH_JOBS=worker: the app processes serve pages only (JOBS=off) and one `npm run worker` process runs the jobs.
const JOBS_IN_WORKER = process.env.BENCH_JOBS === "worker";

// ---------------------------------------------------------------------------------------------------------------
// Processes (scripts/bench/processes.mjs): the site, the bare server and what stands in front of them.

const env = benchSiteEnv(SITE, { smhi: SMHI, trustedProxies: PROCESSES > 1 && PROXY === "nginx" ? 2 : 1, microCacheInFront: NGINX_MICRO_CACHE, jobsInWorker: JOBS_IN_WORKER });
// The production server (Next.js behind the CSP, compression and forwarding layer), as `npm start` runs it.
const serverScript = path.join("scripts", "server.mjs");
const { start, stopAll, assertAllRunning, waitFor, build, isStopping } = createProcesses({ root, logDir, env });

// ---------------------------------------------------------------------------------------------------------------
// Measuring

// Asked as a browser asks: it takes compressed answers (the budget is for what a browser is sent).
// BENCH_ENCODING=identity asks for uncompressed answers instead, for reference.
const ENCODING = process.env.BENCH_ENCODING?.trim() || "gzip, deflate, br, zstd";
const BROWSER = { "accept-encoding": ENCODING };

let rows = 0;
async function measure(url, headers = {}, request = {}) {
  // Each row is one client of its own (X-Forwarded-For; the site trusts one proxy), so no row spends another's render rate.
  const options = { url, connections: CONNECTIONS, headers: { ...BROWSER, "x-forwarded-for": rowAddress(++rows), ...headers }, ...request };
  await autocannon({ ...options, duration: WARMUP });
  const r = await autocannon({ ...options, duration: DURATION });
  assertAllRunning();
  return {
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    requests: r.requests.total,
    bytesPerAnswer: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    // The machine's 1-minute load right after: on a shared machine, a row measured under others' builds shows here.
    loadAfter: Number(os.loadavg()[0].toFixed(2)),
  };
}

const ratio = (a, b) => (a && b ? Number((a / b).toFixed(2)) : null);
const kB = (bytes) => Number((bytes / 1000).toFixed(1));

async function main() {
  const info = machine();
  const { targets, reportId: namedReportId } = selectedTargets();
  const selectedTail = longTailSelected();
  const ports = new Set([SITE_PORT, BARE_PORT, SMHI_PORT, FLOOR_PORT, ...APP_PORTS]);
  if (ports.size !== (PROCESSES === 1 ? 4 : 4 + PROCESSES)) {
    throw new Error("BENCH_SITE_PORT, BENCH_BARE_PORT, BENCH_SMHI_PORT, BENCH_FLOOR_PORT and the app ports (BENCH_APP_PORT…) overlap");
  }
  for (const port of ports) if (port !== FLOOR_PORT || selectedTail.floor) await assertPortFree(port);

  rmSync(logDir, { recursive: true, force: true });
  await seedLarge(process.env.DATABASE_URL);
  if (competitionSelected()) await seedCompetition(process.env.DATABASE_URL, BENCH_MEMBER.username);
  if (exportSelected()) await seedExportLogbook(process.env.DATABASE_URL);
  if (importSelected()) await seedImportMember(process.env.DATABASE_URL);
  if (targets.some((target) => target.key === "/@flode" || target.key === "/turer/{trip}")) await seedFeedMatroser(process.env.DATABASE_URL, BENCH_MEMBER.username);
  const tripId = targets.some((target) => target.key === "/turer/{trip}") ? await seedPublicTrip(process.env.DATABASE_URL, BENCH_MEMBER.username) : null;
  if (!process.env.BENCH_SKIP_BUILD) await build();
  if (selectedTail.floor && !(process.env.BENCH_SKIP_BUILD && floorBuilt(root))) await buildFloor(root);
  if (selectedTail.floor) forgetFloorPages(root);
  // A reused build keeps the pages an earlier run rendered (perhaps from another database): every row starts from an
  // empty page store, so the long tail measures first reads.
  rmSync(path.join(root, process.env.NEXT_DIST_DIR || ".next", "server", "page-store"), { recursive: true, force: true });
  if (isStopping()) return;

  const sites = APP_PORTS.map((port, i) => start(PROCESSES === 1 ? "site" : `site-${i + 1}`, [serverScript, "-p", String(port), "-H", "127.0.0.1"]));
  if (PROCESSES > 1 && PROXY === "nginx") {
    const nginx = findNginx();
    if (!nginx) throw new Error("BENCH_PROXY=nginx: nginx is not installed (Debian: apt-get install nginx), or set NGINX_BIN");
    const runtimeDir = path.join(resultsDir, "nginx");
    rmSync(runtimeDir, { recursive: true, force: true });
    const config = writeNginxConfig({ listen: `127.0.0.1:${SITE_PORT}`, appPorts: APP_PORTS, runtimeDir, workerProcesses: 1, microCache: NGINX_MICRO_CACHE });
    start("nginx", ["-c", config, "-p", runtimeDir], nginx);
  } else if (PROCESSES > 1) {
    start("forwarder", [path.join("scripts", "bench", "forwarder.mjs"), String(SITE_PORT), ...APP_PORTS.map(String)]);
  }
  if (JOBS_IN_WORKER) start("jobs", jobsWorkerArgs(root));
  start("bare", [path.join("scripts", "bench", "bare-server.mjs"), String(BARE_PORT)]);
  start("smhi", [path.join("scripts", "fake-smhi.mjs"), String(SMHI_PORT)]);
  if (selectedTail.floor) start("floor", floorArgs(FLOOR_PORT));
  await Promise.all([
    ...APP_PORTS.map((p) => waitFor(`http://127.0.0.1:${p}/api/health`)), waitFor(`${BARE}/api/reports`), waitFor(`${SMHI}/__stats`),
    // The floor has no page at / : its /p/0, which no row asks, answers once it is up.
    ...(selectedTail.floor ? [waitFor(`${FLOOR}/p/0`)] : []),
  ]);
  await waitFor(`${SITE}/api/health`);
  await speciesCounted(process.env.DATABASE_URL);

  const notes = [];
  const reportId = await pickReportId(namedReportId);
  const cookie = await logIn(SITE, APP_PORTS);
  const staticFile = await findStaticFile(SITE);
  const unknown = await fetch(`${SITE}/bench-no-such-page-${randomBytes(4).toString("hex")}`);
  const unknownTitle = titleOf(await unknown.text());

  const plan = [];
  for (const target of targets) {
    const pathname = (target.path ?? target.key).replace("{id}", String(reportId)).replace("{trip}", String(tripId));
    const reason = target.html ? await missingReason(SITE, pathname, unknownTitle) : null;
    if (reason) {
      if (!target.optional) throw new Error(`${pathname} ${reason}`);
      notes.push(`${pathname} skipped: ${reason} (the route does not exist yet)`);
      continue;
    }
    plan.push({ ...target, pathname });
  }
  const measurements = 1 + plan.reduce((n, t) => n + 2 + (t.bare ? 1 : 0), 0) + (postingSelected() ? 12 : 0) +
    (writesSelected() ? 6 : 0) + (competitionDaySelected() ? 4 : 0);
  console.log(
    `[bench] ${measurements} measurements of ${WARMUP} + ${DURATION} s ≈ ${Math.ceil((measurements * (WARMUP + DURATION + 0.5)) / 60)} min` +
      ` (report page /reports/${reportId}, static file ${staticFile}, member ${BENCH_MEMBER.username})`,
  );

  const rows = [];
  if (selectedTail.longTail || selectedTail.mixed || selectedTail.floor) {
    // First, on a site that has read nothing yet: every address of these rows is a render.
    const tail = await measureLongTail({
      site: SITE, bare: BARE, floor: FLOOR, floorPaths: floorPaths(LONG_TAIL * 5), databaseUrl: process.env.DATABASE_URL, connections: CONNECTIONS,
      headers: BROWSER, reports: REPORTS, count: LONG_TAIL, seconds: DURATION, selected: selectedTail,
    });
    for (const row of tail) {
      rows.push(row);
      console.log(`[bench] ${row.target} ${row.as}: ${row.rps} req/s, p99 ${row.p99} ms${row.non2xx ? `, ${row.non2xx} non-2xx` : ""}` +
        (row.kind === "mixed" ? ` (quiet ${row.quietP99} ms; crawler ${row.crawlRps} req/s, p99 ${row.crawlP99} ms, refused ${row.crawlRefused})` : "") +
        (row.floorBefore ? ` (floor ${row.floorBefore} before, ${row.floorAfter} after)` : ""));
    }
  }
  const log = (row) => console.log(`[bench] ${row.target} ${row.as}: ${row.rps} req/s, p99 ${row.p99} ms${row.non2xx ? `, ${row.non2xx} non-2xx` : ""}`);
  const staticRow = { target: staticFile, kind: "static", as: "visitor", ...(await measure(`${SITE}${staticFile}`)), jsKb: null };
  log(staticRow);
  const cardRenderMs = plan.some((t) => t.kind === "card") ? await timeCardRenders(SITE, REPORTS) : null;
  if (cardRenderMs !== null) console.log(`[bench] share card, first drawing: ${cardRenderMs} ms (the slowest of three)`);
  for (const target of plan) {
    const visitorJs = target.html && target.as !== "member" ? await firstLoadJs(SITE, target.pathname) : null;
    const memberPath = target.memberPath ?? target.pathname;
    const memberJs = target.html ? await firstLoadJs(SITE, memberPath, { headers: { cookie } }) : null;
    const barePath = typeof target.bare === "string" ? target.bare : target.pathname;
    const bare = target.bare ? await measure(`${BARE}${barePath}`) : null;
    const found = [
      // A page drawn per request (`perRequest`, for everyone or for "member" only, and member-only pages) is asked from
      // many client addresses, as many people would: from one, the render gate's fair rate per client would answer
      // nearly all with 429.
      ...(target.as === "member" ? [] : [{ as: "visitor", m: target.perRequest === true ? await measureAddresses(SITE, [target.pathname], { connections: CONNECTIONS, headers: BROWSER, duration: DURATION }) : await measure(`${SITE}${target.pathname}`), js: visitorJs }]),
      { as: "member", m: target.as === "member" || target.perRequest ? await measureAddresses(SITE, [memberPath], { connections: CONNECTIONS, headers: { ...BROWSER, cookie }, duration: DURATION }) : await measure(`${SITE}${memberPath}`, { cookie }), js: memberJs },
    ];
    for (const { as, m, js } of found) {
      const row = {
        target: target.key.includes("{id}") ? target.pathname : target.key,
        kind: target.kind ?? (target.html ? "page" : "api"),
        as,
        ...m,
        vsBare: bare ? ratio(m.rps, bare.rps) : null,
        vsStatic: ratio(m.rps, staticRow.rps),
        bareRps: bare?.rps ?? null,
        staticRps: staticRow.rps,
        jsKb: js ? kB(js.gzipBytes) : null,
        htmlKb: js ? kB(js.htmlBytes) : null,
        js,
        memberOnly: target.as === "member",
      };
      rows.push(row);
      log(row);
    }
    if (bare) {
      const row = { target: barePath, kind: "bare", as: "bare server", ...bare, vsBare: 1, vsStatic: ratio(bare.rps, staticRow.rps), jsKb: null };
      rows.push(row);
      log(row);
    }
  }
  rows.push({ ...staticRow, vsBare: null, vsStatic: 1 });
  const postingRun = { site: SITE, cookie, measure, smhiUrl: SMHI, member: BENCH_MEMBER, competition: competitionSelected(), databaseUrl: process.env.DATABASE_URL, reports: REPORTS };
  const posting = postingSelected() ? await measureAllPosting(postingRun) : null;
  const writes = writesSelected() ? await measureWrites({ ...postingRun, bare: BARE, staticRps: staticRow.rps }) : [];
  const day = competitionDaySelected() ? await measureCompetitionDay(postingRun) : null;
  const exported = exportSelected() ? await measureExport({ site: SITE, cookie: await logIn(SITE, APP_PORTS, EXPORT_MEMBER), pids: sites.map((c) => c.pid) }) : [];
  for (const row of exported) console.log(`[bench] ${row.target}: first byte ${row.firstByteMs} ms, whole ${row.wholeMs} ms, memory +${row.growthMb} MB`);
  rows.push(...exported);
  if (importSelected()) {
    const importer = await logIn(SITE, APP_PORTS, IMPORT_MEMBER);
    const headers = { ...BROWSER, "x-forwarded-for": rowAddress(900) };
    rows.push(await measureImport({ site: SITE, cookie: importer, visitorUrl: `${SITE}/reports/${reportId}`, headers, connections: CONNECTIONS, seconds: DURATION }));
  }
  for (const row of [...(posting?.rows ?? []), ...writes, ...(day?.rows ?? [])]) {
    log(row);
    rows.push(row);
  }
  notes.push(...(posting?.notes ?? []), ...(day?.notes ?? []));

  for (const row of rows) {
    if (row.errors || row.timeouts) notes.push(`${row.target} ${row.as}: ${row.errors} connection errors, ${row.timeouts} timeouts`);
    if (row.non2xx && row.kind !== "mixed") notes.push(`${row.target} ${row.as}: ${row.non2xx} of ${row.requests} answers were not 2xx — its figures are not the page's`);
  }
  const budgets = checkBudgets(rows, { connections: CONNECTIONS, postingSlowdown: null, ...posting?.slowdowns, cardRenderMs });
  info.loadAverageAtEnd = os.loadavg().map((v) => Number(v.toFixed(2)));

  const run = { processes: PROCESSES, proxy: PROXY, sitePort: SITE_PORT, reports: REPORTS, members: MEMBERS, connections: CONNECTIONS, warmup: WARMUP, seconds: DURATION, encoding: ENCODING };
  console.log(`\n${reportLines({ info, rows, budgets, notes, run }).join("\n")}\n`);
  const out = writeResults(resultsDir, {
    machine: info,
    processes: PROCESSES,
    proxy: PROCESSES > 1 ? PROXY : null,
    reports: REPORTS,
    members: MEMBERS,
    connections: CONNECTIONS,
    acceptEncoding: ENCODING,
    cardRenderMs,
    warmupSeconds: WARMUP,
    seconds: DURATION,
    only: process.env.BENCH_ONLY || null,
    reportId,
    staticFile,
    member: BENCH_MEMBER.username,
    budget: BUDGET,
    rows,
    budgets,
    notes,
  });
  console.log(`[bench] wrote ${path.relative(root, out)}`);
}

try {
  await main();
} catch (error) {
  console.error(`[bench] ${error.message}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}

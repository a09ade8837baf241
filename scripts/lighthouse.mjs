// npm run lighthouse: builds and starts the production site, runs Lighthouse (mobile) on the pages below in
// Debian's Chromium, prints the four category scores per page and every audit that fails, and exits non-zero
// when performance < 98 or accessibility, best practices or SEO < 100. Not part of the test suite.
// Expects DATABASE_URL (run through scripts/with-db.mjs). LIGHTHOUSE_SKIP_BUILD=1 reuses the last build.
// Each page is audited LIGHTHOUSE_RUNS times (3 by default) and the run with the median performance score
// counts: on a shared 2-core machine one run can lose 20 points to a neighbour's build. The full report of
// that run goes to .data/lighthouse/<page>.html. Lighthouse 12 dropped its installability audits (the PWA category),
// so the home page's installability is asked of Chromium itself over the DevTools protocol: the errors Chromium
// gives for 'Add to home screen', the manifest it read, and whether the service worker took control.
// LIGHTHOUSE_PAGES=map,report audits only the pages so named (the names in PAGES below). A member's page (the logbook)
// is audited logged in, as LIGHTHOUSE_MEMBER (`name:password`; the demo seed's member by default).
// The map's tiles come from a small local server (LIGHTHOUSE_TILE_PORT, 3301) unless MAP_TILE_URL is set: these
// machines have no internet, and a tile that cannot be fetched is a console error Lighthouse counts against the
// page, which measures the machine rather than the site.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { logIn } from "./bench/prepare.mjs";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";
import { installability } from "./lighthouse/installability.mjs";
import { startTiles } from "./lighthouse/tiles.mjs";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const SITE = `http://127.0.0.1:${PORT}`;
// Every public page a visitor reads; the report, article, profile and species page are the first the lists link to.
const PAGES = [
  { name: "home", path: "/" },
  { name: "reports", path: "/reports" },
  { name: "report", from: "/reports", link: /href="(\/reports\/\d+)"/ },
  { name: "news", path: "/news" },
  { name: "article", from: "/news", link: /href="(\/news\/\d[^"?#]*)"/ },
  { name: "profile", from: "report", link: /href="(\/profile\/\d+)"/ },
  { name: "about", path: "/about" },
  { name: "map", path: "/karta" },
  { name: "species", path: "/arter" },
  { name: "species-page", from: "/arter", link: /href="(\/arter\/(?!sok\b)[a-z0-9-]+)"/ },
  // The member's logbook in pictures: their own catches only, drawn for them on every request.
  { name: "logbook", path: "/my-profile/monster", member: true },
];
/** Who the member pages are audited as: LIGHTHOUSE_MEMBER, or the demo seed's member (prisma/seed.ts). */
function auditMember() {
  const given = process.env.LIGHTHOUSE_MEMBER;
  if (!given) return { username: "kalle", password: "Fiske1234" };
  const at = given.indexOf(":");
  if (at < 1) throw new Error("LIGHTHOUSE_MEMBER is name:password");
  return { username: given.slice(0, at), password: given.slice(at + 1) };
}
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const MINIMUM = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const TILE_PORT = Number(process.env.LIGHTHOUSE_TILE_PORT ?? 3301);
const LOCAL_TILES = !process.env.MAP_TILE_URL;
// LIGHTHOUSE_DENSE_TILES=1: the stand-in also has '@2x' tiles (512 px), as a tile server with {r} in its template.
const DENSE_TILES = Boolean(process.env.LIGHTHOUSE_DENSE_TILES);
const env = {
  ...process.env,
  MAP_TILE_URL: process.env.MAP_TILE_URL || `http://127.0.0.1:${TILE_PORT}/{z}/{x}/{y}${DENSE_TILES ? "{r}" : ""}.png`,
  NODE_ENV: "production",
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? randomBytes(32).toString("hex"),
  NEXTAUTH_URL: SITE,
  SITE_URL: SITE,
  NEXT_TELEMETRY_DISABLED: "1",
};

let server = null;
let tiles = null;
let chrome = null;

function log(message) {
  console.log(`[lighthouse] ${message}`);
}

function stopServer() {
  if (!server) return;
  try {
    process.kill(-server.pid, "SIGTERM"); // the whole group: next start leaves a next-server child
  } catch {
    // already gone
  }
  server = null;
}

function cleanUp() {
  chrome?.kill();
  chrome = null;
  tiles?.close();
  tiles = null;
  stopServer();
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

async function waitFor(url, seconds = 90) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up within ${seconds} s`);
}

function startServer() {
  server = spawn(process.execPath, ["scripts/server.mjs", "-p", String(PORT), "-H", "127.0.0.1"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  server.on("exit", (code) => {
    if (server && code) console.error(`[lighthouse] the server exited with ${code}`);
  });
}

/** Audits that count against a category and did not pass: binary ones below 1, scored ones below 0.9. */
function failingAudits(lhr) {
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) continue;
      const passed = audit.scoreDisplayMode === "binary" ? audit.score === 1 : audit.score >= 0.9;
      if (passed) continue;
      if (ref.weight === 0 && audit.scoreDisplayMode !== "binary") continue; // advice without weight
      failing.push({
        category: id,
        id: audit.id,
        title: audit.title,
        value: [audit.displayValue, ref.weight === 0 ? "does not count toward the score" : ""].filter(Boolean).join("; "),
      });
    }
  }
  return failing;
}

async function main() {
  // Checked before the build, so a mistyped name costs nothing.
  const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((name) => name.trim()).filter(Boolean);
  const audited = only?.length ? PAGES.filter((page) => only.includes(page.name)) : PAGES;
  if (!audited.length) throw new Error(`LIGHTHOUSE_PAGES names no page; the pages are ${PAGES.map((page) => page.name).join(", ")}`);
  if (!process.env.LIGHTHOUSE_SKIP_BUILD) {
    log("building the site…");
    const build = spawnSync(process.execPath, ["scripts/next-build.mjs"], { cwd: root, env, stdio: "inherit" });
    if (build.status !== 0) throw new Error("next build failed");
  }
  if (LOCAL_TILES) tiles = await startTiles({ port: TILE_PORT, dense: DENSE_TILES });
  startServer();
  await waitFor(`${SITE}/api/health`);
  // Only the pages audited are looked up, with the pages they are found from.
  const needed = new Set(audited.map((page) => page.name));
  for (const page of [...PAGES].reverse()) if (needed.has(page.name) && page.from && !page.from.startsWith("/")) needed.add(page.from);
  const resolved = PAGES.filter((page) => needed.has(page.name));
  for (const page of resolved) {
    if (page.path) continue;
    // `from` is an address, or the name of a page found before this one.
    const from = page.from.startsWith("/") ? page.from : PAGES.find((other) => other.name === page.from).path;
    const html = await fetch(`${SITE}${from}`).then((res) => res.text());
    const match = page.link.exec(html);
    if (!match) throw new Error(`${from} links to no ${page.name} page: seed the database first`);
    page.path = match[1];
  }
  const cookie = audited.some((page) => page.member) ? await logIn(SITE, [PORT], auditMember()) : null;
  const headersFor = (page) => (page.member ? { cookie } : {});
  // One visit each first, so the measured load is not the server's first render of the page.
  for (const page of resolved) await fetch(`${SITE}${page.path}`, { headers: headersFor(page) }).then((res) => res.arrayBuffer());

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROMIUM_FLAGS,
  });
  const outDir = path.join(root, ".data", "lighthouse");
  mkdirSync(outDir, { recursive: true });

  const results = [];
  for (const page of audited) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      log(`auditing ${page.path} (mobile), run ${run} of ${RUNS}…`);
      const runnerResult = await lighthouse(
        `${SITE}${page.path}`,
        { port: chrome.port, output: "html", logLevel: "error", onlyCategories: CATEGORIES, formFactor: "mobile", extraHeaders: headersFor(page) },
        undefined,
      );
      if (!runnerResult) throw new Error(`Lighthouse gave no result for ${page.path}`);
      const { lhr, report } = runnerResult;
      if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]));
      runs.push({ lhr, report: Array.isArray(report) ? report[0] : report, scores });
    }
    runs.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = runs[Math.floor((runs.length - 1) / 2)];
    writeFileSync(path.join(outDir, `${page.name}.html`), median.report);
    results.push({
      page,
      scores: median.scores,
      performanceRuns: runs.map((run) => run.scores.performance),
      failing: failingAudits(median.lhr),
      warnings: median.lhr.runWarnings ?? [],
    });
  }

  console.log(`\n| page | performance | accessibility | best practices | SEO |${RUNS > 1 ? " performance of each run |" : ""}`);
  console.log(`|---|---:|---:|---:|---:|${RUNS > 1 ? "---|" : ""}`);
  for (const { page, scores, performanceRuns } of results) {
    const each = RUNS > 1 ? ` ${performanceRuns.join(", ")} |` : "";
    console.log(`| ${page.path} | ${CATEGORIES.map((id) => scores[id]).join(" | ")} |${each}`);
  }

  let ok = true;
  for (const { page, scores, failing, warnings } of results) {
    // A member's own page is kept out of search engines on purpose (noindex), which Lighthouse's SEO score counts.
    const low = CATEGORIES.filter((id) => !(page.member && id === "seo") && scores[id] < MINIMUM[id]);
    if (low.length) ok = false;
    if (!failing.length && !warnings.length) continue;
    console.log(`\n${page.path}${low.length ? ` – below the bar: ${low.join(", ")}` : ""}`);
    for (const audit of failing) {
      console.log(`  ✗ [${audit.category}] ${audit.id}: ${audit.title}${audit.value ? ` (${audit.value})` : ""}`);
    }
    for (const warning of warnings) console.log(`  ! ${warning}`);
  }
  log("asking Chromium whether the site can be installed…");
  const install = await installability(chrome.port, `${SITE}/`);
  const installable = !install.errors.length && !install.manifestErrors.length && install.serviceWorker;
  console.log(`\nInstallable (Chromium's own check on /): ${installable ? "yes" : "no"}`);
  console.log(`  manifest: ${install.manifestUrl || "none"}; service worker in control: ${install.serviceWorker ? "yes" : "no"}`);
  for (const error of [...install.errors, ...install.manifestErrors]) console.log(`  ✗ ${error}`);
  if (!installable) ok = false;

  console.log(`\nFull reports: ${path.relative(root, outDir)}/`);
  console.log(
    ok
      ? "\nAll pages meet the bar (performance ≥ 98, the rest 100) and the site is installable."
      : "\nBelow the bar (performance ≥ 98, accessibility, best practices and SEO 100, installable).",
  );
  if (!ok) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(`[lighthouse] ${error.message}`);
    process.exitCode = 1;
  })
  .finally(cleanUp);

// Preparing a bench run against the started site: a report id, a member session, the static file to compare
// with, and whether optional routes exist. SITE is the site's origin; APP_PORTS the ports of its processes.
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import pg from "pg";
import { scriptUrls } from "./first-load-js.mjs";
import { BENCH_MEMBER } from "./seed-large.mjs";

/** A whole number from the environment, within [min, max], or the fallback when unset. */
export function intFromEnv(name, fallback, min, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return value;
}

export async function pickReportId(named) {
  if (process.env.BENCH_REPORT_ID) return intFromEnv("BENCH_REPORT_ID", 1, 1, 999_999_999);
  if (named) return named;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    // A report from the middle of the table whose owner is not anonymous: a page like most others.
    const { rows } = await client.query(
      `SELECT r.id FROM reports r JOIN users u ON u.id = r.user_id WHERE NOT u.is_anonymous
       ORDER BY r.id LIMIT 1 OFFSET (SELECT count(*) / 2 FROM reports)`,
    );
    if (!rows[0]) throw new Error("the bench database holds no reports");
    return rows[0].id;
  } finally {
    await client.end();
  }
}

/** Logs `member` in (the bench's own by default) and gives the cookies a browser would send back. */
export async function logIn(SITE, APP_PORTS, member = BENCH_MEMBER) {
  const res = await fetch(`${SITE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SITE },
    body: JSON.stringify({ username: member.username, password: member.password }),
    redirect: "manual",
  });
  if (!res.ok) throw new Error(`logging in as ${member.username} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  // Every cookie the login set, as a browser would send them back (the session token, and any companion such as
  // a hint cookie for the page's script).
  const pairs = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0].trim())
    .filter((c) => /^[^=]+=./.test(c));
  if (!pairs.some((c) => /session-token=./.test(c))) throw new Error("the login answered 200 but set no session cookie");
  const cookie = pairs.join("; ");
  // The same cookie must be a session on every process (they share NEXTAUTH_SECRET and the database).
  for (const port of APP_PORTS) {
    const me = await fetch(`http://127.0.0.1:${port}/api/auth/me`, { headers: { cookie } });
    const body = me.ok ? await me.json() : null;
    if (body?.username !== member.username) throw new Error(`the session cookie is not accepted on port ${port} (${me.status})`);
  }
  return cookie;
}

export const titleOf = (html) => html.match(/<title[^>]*>([^<]*)<\/title>/i)?.[1]?.trim() ?? "";
const noindex = (html) => /<meta[^>]+name=["']robots["'][^>]+noindex/i.test(html);

/**
 * Whether a path is a real page: not 404, and not the not-found page answered with 200 (as Next 16 does for
 * unknown paths under Cache Components). Returns null when it is, else the reason it is not.
 */
export async function missingReason(SITE, pathname, unknownTitle) {
  const res = await fetch(`${SITE}${pathname}`, { redirect: "manual" });
  const html = await res.text();
  if (res.status === 404) return "answers 404";
  if (res.ok && noindex(html) && titleOf(html) === unknownTitle) return `answers ${res.status} with the not-found page`;
  if (!res.ok && !(res.status >= 300 && res.status < 400)) throw new Error(`${pathname} answered ${res.status}`);
  return null;
}

/** Bytes on the wire as a browser asks: the compressed length the server declares, else the body's. */
async function wireBytes(url) {
  const res = await fetch(url, { headers: { "accept-encoding": "br, gzip" } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const body = await res.arrayBuffer();
  return Number(res.headers.get("content-length") ?? body.byteLength);
}

/**
 * The static file the pages are held against: of the /_next/static stylesheets and scripts the home page loads, the
 * one nearest the home page itself in bytes on the wire. Serving costs grow with the bytes, so a 1 kB stylesheet
 * would make every page look slow and a 60 kB script would make it look fast; until stylesheets were split by page
 * (decision 280) the first stylesheet happened to weigh about what a page does.
 */
export async function findStaticFile(SITE) {
  const res = await fetch(`${SITE}/`);
  if (!res.ok) throw new Error(`/ answered ${res.status}`);
  const html = await res.text();
  const css = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel=["']?stylesheet/i.test(tag))
    .map((tag) => tag.match(/\bhref=["']?([^"'\s>]+)/i)?.[1]?.replaceAll("&amp;", "&"))
    .filter(Boolean)
    .map((href) => new URL(href, SITE));
  const files = [...css, ...scriptUrls(html, `${SITE}/`).map((u) => new URL(u))].filter((u) => u.pathname.startsWith("/_next/static/"));
  if (!files.length) throw new Error("found no /_next/static CSS or JS file in the HTML of /");
  const page = await wireBytes(`${SITE}/`);
  let chosen = null;
  for (const url of files) {
    const distance = Math.abs((await wireBytes(url.href)) - page);
    if (!chosen || distance < chosen.distance) chosen = { file: url.pathname + url.search, distance };
  }
  return chosen.file;
}

/** The machine the figures were taken on, and how busy it was when the run began. */
export function machine() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model?.trim() ?? "unknown",
    cpus: cpus.length,
    totalMemoryGB: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverageAtStart: os.loadavg().map((v) => Number(v.toFixed(2))),
  };
}

/**
 * The environment a benchmarked production server runs with: production mode, a fresh secret, the site's own
 * address, no telemetry, plus `extra` (a bench's own settings, e.g. RATE_LIMIT_FACTOR or TRUST_PROXY).
 */
export function siteEnv(site, extra = {}) {
  return {
    ...process.env,
    NODE_ENV: "production",
    NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
    NEXTAUTH_URL: site,
    SITE_URL: site,
    NEXT_TELEMETRY_DISABLED: "1",
    ...extra,
  };
}

/**
 * The settings every benchmarked site process runs with. `smhi`: the fake SMHI's origin; `trustedProxies`: how many
 * proxies stand before the app (the bench's clients count as one); `microCacheInFront`: nginx keeps the micro-cache;
 * `jobsInWorker`: the app processes take no jobs, a worker process does (jobsWorkerArgs).
 */
export function benchSiteEnv(site, { smhi, trustedProxies, microCacheInFront, jobsInWorker }) {
  return siteEnv(site, {
    // The posting rows send thousands of reports from one member and address; the limits still count, far above that.
    RATE_LIMIT_FACTOR: "1000",
    // Renders keep the production rate per client: the long-tail rows come from many addresses, the crawler from one.
    RENDER_RATE_FACTOR: "1",
    // No network here: weather and forecasts come from the fake SMHI, as in the demo and the tests.
    SMHI_METOBS_URL: `${smhi}/metobs`, SMHI_FORECAST_URL: `${smhi}/metfcst`,
    // The clients' addresses arrive in X-Forwarded-For, as from nginx in `npm run start:cluster` (one trusted proxy);
    // behind the bench's own nginx the bench's clients are a proxy in front of it, so two are trusted.
    TRUST_PROXY: String(trustedProxies),
    // Two micro-caches would add their seconds up: behind nginx's the app servers keep none, as start:cluster runs them.
    ...(microCacheInFront ? { PAGE_MICRO_CACHE_MS: "0" } : {}),
    ...(jobsInWorker ? { JOBS: "off" } : {}),
  });
}

/** The job worker as `npm run worker` runs it (scripts/jobs-worker.ts), for the bench's start(). */
export function jobsWorkerArgs(root) {
  return [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "--conditions=react-server", path.join("scripts", "jobs-worker.ts")];
}

/**
 * Waits until the background has counted every species for its page (lib/species/counts.ts: the `species-count`
 * job, every minute), so no row measures that count instead of what it asks; at most `seconds`, then says so.
 */
export async function speciesCounted(url, seconds = 150) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    for (;;) {
      const { rows } = await client.query(
        `select (select count(*) from species)::int - (select count(*) from species_counts)::int
                + (select count(*) from species_count_changes)::int as left`,
      );
      if (rows[0].left === 0) return;
      if (Date.now() - started > seconds * 1000) {
        console.warn(`[bench] the species are not all counted after ${seconds} s (${rows[0].left} left): the rows run anyway`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await client.end();
  }
}

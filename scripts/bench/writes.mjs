// The site's writes beside the bare server's same writes (scripts/bench/bare-writes.mjs: the same transaction with
// no session, limits or framework): a like of a random report by the bench member, a comment on a random report and
// a catch without a position, each by a member of the bench's own, and that catch by one with 500 matroser. And "competition day": fifty members' phones
// posting catches at once, all from one lake (one map cell, whose count every post updates), against the same
// fifty posting without a position, so that one busy cell is seen to cost the posts nothing much.
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import pg from "pg";
import { pointInCellOf } from "./cell.mjs";
import { FEED_MATROSER, seedFeedMatroser } from "./feed.mjs";
import { alternatePosts, CATCH, reportBody } from "./posting.mjs";

/** A short comment as members write them (lib/comments/schemas.ts: 1–1000 characters). */
const COMMENT = "Snygg fisk! Vilket bete tog den på?";
/** Mälaren off Västerås: the lake of the competition day. */
const LAKE = { latitude: 59.55, longitude: 16.62 };
/** Members posting on competition day: each has its own posting limit (10 a 10 minutes, × RATE_LIMIT_FACTOR 1000). */
const DAY_MEMBERS = 10;
const DAY_CONNECTIONS = 50;

/** Registers a member of the bench's own through the site (as a visitor would) and gives its session and id. */
export async function registerMember(site, prefix) {
  const username = `${prefix}${randomBytes(4).toString("hex")}`;
  const res = await fetch(`${site}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site },
    body: JSON.stringify({ username, password: "Fiskelycka1", age: 30 }),
  });
  if (res.status !== 201) throw new Error(`registering ${username} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0].trim()).join("; ");
  return { username, cookie, id: (await res.json()).id };
}

async function memberId(databaseUrl, username) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT id FROM users WHERE username_key = lower($1)", [username]);
    if (!rows[0]) throw new Error(`no member ${username} in the bench database`);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

/**
 * Measures one write on the bare server and then on the site, with the same requests: `request(member)` gives the
 * path, headers and autocannon request options. Returns the site's row and the bare server's, with ×bare and ×static.
 */
async function pair({ target, site, bare, measure, member, staticRps, request }) {
  const rows = [];
  const ratio = (a, b) => (a && b ? Number((a / b).toFixed(2)) : null);
  const bareRun = await measureWrite(bare, measure, { ...request(member), bareMember: member.id });
  const siteRun = await measureWrite(site, measure, request(member));
  rows.push({ target, kind: "write", as: "member", ...siteRun, bareRps: bareRun.rps, vsBare: ratio(siteRun.rps, bareRun.rps), vsStatic: ratio(siteRun.rps, staticRps), staticRps, jsKb: null });
  rows.push({ target, kind: "bare", as: "bare server", ...bareRun, vsBare: 1, vsStatic: ratio(bareRun.rps, staticRps), jsKb: null });
  return rows;
}

function measureWrite(base, measure, { path, headers, options, bareMember }) {
  // The bare server is told who writes; the site knows from the session cookie and ignores the header.
  const who = bareMember ? { "x-bench-member": String(bareMember) } : {};
  return measure(`${base}${path}`, { ...headers, ...who }, { method: "POST", ...options });
}

/**
 * The writes, each beside the bare server's (docs/performance.md, Budgets): a like (toggling, so about half add a
 * like and notify the owner, half take one back), a comment, a catch without a position, without and with a key, and
 * the same catch by a member with many matroser.
 */
export async function measureWrites({ site, bare, measure, cookie, member, databaseUrl, reports, staticRps }) {
  const liker = { cookie, id: await memberId(databaseUrl, member.username) };
  // Members of their own: the bench member has spent much of its posting limit on the posting pairs by now.
  const writer = await registerMember(site, "skrivbank");
  const json = { origin: site, accept: "application/json" };
  // Each request to a report of its own, picked at random among the seeded ones.
  const random = (prefix, suffix = "", extra = {}) => [
    { method: "POST", ...extra, setupRequest: (req) => ({ ...req, path: `${prefix}${randomInt(1, reports + 1)}${suffix}` }) },
  ];
  const common = { site, bare, measure, staticRps };
  const like = await pair({
    ...common,
    target: "POST /api/likes/reports/{random}",
    member: liker,
    request: (m) => ({ path: "/api/likes/reports/1", headers: { ...json, cookie: m.cookie }, options: { requests: random("/api/likes/reports/") } }),
  });
  const comment = await pair({
    ...common,
    target: "POST /api/reports/{random}/comments",
    member: writer,
    request: (m) => ({
      path: "/api/reports/1/comments",
      headers: { ...json, cookie: m.cookie, "content-type": "application/json" },
      options: { requests: random("/api/reports/", "/comments", { body: JSON.stringify({ body: COMMENT }) }) },
    }),
  });
  const { body, contentType } = reportBody({ ...CATCH, fish: "Gädda" });
  const post = await pair({
    ...common,
    target: "POST /api/reports (no position)",
    member: writer,
    request: (m) => ({ path: "/api/reports", headers: { ...json, cookie: m.cookie, "content-type": contentType }, options: { body } }),
  });
  // The same catch as the report form sends it, with an Idempotency-Key of its own each time (decision 170): the key is
  // taken in the post's transaction. By a member of its own, so both posting rows stay far below the posting limit.
  // The bare server has no keys: its yardstick is the same catch without one.
  const keyed = await registerMember(site, "skrivnyckel");
  const keyedPost = await pair({
    ...common,
    target: "POST /api/reports (no position, Idempotency-Key)",
    member: keyed,
    request: (m) => ({
      path: "/api/reports",
      headers: { ...json, cookie: m.cookie, "content-type": contentType },
      options: { requests: [{ method: "POST", body, setupRequest: (req) => ({ ...req, headers: { ...req.headers, "idempotency-key": randomUUID() } }) }] },
    }),
  });
  // The same catch by a member with FEED_MATROSER matroser: the post also renews each of their kept feeds
  // (decision 309), one tag per matros.
  const social = await registerMember(site, "skrivgang");
  await seedFeedMatroser(databaseUrl, social.username);
  const socialPost = await pair({
    ...common,
    target: `POST /api/reports (${FEED_MATROSER} matroser)`,
    member: social,
    request: (m) => ({ path: "/api/reports", headers: { ...json, cookie: m.cookie, "content-type": contentType }, options: { body } }),
  });
  return [...like, ...comment, ...post, ...keyedPost, ...socialPost];
}

export const COMPETITION_DAY_KINDS = [
  { as: "50 at once, all in one map cell", position: true },
  { as: "50 at once, without a position", position: false },
];

/**
 * Competition day: DAY_CONNECTIONS connections post catches of today, each request as the next of DAY_MEMBERS members,
 * with a position somewhere in one lake's map cell or without one, alternating twice as the posting pairs do. The
 * site answers every catch 201 or the row says so (non-2xx). Returns the rows, the ratio of the two (with ÷ without)
 * and a note of how many map cells the catches with a position fell in (one).
 */
export async function measureCompetitionDay({ site, measure, smhiUrl, databaseUrl }) {
  const members = [];
  for (let i = 0; i < DAY_MEMBERS; i++) members.push(await registerMember(site, "tavlingsdag"));
  // The weather is looked up as on any day (the lookups yield to posting: lib/conditions/queue.ts).
  await fetch(`${smhiUrl}/__mode`, { method: "POST", body: "ok" });
  const today = new Date().toISOString().slice(0, 10);
  let n = 0;
  const { rows } = await alternatePosts({
    site,
    kinds: COMPETITION_DAY_KINDS,
    measure: (url, headers, request) => measure(url, headers, { ...request, connections: DAY_CONNECTIONS }),
    target: "POST /api/reports (competition day)",
    request: (kind) => ({
      headers: { origin: site, accept: "application/json" },
      requests: [
        {
          method: "POST",
          setupRequest(req) {
            const { latitude, longitude } = pointInCellOf(LAKE);
            const spot = kind.position ? { latitude: String(latitude), longitude: String(longitude), position_precision: "area" } : {};
            const { body, contentType } = reportBody({ ...CATCH, fish: "Abborre", location: "Mälaren", date: today, ...spot });
            const member = members[n++ % members.length];
            return { ...req, body, headers: { ...req.headers, cookie: member.cookie, "content-type": contentType } };
          },
        },
      ],
    }),
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let cells;
  try {
    ({ rows: cells } = await client.query(
      `SELECT cell_row, cell_column, count(*)::int AS n FROM reports WHERE user_id = ANY($1::int[]) AND cell_row IS NOT NULL GROUP BY 1, 2`,
      [members.map((m) => m.id)],
    ));
  } finally {
    await client.end();
  }
  const where = cells.map((c) => `${c.n} in cell ${c.cell_row * 10}_${c.cell_column * 10}`).join(", ");
  return {
    rows: rows.map((row) => ({ ...row, kind: "competition-day" })),
    ratio: rows[1].rps ? Number((rows[0].rps / rows[1].rps).toFixed(2)) : null,
    cells: cells.length,
    notes: [`competition day: the catches with a position fell in ${cells.length} map cell${cells.length === 1 ? "" : "s"} (${where || "none"})`],
  };
}

// The cost of the personal-best check when posting (docs/decisions/151-personal-bests.md): the bench member posts
// catches of a catalogue species (resolved, then one indexed read of their heaviest earlier catch of it) and of
// free text that names no species (resolved to none, so no check runs), alternately, twice each. Everything else
// — the session, validation, the insert, the statistics triggers, the friends' notification — is the same.
import { randomBytes, randomInt } from "node:crypto";
import pg from "pg";
import { COMPETITION_MEMBERS } from "./seed-competition.mjs";

/** The multipart body of POST /api/reports, as the report form sends it without a photo. */
export function reportBody(fields) {
  const boundary = `----fiskebench${randomBytes(8).toString("hex")}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { body: `${parts.join("")}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

export const CATCH = { weight: "0,5", length: "30", location: "Bänksjön", date: "2026-06-01" };
export const POSTING_KINDS = [
  { as: "with the check", fish: "Gädda" },
  { as: "without (free text)", fish: "Sjöodjur" },
];

/**
 * Measures two kinds of post (`kinds`: [{ as, ... }]), alternating `rounds` times so a shared machine's slow moment
 * falls on both, the second round in the other order (the row after a change of kind ran slower on this machine
 * whichever kind it was); `request(kind)` gives each kind's headers and body. Returns a row for each (req/s averaged
 * over its runs) and the first kind's cost against the second's (the second's req/s over the first's).
 */
export async function alternatePosts({ site, kinds, measure, request, rounds = 2, target = "POST /api/reports" }) {
  const runs = Object.fromEntries(kinds.map(({ as }) => [as, []]));
  for (let round = 0; round < rounds; round++) {
    for (const kind of round % 2 === 0 ? kinds : [...kinds].reverse()) {
      // `requests` (autocannon's own) instead of a body gives each request an address of its own.
      const { headers, body, path = "/api/reports", requests } = await request(kind);
      runs[kind.as].push(await measure(`${site}${path}`, headers, requests ? { method: "POST", requests } : { method: "POST", body }));
    }
  }
  const rows = kinds.map(({ as }) => {
    const list = runs[as];
    const sum = (key) => list.reduce((n, r) => n + r[key], 0);
    return {
      target,
      kind: "posting",
      as,
      rps: Math.round(sum("rps") / list.length),
      p99: Math.max(...list.map((r) => r.p99)),
      non2xx: sum("non2xx"),
      errors: sum("errors"),
      timeouts: sum("timeouts"),
      requests: sum("requests"),
      loadAfter: list.at(-1).loadAfter,
      runs: list.map((r) => r.rps),
      ...(list.some((r) => "smhiRequests" in r) ? { smhiRequests: sum("smhiRequests") } : {}),
    };
  });
  const [first, second] = rows;
  return { rows, slowdown: first.rps ? Number((second.rps / first.rps).toFixed(2)) : null };
}

/** The personal-best check: a catalogue species against free text that names none, as the bench member. */
export function measurePosting({ site, cookie, measure }) {
  return alternatePosts({
    site,
    kinds: POSTING_KINDS,
    measure,
    request: (kind) => {
      const { body, contentType } = reportBody({ ...CATCH, fish: kind.fish });
      return { body, headers: { cookie, origin: site, "content-type": contentType, accept: "application/json" } };
    },
  });
}

export const COMPETITION_KINDS = [
  { as: "in 20 running competitions", member: COMPETITION_MEMBERS.entered },
  { as: "in no competition", member: COMPETITION_MEMBERS.none },
];

async function logInAs(site, username, password) {
  const res = await fetch(`${site}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`logging in as ${username} answered ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0].trim()).join("; ");
}

/**
 * The cost of the competitions' hook when posting (docs/decisions/230-competitions.md): the same catch of today,
 * posted by a participant of twenty running competitions and by a member of none (each with the bench member's
 * password), alternating, twice each. Returns a row for each and their ratio.
 */
export async function measureCompetitionPosting({ site, measure, member }) {
  const cookies = {};
  for (const kind of COMPETITION_KINDS) cookies[kind.as] = await logInAs(site, kind.member, member.password);
  const today = new Date().toISOString().slice(0, 10);
  return alternatePosts({
    site,
    kinds: COMPETITION_KINDS,
    measure,
    request: (kind) => {
      const { body, contentType } = reportBody({ ...CATCH, fish: "Gädda", date: today });
      return { body, headers: { cookie: cookies[kind.as], origin: site, "content-type": contentType, accept: "application/json" } };
    },
  });
}

export const CONDITIONS_KINDS = [
  { as: "with a position, weather looked up", smhi: "ok" },
  { as: "with a position, SMHI down", smhi: "down" },
];

/**
 * The cost of a catch's weather lookup when posting (docs/decisions/260-conditions-from-smhi.md): the bench
 * member posts catches with a position (one of a few lakes, yesterday) while the bench's fake SMHI answers, and
 * while it answers 503 (lookups then pause for a minute and do no work). The lookups run in the background and
 * yield to posting (lib/conditions/queue.ts: they start in a pause of half a second, or once the oldest has waited
 * 30 s), so within a row of 2 + 10 s what the posts pay is the queueing alone: this pair guards against a lookup
 * creeping into the request. Two rounds, alternating, as the other pairs.
 */
export async function measureConditionsPosting({ site, measure, smhiUrl }) {
  // A member of its own: the bench member has used much of its posting limit (10 a 10 minutes, × 1000) by now.
  const res = await fetch(`${site}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site },
    body: JSON.stringify({ username: `vaderbank${randomBytes(3).toString("hex")}`, password: "Fiskelycka1", age: 30 }),
  });
  if (res.status !== 201) throw new Error(`registering the weather bench's member answered ${res.status}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0].trim()).join("; ");
  // How often the site asked SMHI while each row ran: the lookups that ran beside the posts.
  const asked = async () => Object.values(await (await fetch(`${smhiUrl}/__stats`)).json()).reduce((n, c) => n + c, 0);
  const counted = async (...args) => {
    const before = await asked();
    const row = await measure(...args);
    return { ...row, smhiRequests: (await asked()) - before };
  };
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const lakes = [[59.33, 18.06], [59.86, 17.64], [61.0, 14.7], [57.7, 11.97], [63.18, 14.64]];
  let n = 0;
  return alternatePosts({
    site,
    kinds: CONDITIONS_KINDS,
    measure: counted,
    request: async (kind) => {
      const res = await fetch(`${smhiUrl}/__mode`, { method: "POST", body: kind.smhi });
      if (!res.ok) throw new Error(`the fake SMHI refused mode ${kind.smhi}: ${res.status}`);
      const [latitude, longitude] = lakes[n++ % lakes.length];
      const { body, contentType } = reportBody({
        ...CATCH, fish: "Gädda", date: yesterday, catch_time: "06:30",
        latitude: String(latitude), longitude: String(longitude), position_precision: "area",
      });
      return { body, headers: { cookie, origin: site, "content-type": contentType, accept: "application/json" } };
    },
  });
}

export const LIKE_KINDS = [
  { as: "the notification's delivery queued", triggers: "ENABLE" },
  { as: "without delivery (its triggers off)", triggers: "DISABLE" },
];

/**
 * The cost of notifications reaching members (docs/decisions/240-notification-delivery.md) on a like: the bench
 * member likes random reports (each like notifies the report's owner), once as the site runs and once with the two
 * triggers that give a notification its kind and queue its delivery turned off, which is a like as it was before
 * mail and push. The delivery itself runs apart from the request (the outbox), so this pair measures what a like
 * pays. Two rounds, alternating, as the other pairs; the triggers are left on.
 */
export async function measureLikes({ site, cookie, measure, databaseUrl, reports }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const triggers = (what) =>
    db.query(`ALTER TABLE notifications ${what} TRIGGER notifications_set_kind, ${what} TRIGGER notifications_queue_delivery`);
  try {
    return await alternatePosts({
      site,
      kinds: LIKE_KINDS,
      measure,
      target: "POST /api/likes/reports/{random}",
      request: async (kind) => {
        await triggers(kind.triggers);
        const setupRequest = (req) => ({ ...req, path: `/api/likes/reports/${randomInt(1, reports + 1)}` });
        return { path: "/api/likes/reports/1", headers: { cookie, origin: site, accept: "application/json" }, requests: [{ method: "POST", setupRequest }] };
      },
    });
  } finally {
    await triggers("ENABLE").catch(() => {});
    await db.end();
  }
}

/**
 * Every posting pair a run asks for, in order: the personal-best check, the weather lookups, a like's delivery and
 * (with the bench's competition) the competitions' hook. Returns the rows, each pair's slowdown as checkBudgets takes it, and notes.
 */
export async function measureAllPosting({ site, cookie, measure, smhiUrl, member, competition, databaseUrl, reports }) {
  const check = await measurePosting({ site, cookie, measure });
  const conditions = await measureConditionsPosting({ site, measure, smhiUrl });
  const likes = await measureLikes({ site, cookie, measure, databaseUrl, reports });
  const competitions = competition ? await measureCompetitionPosting({ site, measure, member }) : null;
  return {
    rows: [...check.rows, ...conditions.rows, ...likes.rows, ...(competitions?.rows ?? [])],
    slowdowns: {
      postingSlowdown: check.slowdown,
      conditionsSlowdown: conditions.slowdown,
      likeSlowdown: likes.slowdown,
      competitionSlowdown: competitions?.slowdown ?? null,
    },
    notes: conditions.rows.map((row) => `POST /api/reports ${row.as}: SMHI was asked ${row.smhiRequests} times while the row ran`),
  };
}

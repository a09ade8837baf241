// The cost of the personal-best check when posting (docs/decisions/151-personal-bests.md): the bench member posts
// catches of a catalogue species (resolved, then one indexed read of their heaviest earlier catch of it) and of
// free text that names no species (resolved to none, so no check runs), alternately, twice each. Everything else
// — the session, validation, the insert, the statistics triggers, the friends' notification — is the same.
import { randomBytes } from "node:crypto";
import { COMPETITION_MEMBERS } from "./seed-competition.mjs";

/** The multipart body of POST /api/reports, as the report form sends it without a photo. */
function reportBody(fields) {
  const boundary = `----fiskebench${randomBytes(8).toString("hex")}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { body: `${parts.join("")}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

const CATCH = { weight: "0,5", length: "30", location: "Bänksjön", date: "2026-06-01" };
export const POSTING_KINDS = [
  { as: "with the check", fish: "Gädda" },
  { as: "without (free text)", fish: "Sjöodjur" },
];

/**
 * Measures both kinds of post, alternating so a shared machine's slow moment falls on both, and returns a row for
 * each (req/s averaged over its two runs) and their ratio.
 */
export async function measurePosting({ site, cookie, measure }) {
  const runs = { [POSTING_KINDS[0].as]: [], [POSTING_KINDS[1].as]: [] };
  for (let round = 0; round < 2; round++) {
    for (const kind of POSTING_KINDS) {
      const { body, contentType } = reportBody({ ...CATCH, fish: kind.fish });
      const headers = { cookie, origin: site, "content-type": contentType, accept: "application/json" };
      runs[kind.as].push(await measure(`${site}/api/reports`, headers, { method: "POST", body }));
    }
  }
  const rows = POSTING_KINDS.map(({ as }) => {
    const [a, b] = runs[as];
    return {
      target: "POST /api/reports",
      kind: "posting",
      as,
      rps: Math.round((a.rps + b.rps) / 2),
      p99: Math.max(a.p99, b.p99),
      non2xx: a.non2xx + b.non2xx,
      errors: a.errors + b.errors,
      timeouts: a.timeouts + b.timeouts,
      requests: a.requests + b.requests,
      loadAfter: b.loadAfter,
      runs: [a.rps, b.rps],
    };
  });
  const [withCheck, without] = rows;
  return { rows, slowdown: withCheck.rps ? Number((without.rps / withCheck.rps).toFixed(2)) : null };
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
  const runs = Object.fromEntries(COMPETITION_KINDS.map(({ as }) => [as, []]));
  const today = new Date().toISOString().slice(0, 10);
  for (let round = 0; round < 2; round++) {
    for (const kind of COMPETITION_KINDS) {
      const { body, contentType } = reportBody({ ...CATCH, fish: "Gädda", date: today });
      const headers = { cookie: cookies[kind.as], origin: site, "content-type": contentType, accept: "application/json" };
      runs[kind.as].push(await measure(`${site}/api/reports`, headers, { method: "POST", body }));
    }
  }
  const rows = COMPETITION_KINDS.map(({ as }) => {
    const [a, b] = runs[as];
    return {
      target: "POST /api/reports",
      kind: "posting",
      as,
      rps: Math.round((a.rps + b.rps) / 2),
      p99: Math.max(a.p99, b.p99),
      non2xx: a.non2xx + b.non2xx,
      errors: a.errors + b.errors,
      timeouts: a.timeouts + b.timeouts,
      requests: a.requests + b.requests,
      loadAfter: b.loadAfter,
      runs: [a.rps, b.rps],
    };
  });
  const [entered, none] = rows;
  return { rows, slowdown: entered.rps ? Number((none.rps / entered.rps).toFixed(2)) : null };
}

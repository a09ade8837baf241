// One request at a time: where a member's write spends its time when nothing else runs. Against a started site
// (the bench's, or any production server on a bench database), it times in turn a route handler that reads nothing
// (GET /api/health), the session check (GET /api/auth/me), a like, a comment and a post of a catch without a
// photo (without and with an Idempotency-Key, as the form sends it), each N times one after another, and prints the median and the 90th percentile of each. The differences
// between the rows are the parts a write pays for: the framework's handler, the session, then the write's own work.
//
//   node scripts/bench/write-latency.mjs http://127.0.0.1:3200 [N=200]
//
// DATABASE_URL (for the reports to like) is needed, and a member who can log in: the bench's own
// (scripts/bench/seed-large.mjs), or LATENCY_MEMBER=username:password (the demo's kalle:Fiske1234, say).
import { randomUUID } from "node:crypto";
import process from "node:process";
import pg from "pg";
import { BENCH_MEMBER } from "./seed-large.mjs";

const site = process.argv[2];
const [username, password] = process.env.LATENCY_MEMBER?.split(":") ?? [BENCH_MEMBER.username, BENCH_MEMBER.password];
const member = { username, password };
const rounds = Number(process.argv[3] ?? 200);
if (!site || !Number.isInteger(rounds) || rounds < 10) {
  console.error("usage: node scripts/bench/write-latency.mjs <site origin> [rounds ≥ 10]");
  process.exit(2);
}

async function logIn() {
  const res = await fetch(`${site}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site },
    body: JSON.stringify(member),
  });
  if (!res.ok) throw new Error(`logging in answered ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

async function reportIds() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT id FROM reports ORDER BY random() LIMIT $1", [rounds]);
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

async function time(name, request) {
  const took = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const res = await request(i);
    await res.arrayBuffer();
    took.push(performance.now() - started);
    if (!res.ok) throw new Error(`${name}: answered ${res.status}`);
  }
  took.sort((a, b) => a - b);
  const at = (q) => took[Math.min(took.length - 1, Math.floor(q * took.length))].toFixed(1);
  console.log(`${name.padEnd(34)} median ${at(0.5).padStart(6)} ms   p90 ${at(0.9).padStart(6)} ms`);
}

const cookie = await logIn();
const ids = await reportIds();
const asMember = { cookie, origin: site, accept: "application/json" };
const form = (i) => {
  const body = new FormData();
  for (const [name, value] of Object.entries({ fish: "Gädda", weight: "1,2", length: "48", location: `Mätsjön ${i % 5}`, date: "2026-06-01" })) body.set(name, value);
  return body;
};

console.log(`${rounds} requests each, one at a time, against ${site}`);
await time("GET /api/health", () => fetch(`${site}/api/health`));
await time("GET /api/auth/me (the session)", () => fetch(`${site}/api/auth/me`, { headers: asMember }));
await time("POST /api/likes/reports/{id}", (i) => fetch(`${site}/api/likes/reports/${ids[i % ids.length]}`, { method: "POST", headers: asMember }));
await time("POST /api/reports/{id}/comments", (i) =>
  fetch(`${site}/api/reports/${ids[i % ids.length]}/comments`, {
    method: "POST",
    headers: { ...asMember, "content-type": "application/json" },
    body: JSON.stringify({ body: `Fin fisk! (${i})` }),
  }),
);
await time("POST /api/reports (no photo)", (i) => fetch(`${site}/api/reports`, { method: "POST", headers: asMember, body: form(i) }));
// As the report form and the offline queue send it: with a key of its own, so a resend is answered, not stored twice.
const run = randomUUID();
await time("POST /api/reports (with its key)", (i) =>
  fetch(`${site}/api/reports`, { method: "POST", headers: { ...asMember, "idempotency-key": `${run}-${i}` }, body: form(i) }),
);

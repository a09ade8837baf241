// The logbook export's row (BENCH_ONLY=export, or every run): one member's 10,000 catches downloaded as CSV, Excel and
// GPX, timed to the first byte and to the last, while the server process's resident memory is read every 20 ms. A
// tenth of the logbook (a date filter) is downloaded the same way: memory that stays flat grows no more for all of it.
import { readFileSync } from "node:fs";
import bcrypt from "bcryptjs";
import pg from "pg";

export const EXPORT_MEMBER = { username: "loggboksfiskare", password: "Bank-fiske-2026" };
export const EXPORT_CATCHES = 10_000;
const FORMATS = ["csv", "xlsx", "gpx"];

/**
 * Makes sure the member exists and owns 10,000 catches, handed over from the seeded members (the lowest report ids
 * not yet theirs), so the bench database keeps its number of reports and is reused by the next run.
 */
export async function seedExportLogbook(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const key = EXPORT_MEMBER.username.toLowerCase();
    const { rows } = await client.query("select id, password_hash from users where username_key = $1", [key]);
    let id = rows[0]?.id;
    if (!id || !(await bcrypt.compare(EXPORT_MEMBER.password, rows[0].password_hash))) {
      const hash = await bcrypt.hash(EXPORT_MEMBER.password, 12);
      const saved = await client.query(
        `insert into users (username, username_key, password_hash, age, is_anonymous, consent_status, city, created_at, updated_at)
         values ($1, $2, $3, 45, false, 'NOT_REQUIRED', 'Västerås', now(), now())
         on conflict (username_key) do update set password_hash = excluded.password_hash returning id`,
        [EXPORT_MEMBER.username, key, hash],
      );
      id = saved.rows[0].id;
    }
    const owned = async () => (await client.query("select count(*)::int as n from reports where user_id = $1", [id])).rows[0].n;
    const missing = EXPORT_CATCHES - (await owned());
    if (missing > 0) {
      await client.query(
        `update reports set user_id = $1 where id in (
           select r.id from reports r join users u on u.id = r.user_id where u.username_key like 'fiskare%' order by r.id limit $2)`,
        [id, missing],
      );
    }
    console.log(`[bench] ${EXPORT_MEMBER.username} has ${await owned()} catches to export`);
  } finally {
    await client.end();
  }
}

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere. */
function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** One download: ms to the first byte and to the last, its size, and the most the servers' memory grew meanwhile. */
async function download(url, cookie, pids) {
  const before = pids.map(rssMb);
  const peak = [...before];
  const timer = setInterval(() => pids.forEach((pid, i) => (peak[i] = Math.max(peak[i] ?? 0, rssMb(pid) ?? 0))), 20);
  const started = performance.now();
  try {
    const res = await fetch(url, { headers: { cookie } });
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    let firstByteMs = null;
    let bytes = 0;
    for await (const chunk of res.body) {
      firstByteMs ??= performance.now() - started;
      bytes += chunk.byteLength;
    }
    const wholeMs = performance.now() - started;
    const growth = Math.max(...pids.map((_, i) => (before[i] === null ? 0 : peak[i] - before[i])));
    return { firstByteMs: Math.round(firstByteMs ?? wholeMs), wholeMs: Math.round(wholeMs), mb: Number((bytes / 1e6).toFixed(2)), growthMb: Number(growth.toFixed(1)) };
  } finally {
    clearInterval(timer);
  }
}

/** The export's rows: per format the slowest of three downloads of the whole logbook, beside a tenth of it. */
export async function measureExport({ site, cookie, pids }) {
  const rows = [];
  // The newest tenth of the logbook, by fishing day (the seeded catches spread evenly over two years).
  const tenthFrom = new Date(Date.now() - 73 * 86_400_000).toISOString().slice(0, 10);
  for (const format of FORMATS) {
    const url = `${site}/api/profile/catches/export?format=${format}`;
    await download(url, cookie, pids); // warm-up: the route's first compile and the plan cache
    const whole = [];
    for (let i = 0; i < 3; i++) whole.push(await download(url, cookie, pids));
    const tenth = await download(`${url}&from=${tenthFrom}`, cookie, pids);
    const worst = (key) => Math.max(...whole.map((run) => run[key]));
    rows.push({
      target: `/api/profile/catches/export?format=${format}`,
      kind: "export",
      as: "member",
      firstByteMs: worst("firstByteMs"),
      wholeMs: worst("wholeMs"),
      mb: whole[0].mb,
      growthMb: worst("growthMb"),
      tenthGrowthMb: tenth.growthMb,
    });
  }
  return rows;
}

/** The export's table for the printed report. */
export function exportLines(rows) {
  if (!rows.length) return [];
  return [
    `| export of ${EXPORT_CATCHES.toLocaleString("en")} catches | first byte ms | whole file ms | MB | server memory growth MB | for a tenth MB |`,
    "|---|---:|---:|---:|---:|---:|",
    ...rows.map((r) => `| ${r.target} | ${r.firstByteMs} | ${r.wholeMs} | ${r.mb} | ${r.growthMb} | ${r.tenthGrowthMb} |`),
    "",
  ];
}

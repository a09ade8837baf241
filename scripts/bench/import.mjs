// The logbook import's row (BENCH_ONLY=import, or every run): a member uploads a spreadsheet of 10,000 catches, starts
// the import and the page follows its job to the end, while visitors read a cached report page. Timed from the
// upload to the job's end; the visitors' p99 is measured alone first and then during the import, in the same run.
import autocannon from "autocannon";
import bcrypt from "bcryptjs";
import pg from "pg";

export const IMPORT_MEMBER = { username: "importfiskare", password: "Bank-import-2026" };
export const IMPORT_ROWS = 10_000;

/** The member exists with no catches of an earlier run's import, so every run stores the same 10,000 rows. */
export async function seedImportMember(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const key = IMPORT_MEMBER.username.toLowerCase();
    const hash = await bcrypt.hash(IMPORT_MEMBER.password, 10);
    const { rows } = await client.query(
      `insert into users (username, username_key, password_hash, age, is_anonymous, consent_status, created_at, updated_at)
       values ($1, $2, $3, 40, false, 'NOT_REQUIRED', now(), now())
       on conflict (username_key) do update set password_hash = excluded.password_hash returning id`,
      [IMPORT_MEMBER.username, key, hash],
    );
    await client.query("delete from reports where user_id = $1", [rows[0].id]);
    await client.query("delete from logbook_imports where user_id = $1", [rows[0].id]);
    await client.query("delete from member_jobs where user_id = $1", [rows[0].id]);
  } finally {
    await client.end();
  }
}

const SPECIES = ["Gädda", "Abborre", "Gös", "Öring", "Lax", "Braxen", "Sik", "Harr"];
const PLACES = ["Mälaren", "Vättern", "Hjälmaren", "Storsjön", "Runn", "Siljan", "Bolmen", "Ekoln"];

/** A Swedish Excel CSV of distinct catches over ten years, a tenth of them with a position. */
export function importSpreadsheet(rows = IMPORT_ROWS) {
  const lines = ["Datum;Art;Vikt (kg);Längd (cm);Plats;Latitud;Longitud;Anteckningar"];
  const start = Date.UTC(2015, 0, 1);
  for (let i = 0; i < rows; i++) {
    const day = new Date(start + (i % 3650) * 86_400_000).toISOString().slice(0, 10);
    const weight = (0.2 + (i % 97) / 10).toFixed(1).replace(".", ",");
    const length = String(20 + (i % 80));
    const position = i % 10 === 0 ? `${(56 + (i % 900) / 100).toFixed(4).replace(".", ",")};${(13 + (i % 700) / 100).toFixed(4).replace(".", ",")}` : ";";
    lines.push(`${day} ${String(5 + (i % 15)).padStart(2, "0")}:${String(i % 60).padStart(2, "0")};${SPECIES[i % SPECIES.length]};${weight};${length};${PLACES[i % PLACES.length]};${position};Rad ${i + 1}`);
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

async function json(res) {
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

/** Visitors' p99 on a cached page for `seconds`, each row a client of its own. */
async function visitors(url, headers, seconds, connections) {
  const r = await autocannon({ url, connections, duration: seconds, headers });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, non2xx: r.non2xx };
}

/**
 * The row: the import end to end (upload, start, the job's last row, as the page sees it by asking every 500 ms)
 * and the visitors' p99 on `visitorUrl` alone and during the import.
 */
export async function measureImport({ site, cookie, visitorUrl, headers, connections, seconds }) {
  const file = importSpreadsheet();
  const alone = await visitors(visitorUrl, headers, seconds, connections);
  const started = performance.now();
  let during = null;
  const load = visitors(visitorUrl, headers, seconds, connections).then((m) => (during = m));
  const form = new FormData();
  form.set("file", new File([file], "loggbok.csv", { type: "text/csv" }));
  const origin = { cookie, origin: site };
  const upload = await json(await fetch(`${site}/api/profile/catches/imports`, { method: "POST", body: form, headers: origin }));
  const uploadMs = performance.now() - started;
  const { job_id: jobId } = await json(
    await fetch(`${site}/api/profile/catches/imports/${upload.id}/start`, { method: "POST", body: JSON.stringify(upload.guess), headers: { ...origin, "content-type": "application/json" } }),
  );
  let job;
  for (;;) {
    job = await json(await fetch(`${site}/api/jobs/${jobId}`, { headers: { cookie } }));
    if (job.state === "done" || job.state === "failed") break;
    if (performance.now() - started > 300_000) throw new Error(`the import did not end in 5 minutes (${job.done} of ${job.total})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const wholeMs = Math.round(performance.now() - started);
  await load;
  if (job.state !== "done") throw new Error(`the import failed: ${job.error}`);
  const row = {
    target: `import of ${IMPORT_ROWS.toLocaleString("en")} rows`,
    kind: "import",
    as: "member",
    uploadMs: Math.round(uploadMs),
    wholeMs,
    imported: job.result.imported,
    visitorUrl: new URL(visitorUrl).pathname,
    visitorP99Alone: alone.p99,
    visitorP99During: during.p99,
    visitorRpsAlone: alone.rps,
    visitorRpsDuring: during.rps,
    visitorNon2xx: alone.non2xx + during.non2xx,
  };
  console.log(`[bench] ${row.target}: ${row.wholeMs} ms upload to done; visitors' p99 ${row.visitorP99Alone} ms alone, ${row.visitorP99During} ms during`);
  return row;
}

/** The import's table for the printed report. */
export function importLines(rows) {
  if (!rows.length) return [];
  return [
    "| import | upload ms | upload to done ms | stored | visitors' page | p99 alone ms | p99 during ms | req/s alone | req/s during |",
    "|---|---:|---:|---:|---|---:|---:|---:|---:|",
    ...rows.map((r) => `| ${r.target} | ${r.uploadMs} | ${r.wholeMs} | ${r.imported} | ${r.visitorUrl} | ${r.visitorP99Alone} | ${r.visitorP99During} | ${r.visitorRpsAlone} | ${r.visitorRpsDuring} |`),
    "",
  ];
}

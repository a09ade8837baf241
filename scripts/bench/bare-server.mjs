// The yardstick: a bare node:http + pg server answering the home page, /reports, one report's page
// (/reports/{id}) and GET /api/reports with the same SQL the site runs, and no framework at all. The benchmark
// compares the site against it. It compresses as a plain Node server does (the `compression` middleware, as the
// site's server uses it), so a run with a browser's Accept-Encoding compares like with like.
import http from "node:http";
import compression from "compression";
import process from "node:process";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const port = Number(process.argv[2] ?? 3201);

const REPORT_COLUMNS = `
  r.id, r.user_id, u.is_anonymous AS owner_anonymous, r.fisher_name,
  r.fish, r.weight::text AS weight, r.length::text AS length, r.location, r.bait, r.method, r.notes, r.image,
  to_char(r.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(r.fishing_date, 'YYYY-MM-DD') AS fishing_date,
  (SELECT count(*)::int FROM report_likes l WHERE l.report_id = r.id) AS like_count`;

const LATEST = `SELECT ${REPORT_COLUMNS} FROM reports r JOIN users u ON u.id = r.user_id
  ORDER BY r.fishing_date DESC, r.id DESC LIMIT $1`;
// lib/reports/queries.ts getPublicReport → rows.ts selectPublicReports with WHERE r.id = … and no order or limit.
const ONE = `SELECT ${REPORT_COLUMNS} FROM reports r JOIN users u ON u.id = r.user_id WHERE r.id = $1`;
const COUNT = `SELECT coalesce(sum(reports), 0)::int AS total FROM report_stats_by_weekday`;
const STATS = `SELECT
  (SELECT coalesce(sum(reports), 0)::int FROM report_stats_by_weekday) AS total_reports,
  (SELECT count(*)::int FROM report_stats_by_user WHERE reports > 0) AS active_anglers,
  (SELECT json_build_object('id', id, 'fish', fish, 'weight', weight::text, 'username', fisher_name)
     FROM reports ORDER BY weight DESC, id ASC LIMIT 1) AS heaviest,
  (SELECT json_build_object('id', id, 'fish', fish, 'length', length::text, 'username', fisher_name)
     FROM reports ORDER BY length DESC, id ASC LIMIT 1) AS longest,
  (SELECT json_build_object('iso_weekday', iso_weekday, 'reports', reports)
     FROM report_stats_by_weekday WHERE reports > 0 ORDER BY reports DESC, iso_weekday ASC LIMIT 1) AS weekday,
  (SELECT json_build_object('name', name, 'reports', reports)
     FROM report_stats_by_location WHERE reports > 0 ORDER BY reports DESC, name ASC LIMIT 1) AS location`;

const escape = (s) => String(s ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const publicReport = (r) => ({
  id: r.id, user_id: r.owner_anonymous ? null : r.user_id, username: r.fisher_name,
  fish: r.fish, weight: r.weight, length: r.length, location: r.location, bait: r.bait, method: r.method,
  notes: r.notes, image: r.image, time: r.created_at, created_at: r.created_at, fishing_date: r.fishing_date,
  is_anonymous: r.owner_anonymous, like_count: r.like_count, can_delete: false,
});
const cards = (reports) =>
  reports.map((r) => `<li><a href="/reports/${r.id}">${escape(r.fish)} ${escape(r.weight)} kg ${escape(r.location)} ${escape(r.username)}</a></li>`).join("");

async function handle(req, res) {
  const url = new URL(req.url, "http://localhost");
  if (url.pathname === "/api/reports") {
    const [page, count] = await Promise.all([pool.query(LATEST, [21]), pool.query(COUNT)]);
    const rows = page.rows.slice(0, 20).map(publicReport);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ reports: rows, nextCursor: page.rows.length > 20 ? "x" : null, total: count.rows[0].total }));
  } else if (url.pathname === "/reports") {
    const [page, count] = await Promise.all([pool.query(LATEST, [21]), pool.query(COUNT)]);
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="sv"><body><h1>Fångstrapporter</h1><p>${count.rows[0].total} rapporter</p><ul>${cards(page.rows.slice(0, 20).map(publicReport))}</ul></body></html>`);
  } else if (/^\/reports\/\d{1,9}$/.test(url.pathname)) {
    const { rows } = await pool.query(ONE, [Number(url.pathname.slice("/reports/".length))]);
    if (!rows[0]) {
      res.writeHead(404, { "content-type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><html lang="sv"><body><h1>Rapporten hittades inte</h1></body></html>`);
      return;
    }
    const r = publicReport(rows[0]);
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="sv"><head><title>${escape(r.fish)} ${escape(r.weight)} kg – Fiskegänget</title></head><body>` +
        `<p><a href="/reports">← Alla fångstrapporter</a></p><h1>${escape(r.fish)} ${escape(r.weight)} kg</h1>` +
        `<dl><dt>Längd</dt><dd>${escape(r.length)} cm</dd><dt>Plats</dt><dd>${escape(r.location)}</dd>` +
        `<dt>Bete</dt><dd>${escape(r.bait)}</dd><dt>Metod</dt><dd>${escape(r.method)}</dd>` +
        `<dt>Datum</dt><dd>${escape(r.fishing_date)}</dd><dt>Fiskare</dt><dd>${escape(r.username)}</dd>` +
        `<dt>Gilla</dt><dd>${r.like_count}</dd></dl><p>${escape(r.notes)}</p></body></html>`,
    );
  } else if (url.pathname === "/") {
    const [stats, latest] = await Promise.all([pool.query(STATS), pool.query(LATEST, [21])]);
    const s = stats.rows[0];
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="sv"><body><h1>Fiskegänget</h1><p>${s.total_reports} fångster, ${s.active_anglers} fiskare, ${escape(s.heaviest?.weight)} kg</p><ul>${cards(latest.rows.slice(0, 20).map(publicReport))}</ul></body></html>`);
  } else {
    res.writeHead(404).end();
  }
}

const compress = compression();

http
  .createServer((req, res) =>
    compress(req, res, () =>
      handle(req, res).catch((error) => {
        console.error(error);
        res.writeHead(500).end();
      }),
    ),
  )
  .listen(port, "127.0.0.1", () => console.log(`[bench] bare server on ${port}`));

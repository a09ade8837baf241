// The yardstick: a bare node:http + pg server answering the home page, /reports, one report's page
// (/reports/{id}), a species page (/arter/{slug}), a profile (/profile/{id}), a news article (/news/{id}-…), the
// bench member's feed (/flode, scripts/bench/feed.mjs) and
// GET /api/reports with the same SQL the site runs, and no framework at all; and the site's like, comment and catch
// post with the same transactions (scripts/bench/bare-writes.mjs). The benchmark compares the site against it. It
// compresses as a plain Node server does (the `compression` middleware, as the site's server uses it), so a run with
// a browser's Accept-Encoding compares like with like.
import http from "node:http";
import compression from "compression";
import process from "node:process";
import pg from "pg";
import { writeRoute } from "./bare-writes.mjs";
import { bareFeed } from "./feed.mjs";
import { BENCH_MEMBER } from "./seed-large.mjs";

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
// The new catch as POST /api/reports answers it (lib/reports/rows.ts selectReports: the row with its position).
const CREATED = `SELECT ${REPORT_COLUMNS}, r.latitude::float8 AS latitude, r.longitude::float8 AS longitude
  FROM reports r JOIN users u ON u.id = r.user_id WHERE r.id = $1`;
const COUNT = `SELECT coalesce(sum(reports), 0)::int AS total FROM report_stats_by_weekday`;
// lib/stats/queries.ts getHomeStats, the top place from its candidates (decision 294).
const STATS = `SELECT
  (SELECT coalesce(sum(reports), 0)::int FROM report_stats_by_weekday) AS total_reports,
  (SELECT count(*)::int FROM report_stats_by_user WHERE reports > 0) AS active_anglers,
  (SELECT json_build_object('id', id, 'fish', fish, 'weight', weight::text, 'username', fisher_name)
     FROM reports ORDER BY weight DESC, id ASC LIMIT 1) AS heaviest,
  (SELECT json_build_object('id', id, 'fish', fish, 'length', length::text, 'username', fisher_name)
     FROM reports ORDER BY length DESC, id ASC LIMIT 1) AS longest,
  (SELECT json_build_object('iso_weekday', iso_weekday, 'reports', reports)
     FROM report_stats_by_weekday WHERE reports > 0 ORDER BY reports DESC, iso_weekday ASC LIMIT 1) AS weekday,
  (SELECT json_build_object('name', name, 'reports', reports) FROM (
     SELECT coalesce(changed.name, counts.name) AS name, coalesce(counts.reports, 0) + changed.delta AS reports
     FROM (SELECT location_key, sum(delta)::int AS delta, (array_agg(name ORDER BY id DESC) FILTER (WHERE delta > 0))[1] AS name
           FROM report_location_changes GROUP BY location_key) changed
     LEFT JOIN report_location_counts counts USING (location_key)
     UNION ALL
     (SELECT name, reports FROM report_location_counts counts
      WHERE NOT EXISTS (SELECT 1 FROM report_location_changes c WHERE c.location_key = counts.location_key)
      ORDER BY reports DESC, name ASC LIMIT 1)) candidates
   WHERE reports > 0 ORDER BY reports DESC, name ASC LIMIT 1) AS location`;

const PUBLIC_FROM = `FROM reports r JOIN users u ON u.id = r.user_id`;
const SPECIES = `SELECT id, slug, name, latin, big_fish_min_grams, legal_min_length_cm, legal_note, water FROM species WHERE slug = $1`;
const SPECIES_PARTS = [
  `SELECT ${REPORT_COLUMNS} ${PUBLIC_FROM} WHERE r.species_id = $1 ORDER BY r.weight DESC, r.id ASC LIMIT 10`,
  `SELECT count(*)::int AS total, count(*) FILTER (WHERE r.released)::int AS released FROM reports r WHERE r.species_id = $1`,
  `SELECT to_char(r.fishing_date, 'YYYY-MM') AS month, count(*)::int AS count FROM reports r
     WHERE r.species_id = $1 AND r.fishing_date >= (current_date - interval '1 year') GROUP BY 1`,
  ...["bait", "method"].map(
    (c) => `SELECT min(btrim(r.${c})) AS name, count(*)::int AS count FROM reports r
      WHERE r.species_id = $1 AND r.${c} IS NOT NULL AND btrim(r.${c}) <> '' GROUP BY lower(btrim(r.${c})) ORDER BY count DESC, name ASC LIMIT 5`,
  ),
];
const MEMBER = `SELECT id, username, is_anonymous, city, age FROM users WHERE id = $1 AND consent_status <> 'PENDING'`;
const PROFILE_PARTS = [
  `SELECT ${REPORT_COLUMNS} ${PUBLIC_FROM} WHERE r.user_id = $1 ORDER BY r.fishing_date DESC, r.id DESC LIMIT 50`,
  `SELECT count(*)::int AS total, to_char(max(fishing_date), 'YYYY-MM-DD') AS latest FROM reports WHERE user_id = $1`,
  `SELECT fish FROM reports WHERE user_id = $1 GROUP BY fish ORDER BY count(*) DESC, max(fishing_date) DESC, fish LIMIT 1`,
  `SELECT DISTINCT ON (r.species_id) sp.slug, sp.name, r.id, r.weight::text AS weight FROM reports r JOIN species sp ON sp.id = r.species_id
     WHERE r.user_id = $1 ORDER BY r.species_id, r.weight DESC, r.length DESC, r.id ASC`,
  `SELECT count(*)::int AS catches, count(DISTINCT species_id)::int AS species, coalesce(sum(weight), 0)::text AS total_weight
     FROM reports WHERE user_id = $1 AND fishing_date >= date_trunc('year', current_date)`,
];
const ARTICLE = `SELECT a.id, a.title, a.content, a.image_url, a.published_at, u.username,
    (SELECT count(*)::int FROM news_likes l WHERE l.news_id = a.id) AS like_count,
    (SELECT count(*)::int FROM comments c WHERE c.news_id = a.id AND c.deleted_at IS NULL) AS comment_count
  FROM news_articles a LEFT JOIN users u ON u.id = a.author_id WHERE a.id = $1 AND a.published`;

const escape = (s) => String(s ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const publicReport = (r) => ({
  id: r.id, user_id: r.owner_anonymous ? null : r.user_id, username: r.fisher_name,
  fish: r.fish, weight: r.weight, length: r.length, location: r.location, bait: r.bait, method: r.method,
  notes: r.notes, image: r.image, time: r.created_at, created_at: r.created_at, fishing_date: r.fishing_date,
  is_anonymous: r.owner_anonymous, like_count: r.like_count, can_delete: false,
});
const page = (title, body) =>
  `<!doctype html><html lang="sv"><head><title>${escape(title)} – Fiskegänget</title></head><body>${body}</body></html>`;
const notFound = (res) => {
  res.writeHead(404, { "content-type": "text/html; charset=utf-8" });
  res.end(page("Sidan hittades inte", "<h1>Sidan hittades inte</h1>"));
};
const html = (res, body) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(body);
};

async function speciesPage(res, slug) {
  const { rows } = await pool.query(SPECIES, [slug]);
  if (!rows[0]) return notFound(res);
  const [heaviest, totals, months, baits, methods] = await Promise.all(SPECIES_PARTS.map((sql) => pool.query(sql, [rows[0].id])));
  const list = (r) => r.rows.map((x) => `<li>${escape(x.name)} ${x.count}</li>`).join("");
  html(res, page(rows[0].name, `<h1>${escape(rows[0].name)}</h1><p>${totals.rows[0].total} fångster</p><ul>${cards(heaviest.rows.map(publicReport))}</ul>` +
    `<ul>${months.rows.map((m) => `<li>${m.month} ${m.count}</li>`).join("")}</ul><ul>${list(baits)}</ul><ul>${list(methods)}</ul>`));
}

async function profilePage(res, id) {
  const { rows } = await pool.query(MEMBER, [id]);
  if (!rows[0]) return notFound(res);
  const name = rows[0].is_anonymous ? `anonym#${id}` : rows[0].username;
  const [reports, stats, fish, bests, season] = await Promise.all(PROFILE_PARTS.map((sql) => pool.query(sql, [id])));
  html(res, page(name, `<h1>${escape(name)}</h1><p>${stats.rows[0].total} fångster, ${escape(fish.rows[0]?.fish)}</p>` +
    `<ul>${bests.rows.map((b) => `<li>${escape(b.name)} ${b.weight}</li>`).join("")}</ul><p>${season.rows[0].catches}</p><ul>${cards(reports.rows.map(publicReport))}</ul>`));
}

async function articlePage(res, id) {
  const { rows } = await pool.query(ARTICLE, [id]);
  if (!rows[0]) return notFound(res);
  const a = rows[0];
  html(res, page(a.title, `<article><h1>${escape(a.title)}</h1><p>${escape(a.username)} ${a.like_count} ${a.comment_count}</p>${escape(a.content)}</article>`));
}

const cards = (reports) =>
  reports.map((r) => `<li><a href="/reports/${r.id}">${escape(r.fish)} ${escape(r.weight)} kg ${escape(r.location)} ${escape(r.username)}</a></li>`).join("");

/** A catch just stored, read inside its transaction as the site reads it back for its answer. */
async function readReport(client, id) {
  const { rows } = await client.query(CREATED, [id]);
  return { ...publicReport(rows[0]), latitude: rows[0].latitude, longitude: rows[0].longitude };
}

async function handle(req, res) {
  const url = new URL(req.url, "http://localhost");
  const write = writeRoute(req, url);
  if (write) {
    await write(pool, res, readReport);
  } else if (url.pathname === "/api/reports") {
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
  } else if (/^\/arter\/[a-z-]{2,40}$/.test(url.pathname)) {
    await speciesPage(res, url.pathname.slice("/arter/".length));
  } else if (/^\/profile\/\d{1,9}$/.test(url.pathname)) {
    await profilePage(res, Number(url.pathname.slice("/profile/".length)));
  } else if (/^\/news\/\d{1,9}(-[a-z0-9-]*)?$/.test(url.pathname)) {
    await articlePage(res, Number(/\d+/.exec(url.pathname)[0]));
  } else if (url.pathname === "/flode") {
    await bareFeed(pool, res, BENCH_MEMBER.username);
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

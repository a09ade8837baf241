// The member's feed for the bench: the bench member gets 500 matroser (members with catches, not anonymous), and the
// bare server answers /flode with the same reads as lib/feed/read.ts for that member, so the feed's row
// ("/@flode", the member's / as the site answers it) is held against a server without a framework.
import pg from "pg";

export const FEED_MATROSER = 500;
const PAGE = 21;

/** The bench member has FEED_MATROSER accepted matroser, the first members by id who posted and are not anonymous. */
export async function seedFeedMatroser(url, username) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("select id from users where username_key = $1", [username.toLowerCase()]);
    const memberId = rows[0].id;
    const { rows: counted } = await client.query(
      "select count(*)::int as n from friendships where status = 'ACCEPTED' and (requester_id = $1 or addressee_id = $1)",
      [memberId],
    );
    const missing = FEED_MATROSER - counted[0].n;
    if (missing > 0) {
      await client.query(
        `insert into friendships (requester_id, addressee_id, status, accepted_at, created_at)
         select $1, u.id, 'ACCEPTED', now(), now() from users u
         where u.id <> $1 and not u.is_anonymous and u.consent_status = 'NOT_REQUIRED'
           and exists (select 1 from reports r where r.user_id = u.id)
           and not exists (select 1 from friendships f where (f.requester_id = $1 and f.addressee_id = u.id) or (f.requester_id = u.id and f.addressee_id = $1))
         order by u.id limit $2`,
        [memberId, missing],
      );
    }
    console.log(`[bench] ${username} has ${FEED_MATROSER} matroser for the feed`);
  } finally {
    await client.end();
  }
}

// lib/feed/read.ts catchIds, readCatches (selectReports with the viewer, likes, latest comments), readNews,
// readNotices and moveLine, as one request of the first page does them when it is drawn (decision 309: a visit that
// finds the member's kept copy does none of them).
const MATES = `
  WITH mates AS (
    SELECT u.id FROM (
      SELECT CASE WHEN f.requester_id = $1 THEN f.addressee_id ELSE f.requester_id END AS id
      FROM friendships f WHERE f.status = 'ACCEPTED' AND (f.requester_id = $1 OR f.addressee_id = $1)
      UNION ALL SELECT $1::int
    ) m
    JOIN users u ON u.id = m.id AND (u.id = $1 OR (NOT u.is_anonymous AND u.consent_status <> 'PENDING'
      AND (u.suspended_until IS NULL OR u.suspended_until <= now())))
  )`;
// The first look among everyone's newest 4,000 catches, then (when it finds less than a page) one probe per matros.
const RECENT_CATCH_IDS = `${MATES}
  SELECT recent.id FROM (
    SELECT r.id, r.user_id, r.created_at FROM reports r WHERE r.created_at <= now()
    ORDER BY r.created_at DESC, r.id DESC LIMIT 4000
  ) recent
  WHERE recent.user_id = ANY (ARRAY(SELECT id FROM mates))
  ORDER BY recent.created_at DESC, recent.id DESC LIMIT ${PAGE}`;
const CATCH_IDS = `${MATES}
  SELECT picked.id FROM mates m
  CROSS JOIN LATERAL (
    SELECT r.id, r.created_at FROM reports r WHERE r.user_id = m.id AND r.created_at <= now()
    ORDER BY r.created_at DESC, r.id DESC LIMIT ${PAGE}
  ) picked
  ORDER BY picked.created_at DESC, picked.id DESC LIMIT ${PAGE}`;

async function catchIds(pool, member) {
  const recent = await pool.query(RECENT_CATCH_IDS, [member]);
  return recent.rows.length === PAGE ? recent : pool.query(CATCH_IDS, [member]);
}
const CATCHES = `
  SELECT r.id, r.fish, r.weight::text AS weight, r.length::text AS length, r.location, r.image, r.fisher_name,
         to_char(r.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(r.fishing_date, 'YYYY-MM-DD') AS fishing_date,
         (SELECT count(*)::int FROM report_likes l WHERE l.report_id = r.id) AS like_count,
         (SELECT count(*)::int FROM comments c WHERE c.report_id = r.id AND c.deleted_at IS NULL) AS comment_count,
         sp.slug, sp.name, r.is_personal_best, COALESCE(r.weight * 1000 >= sp.big_fish_min_grams, false) AS is_big_fish,
         r.latitude::float8 AS latitude, r.longitude::float8 AS longitude, r.position_precision::text AS precision
  FROM reports r JOIN users u ON u.id = r.user_id LEFT JOIN species sp ON sp.id = r.species_id WHERE r.id = ANY($1::int[])`;
const LIKES = "SELECT report_id FROM report_likes WHERE user_id = $1 AND report_id = ANY($2::int[])";
const COMMENTS = `
  SELECT DISTINCT ON (c.report_id) c.report_id, c.body, u.username FROM comments c JOIN users u ON u.id = c.author_id
  WHERE c.report_id = ANY($1::int[]) AND c.deleted_at IS NULL ORDER BY c.report_id, c.created_at DESC, c.id DESC`;
const NEWS = `SELECT id, title, left(content, 200) AS content FROM news_articles WHERE published AND published_at <= now()
  ORDER BY published_at DESC, id DESC LIMIT ${PAGE}`;
const NOTICES = `SELECT id, message FROM notifications n WHERE n.user_id = $1
  AND (n.type::text LIKE 'competition\\_%' OR n.type::text LIKE 'trip\\_%') ORDER BY n.created_at DESC, n.id DESC LIMIT ${PAGE}`;
// The line for what is new moves to the newest catch shown, when that is newer (lib/feed/read.ts moveLine).
const SEEN = "UPDATE users SET feed_seen_at = $2::timestamptz AT TIME ZONE 'UTC' WHERE id = $1 AND (feed_seen_at IS NULL OR feed_seen_at < $2::timestamptz AT TIME ZONE 'UTC')";

const escape = (text) => String(text ?? "").replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

let memberId = null;

/** The bare server's /flode: the bench member's first page, drawn as plain HTML. */
export async function bareFeed(pool, res, username) {
  memberId ??= (await pool.query("select id from users where username_key = $1", [username.toLowerCase()])).rows[0].id;
  const [ids, news, notices] = await Promise.all([catchIds(pool, memberId), pool.query(NEWS), pool.query(NOTICES, [memberId])]);
  const list = ids.rows.map((row) => row.id);
  const [catches, likes, comments] = await Promise.all([pool.query(CATCHES, [list]), pool.query(LIKES, [memberId, list]), pool.query(COMMENTS, [list])]);
  const newest = catches.rows.map((row) => row.created_at).sort().at(-1);
  if (newest) await pool.query(SEEN, [memberId, newest]);
  const liked = new Set(likes.rows.map((row) => row.report_id));
  const latest = new Map(comments.rows.map((row) => [row.report_id, row]));
  const items = catches.rows.map(
    (r) =>
      `<li><h3><a href="/reports/${r.id}">${escape(r.fisher_name)} fick ${escape(r.fish)}</a></h3><p>${escape(r.weight)} kg ${escape(r.length)} cm ${escape(r.location)} ${r.fishing_date}</p>` +
      `<button aria-pressed="${liked.has(r.id)}">Gilla ${r.like_count}</button> <a href="/reports/${r.id}#kommentarer">${r.comment_count} kommentarer</a>` +
      (latest.has(r.id) ? `<blockquote>${escape(latest.get(r.id).username)}: ${escape(latest.get(r.id).body)}</blockquote>` : "") +
      "</li>",
  );
  const more = [...notices.rows.map((n) => `<li>${escape(n.message)}</li>`), ...news.rows.map((n) => `<li><a href="/news/${n.id}">${escape(n.title)}</a></li>`)];
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store" });
  res.end(`<!doctype html><html lang="sv"><body><h1>Flödet</h1><ol>${[...items, ...more].join("")}</ol></body></html>`);
}

// The bare server's writes: a like, a comment and a catch, each in one transaction with the same reads and inserts
// the site's write makes (lib/likes/mutations.ts, lib/comments/mutations.ts, lib/reports/mutations.ts and the
// notifications they write, lib/notifications/mutations.ts), so the site's write can be held against the database
// work alone. The member is whoever the X-Bench-Member header names: no session, no limits, no framework.
import { cellOf } from "./cell.mjs";

/** A request's body, read whole (the bench's bodies are a few hundred bytes). */
async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

/** The text fields of a multipart form (scripts/bench/posting.mjs reportBody: no files) or of a JSON object. */
export function formFields(body, contentType = "") {
  if (contentType.startsWith("application/json")) return JSON.parse(body || "{}");
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/.exec(contentType);
  if (!boundary) return {};
  const fields = {};
  for (const part of body.split(`--${boundary[1] ?? boundary[2]}`)) {
    const match = /^\r\nContent-Disposition: form-data; name="([^"]+)"\r\n\r\n([\s\S]*)\r\n$/i.exec(part);
    if (match) fields[match[1]] = match[2];
  }
  return fields;
}

// publicDisplayName() / anonymousDisplayName() in lib/privacy/members.ts.
const displayName = (user) => (user.is_anonymous ? `anonym#${String(user.id).padStart(3, "0")}` : user.username);
// describe() in lib/notifications/mutations.ts: "Gädda 3.4 kg".
const describe = (report) => `${report.fish} ${String(Number(report.weight))} kg`;
// normaliseSpeciesText() in lib/species/match.ts.
const speciesKey = (text) => text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase().replace(/[\s\-_]+/g, " ").trim();

const WRITER = `SELECT id, username, is_anonymous, consent_status FROM users WHERE id = $1`;

const json = (res, status, value) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(value));
};

/** Runs `work` in a transaction on one pooled connection; `work` answers with [status, body]. */
async function inTransaction(pool, work) {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const answer = await work(client);
    await client.query(answer[0] < 300 ? "COMMIT" : "ROLLBACK");
    return answer;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** toggleReportLike + notifyReportLiked: read the report, unlike or like, notify the owner once, count. */
async function toggleLike(client, reportId, memberId) {
  const report = (await client.query(`SELECT id, user_id, fish, weight::text AS weight FROM reports WHERE id = $1`, [reportId])).rows[0];
  if (!report) return [404, { error: "Rapporten hittades inte" }];
  const removed = await client.query(`DELETE FROM report_likes WHERE report_id = $1 AND user_id = $2`, [reportId, memberId]);
  let userLiked = false;
  if (removed.rowCount === 0) {
    const added = await client.query(`INSERT INTO report_likes (report_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [reportId, memberId]);
    userLiked = true;
    if (added.rowCount === 1) {
      const liker = (await client.query(WRITER, [memberId])).rows[0];
      if (!liker) return [401, { error: "Logga in" }];
      if (liker.id !== report.user_id) {
        const earlier = await client.query(
          `SELECT id FROM notifications WHERE user_id = $1 AND type = 'report_liked' AND from_user_id = $2 AND related_id = $3 LIMIT 1`,
          [report.user_id, liker.id, report.id],
        );
        if (earlier.rowCount === 0) {
          await client.query(
            `INSERT INTO notifications (user_id, type, message, from_user_id, related_id) VALUES ($1, 'report_liked', $2, $3, $4)`,
            [report.user_id, `${displayName(liker)} gillade din fångst: ${describe(report)}`, liker.id, report.id],
          );
        }
      }
    }
  }
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM report_likes WHERE report_id = $1`, [reportId]);
  return [200, { userLiked, likeCount: rows[0].n }];
}

/** postComment + notifyThreadOfComment on a report: the owner and earlier writers hear of it, one unread each. */
async function postComment(client, reportId, memberId, body) {
  const report = (await client.query(
    `SELECT r.id, r.user_id, r.fish, r.weight::text AS weight, u.consent_status FROM reports r JOIN users u ON u.id = r.user_id WHERE r.id = $1`,
    [reportId],
  )).rows[0];
  if (!report || report.consent_status === "PENDING") return [404, { error: "Rapporten hittades inte" }];
  const writer = (await client.query(WRITER, [memberId])).rows[0];
  if (!writer) return [401, { error: "Logga in" }];
  const earlier = await client.query(
    `SELECT DISTINCT author_id FROM comments WHERE report_id = $1 AND deleted_at IS NULL AND author_id IS NOT NULL`,
    [reportId],
  );
  const row = (await client.query(
    `INSERT INTO comments (report_id, author_id, parent_id, body) VALUES ($1, $2, NULL, $3) RETURNING id, parent_id, body, created_at`,
    [reportId, writer.id, body],
  )).rows[0];
  const recipients = [...new Set([report.user_id, ...earlier.rows.map((e) => e.author_id)])].filter((id) => id !== writer.id);
  if (recipients.length) {
    await client.query(
      `DELETE FROM notifications WHERE user_id = ANY($1::int[]) AND type = 'report_comment' AND related_id = $2 AND NOT is_read`,
      [recipients, reportId],
    );
    const name = displayName(writer);
    const messages = recipients.map((id) =>
      (id === report.user_id ? `${name} kommenterade din fångst: ${describe(report)}` : `${name} kommenterade en fångst du har kommenterat: ${describe(report)}`).slice(0, 300),
    );
    await client.query(
      `INSERT INTO notifications (user_id, type, message, from_user_id, related_id)
       SELECT u, 'report_comment'::"NotificationType", m, $3, $4 FROM unnest($1::int[], $2::text[]) AS x(u, m)`,
      [recipients, messages, writer.id, reportId],
    );
  }
  const author = { id: writer.is_anonymous ? null : writer.id, name: displayName(writer) };
  return [201, { comment: { id: row.id, parent_id: row.parent_id, author, body: row.body, deleted: false, created_at: row.created_at, can_delete: true } }];
}

/** Tells the poster's accepted friends (notifyFriendsOfNewReport / notifyFriendsOfPersonalBest). */
async function notifyFriends(client, poster, type, message, reportId) {
  const { rows } = await client.query(
    `SELECT requester_id, addressee_id FROM friendships WHERE status = 'ACCEPTED' AND (requester_id = $1 OR addressee_id = $1)`,
    [poster.id],
  );
  const friends = [...new Set(rows.map((f) => (f.requester_id === poster.id ? f.addressee_id : f.requester_id)))];
  if (!friends.length) return;
  await client.query(
    `INSERT INTO notifications (user_id, type, message, from_user_id, related_id) SELECT u, $2::"NotificationType", $3, $4, $5 FROM unnest($1::int[]) AS u`,
    [friends, type, message, poster.id, reportId],
  );
}

const number = (value) => (value === undefined || value === "" ? null : Number(String(value).replace(",", ".")));
const text = (value) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** createReport without a photo: the poster, the species, the personal-best check, the insert, friends, the row. */
async function postReport(client, memberId, fields, readReport) {
  const poster = (await client.query(WRITER, [memberId])).rows[0];
  if (!poster || poster.consent_status === "PENDING") return [401, { error: "Logga in" }];
  const species = fields.species_id
    ? (await client.query(`SELECT id, name FROM species WHERE id = $1`, [Number(fields.species_id)])).rows[0]
    : (await client.query(`SELECT id, name FROM species WHERE match_keys @> ARRAY[$1]::text[] LIMIT 1`, [speciesKey(fields.fish)])).rows[0];
  const weight = number(fields.weight).toFixed(2);
  const length = number(fields.length).toFixed(1);
  let best = { isBest: false, hadEarlier: false };
  if (species) {
    const top = (await client.query(
      `SELECT (r.weight, r.length) >= ($3::numeric, $4::numeric) AS beaten FROM reports r
       WHERE r.user_id = $1 AND r.species_id = $2 ORDER BY r.weight DESC, r.length DESC LIMIT 1`,
      [poster.id, species.id, weight, length],
    )).rows[0];
    best = top ? { isBest: !top.beaten, hadEarlier: true } : { isBest: true, hadEarlier: false };
  }
  // positionColumns() in lib/reports/positions.ts: the point and its cell together, "area" unless told.
  const latitude = number(fields.latitude);
  const longitude = number(fields.longitude);
  const cell = latitude !== null && longitude !== null ? cellOf({ latitude, longitude }) : null;
  const report = (await client.query(
    `INSERT INTO reports (user_id, fish, weight, length, location, bait, method, notes, fishing_date, catch_time, species_id,
       released, image, is_personal_best, latitude, longitude, position_precision, cell_row, cell_column, cell_latitude, cell_longitude)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, NULL, $13, $14, $15, $16::position_precision, $17, $18, $19, $20)
     RETURNING id, fish, weight::text AS weight`,
    [
      poster.id, fields.fish.trim(), weight, length, fields.location.trim(), text(fields.bait), text(fields.method), text(fields.notes),
      fields.date, text(fields.catch_time), species?.id ?? null, ["1", "true"].includes(fields.released ?? ""), best.isBest,
      cell ? latitude.toFixed(6) : null, cell ? longitude.toFixed(6) : null, fields.position_precision || "area",
      cell?.row ?? null, cell?.column ?? null, cell?.centre.latitude ?? null, cell?.centre.longitude ?? null,
    ],
  )).rows[0];
  const name = displayName(poster);
  await notifyFriends(client, poster, "new_report", `${name} har lagt upp en ny fångst: ${describe(report)}`, report.id);
  if (species && best.isBest && best.hadEarlier) {
    const kg = `${String(Number(report.weight)).replace(".", ",")} kg`;
    await notifyFriends(client, poster, "personal_best", `${name} slog sitt personbästa på ${species.name.toLowerCase()}: ${kg}`, report.id);
  }
  return [201, await readReport(client, report.id)];
}

/**
 * The write routes, or null when `req` is none of them: POST /api/likes/reports/{id}, POST /api/reports/{id}/comments
 * ({ body } as JSON) and POST /api/reports (the report form's multipart fields, or the same as JSON). `readReport`
 * reads a stored report as the bare server answers it.
 */
export function writeRoute(req, url) {
  if (req.method !== "POST") return null;
  const like = /^\/api\/likes\/reports\/(\d{1,9})$/.exec(url.pathname);
  const comment = /^\/api\/reports\/(\d{1,9})\/comments$/.exec(url.pathname);
  if (!like && !comment && url.pathname !== "/api/reports") return null;
  return async (pool, res, readReport) => {
    const memberId = Number(req.headers["x-bench-member"]);
    if (!Number.isInteger(memberId) || memberId < 1) return json(res, 401, { error: "X-Bench-Member names no member" });
    const body = await readBody(req);
    const [status, answer] = await inTransaction(pool, (client) => {
      if (like) return toggleLike(client, Number(like[1]), memberId);
      const fields = formFields(body, req.headers["content-type"]);
      if (comment) return postComment(client, Number(comment[1]), memberId, String(fields.body ?? "").replace(/\r\n?/g, "\n").trim());
      return postReport(client, memberId, fields, readReport);
    });
    json(res, status, answer);
  };
}

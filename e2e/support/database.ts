// The test server's database, reached directly: for states no API call makes (a pending child's account, an active
// suspension) and for the session cookie a leftover or forged session would carry.
import { randomBytes } from "node:crypto";
import { encode } from "next-auth/jwt";
import pg from "pg";

export async function sql<Row extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** An under-13 account whose parent has not consented yet, as registration leaves it. */
export async function createPendingChild(username: string): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `insert into users (username, username_key, password_hash, age, consent_status, updated_at)
     values ($1::text, lower($1::text), 'inget-losenord', 10, 'PENDING', now()) returning id`,
    [username],
  );
  return row!.id;
}

/** A competition over every species from a week ago to three weeks on, with its creator as the first participant. */
export async function createRunningCompetition(creatorId: number): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `with competition as (
       insert into competitions (creator_id, name, description, starts_on, ends_on, rule, top_n)
       values ($1, 'Höstens tyngsta', 'Tyngsta fångsten vinner.', current_date - 7, current_date + 21, 'heaviest', 1) returning id
     )
     insert into competition_participants (competition_id, user_id, status, joined_at)
     select id, $1, 'joined', now() from competition returning competition_id as id`,
    [creatorId],
  );
  return row!.id;
}

/**
 * Two trips of the creator's starting in a week: a private one with every matros of theirs invited and coming, and a
 * public one with nobody invited.
 */
export async function createTrips(creatorId: number): Promise<{ tripId: number; publicTripId: number }> {
  const insert = (name: string, isPublic: boolean) =>
    sql<{ id: number }>(
      `insert into trips (creator_id, name, description, place, starts_on, ends_on, is_public, updated_at)
       values ($1, $2, 'Samling vid bryggan klockan sex.', 'Vättern', current_date + 7, current_date + 8, $3, now()) returning id`,
      [creatorId, name, isPublic],
    );
  const [[trip], [publicTrip]] = await Promise.all([insert("Gösfiske i Vättern", false), insert("Öppen abborrtur", true)]);
  await sql(
    `insert into trip_participants (trip_id, user_id, answer, answered_at)
     select $1, case when f.requester_id = $2 then f.addressee_id else f.requester_id end, 'coming', now()
     from friendships f where f.status = 'ACCEPTED' and $2 in (f.requester_id, f.addressee_id)`,
    [trip!.id, creatorId],
  );
  return { tripId: trip!.id, publicTripId: publicTrip!.id };
}

export async function suspendForAWeek(userId: number): Promise<void> {
  await sql(`update users set suspended_until = now() + interval '7 days' where id = $1`, [userId]);
}

/**
 * A session row and its cookie, made the way the server makes them at login but without asking it: what a cookie
 * left from before a suspension, or forged by someone holding the secret, looks like. The server must still refuse
 * it when the account may not be logged in. Needs the server's NEXTAUTH_SECRET (scripts/e2e.mjs shares it).
 */
export async function mintSessionCookie(user: { id: number; username: string }): Promise<{ name: string; value: string }> {
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set: run the specs through scripts/e2e.mjs");
  const sid = randomBytes(32).toString("base64url");
  await sql(`insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '30 days')`, [sid, user.id]);
  const claims = { uid: user.id, name: user.username, adm: false, sid };
  const token = await encode({ token: { sub: String(user.id), ...claims }, secret, maxAge: 30 * 24 * 60 * 60 });
  return { name: "next-auth.session-token", value: token };
}

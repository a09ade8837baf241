// A public fishing trip for the bench's visitor row (/turer/{trip}): the bench member's weekend with six of their
// matroser coming and ten of their catches from its days, as a trip page that people share looks.
import pg from "pg";

const TRIP_NAME = "Bänkens helgtur";

/** The trip's id: made once, found again by its name on later runs. */
export async function seedPublicTrip(url, username) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: members } = await client.query("select id from users where username_key = $1", [username.toLowerCase()]);
    const creator = members[0].id;
    const { rows: found } = await client.query("select id from trips where creator_id = $1 and name = $2", [creator, TRIP_NAME]);
    if (found[0]) return found[0].id;
    await client.query("begin");
    const { rows } = await client.query(
      `insert into trips (creator_id, name, description, place, starts_on, ends_on, is_public, updated_at)
       values ($1, $2, 'Gädda på grunda vikar, abborre i skymningen. Samling vid bryggan klockan sex.', 'Mälaren',
               current_date - 2, current_date, true, now()) returning id`,
      [creator, TRIP_NAME],
    );
    const tripId = rows[0].id;
    const { rows: mates } = await client.query(
      `insert into trip_participants (trip_id, user_id, answer, invited_at, answered_at)
       select $1, addressee_id, 'coming', now(), now() from friendships
       where requester_id = $2 and status = 'ACCEPTED' order by addressee_id limit 6 returning user_id`,
      [tripId, creator],
    );
    await client.query(
      `update reports set trip_id = $1, fishing_date = current_date - (id % 3)
       where id in (select id from reports where user_id = any($2::int[]) order by id limit 10)`,
      [tripId, mates.map((mate) => mate.user_id)],
    );
    await client.query("commit");
    return tripId;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

// BENCH_COMPETITION=1: the competitions' rows of npm run bench. Competition 1 ("Bänktävlingen") has 1,000
// participants (fiskare1…fiskare1000) and 100,000 catches of theirs that count (weights, a year's period, catalogue
// species), added beside the main seed under the location 'Tävlingsviken' so the main seed's counts stay as they
// are. Twenty more running competitions have a member of their own (tavlingsfiskare) as participant, for the posting
// rows; tavlingsfiskare2 is in none.
import pg from "pg";

export const COMPETITION_ID = 1;
export const COMPETITION_PARTICIPANTS = 1_000;
export const COMPETITION_CATCHES = 100_000;
export const POSTING_COMPETITIONS = 20;
const LOCATION = "Tävlingsviken";

export const competitionSelected = () => process.env.BENCH_COMPETITION === "1";
/**
 * The competition posting rows post as members of their own, so no row spends another's limits: the first is a
 * participant of twenty running competitions, the second of none.
 */
export const COMPETITION_MEMBERS = { entered: "tavlingsfiskare", none: "tavlingsfiskare2" };

export async function seedCompetition(url, benchUsername) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select (select count(*) from competition_participants where competition_id = $1)::int as participants,
              (select count(*) from reports where location = $2)::int as catches,
              (select count(*) from competitions)::int as competitions`,
      [COMPETITION_ID, LOCATION],
    );
    if (rows[0].participants === COMPETITION_PARTICIPANTS && rows[0].catches === COMPETITION_CATCHES && rows[0].competitions === 1 + POSTING_COMPETITIONS) {
      console.log("[bench] reusing the competition with 1,000 participants and 100,000 catches");
      return;
    }
    const started = Date.now();
    await client.query("begin");
    await client.query("delete from reports where location = $1", [LOCATION]);
    await client.query("truncate competitions restart identity cascade");
    await client.query(
      `insert into competitions (id, name, description, rule, top_n, starts_on, ends_on, creator_id)
       values ($1, 'Bänktävlingen', 'Storfiskpoäng, summan av de tre bästa', 'big_fish_points', 3, current_date - 300, current_date + 60, 1)`,
      [COMPETITION_ID],
    );
    await client.query("select setval(pg_get_serial_sequence('competitions', 'id'), $1)", [COMPETITION_ID]);
    await client.query(
      `insert into competition_participants (competition_id, user_id, status, joined_at)
       select $1, g, 'joined', now() from generate_series(1, $2::int) g`,
      [COMPETITION_ID, COMPETITION_PARTICIPANTS],
    );
    await client.query(
      `insert into reports (user_id, fish, species_id, weight, length, location, fishing_date, created_at)
       select 1 + g % $1::int, s.name, s.id, round((0.3 + (g * 37 % 1000) / 90.0)::numeric, 1), round((20 + (g * 53 % 900) / 10.0)::numeric, 0),
              $3, current_date - (g % 290), now() - (g % 290) * interval '1 day'
       from generate_series(1, $2::int) g
       join species s on s.name = (array['Gädda','Abborre','Gös','Öring','Braxen','Sik'])[1 + g % 6]`,
      [COMPETITION_PARTICIPANTS, COMPETITION_CATCHES, LOCATION],
    );
    // The same password as the bench member (its hash copied): the posting rows log in as these.
    const members = [];
    for (const username of [COMPETITION_MEMBERS.entered, COMPETITION_MEMBERS.none]) {
      const { rows: made } = await client.query(
        `insert into users (username, username_key, password_hash, age, consent_status, created_at, updated_at)
         select $1::text, lower($1::text), password_hash, 40, 'NOT_REQUIRED', now(), now() from users where username_key = lower($2::text)
         on conflict (username_key) do update set password_hash = excluded.password_hash
         returning id`,
        [username, benchUsername],
      );
      members.push(made[0]);
    }
    const [bench] = members;
    await client.query(
      `with made as (
         insert into competitions (name, rule, starts_on, ends_on, creator_id)
         select 'Bänkkamp ' || g, 'heaviest', current_date - 30, current_date + 30, $1 from generate_series(1, $2::int) g
         returning id)
       insert into competition_participants (competition_id, user_id, status, joined_at) select id, $1, 'joined', now() from made`,
      [bench.id, POSTING_COMPETITIONS],
    );
    await client.query("commit");
    await client.query("analyze reports");
    console.log(`[bench] competition seeded in ${Math.round((Date.now() - started) / 1000)} s`);
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

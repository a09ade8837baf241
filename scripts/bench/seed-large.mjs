// Fills the benchmark database with 10,000 members and 100,000 catch reports (plus likes), in SQL, in seconds;
// BENCH_REPORTS=1000000 (or BENCH_LARGE=1) makes a million reports and 50,000 members (BENCH_MEMBERS to choose), in
// chunks of 100,000: run it on a database of its own (`node scripts/with-db.mjs --db bench1m node
// scripts/bench/run.mjs`), since a bench database with another size is emptied and seeded again.
// Skips the work when the database already holds that much, once what earlier runs posted is removed. Either way it makes sure one extra member with a
// known password exists, so the benchmark can log in and measure the pages as a member sees them.
import bcrypt from "bcryptjs";
import process from "node:process";
import pg from "pg";

/** A whole number from the environment (prepare.mjs's intFromEnv, which imports this file). */
function count(name, fallback, min, max) {
  const raw = process.env[name]?.trim();
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

export const REPORTS = count("BENCH_REPORTS", process.env.BENCH_LARGE === "1" ? 1_000_000 : 100_000, 1_000, 10_000_000);
export const MEMBERS = count("BENCH_MEMBERS", REPORTS >= 1_000_000 ? 50_000 : 10_000, 100, 1_000_000);
const CHUNK = 100_000;
/**
 * The member the benchmark logs in as: not one of the 10,000, not anonymous, and the owner of the catches of one
 * seeded member (handed over by ensureBenchLogbook), so their logbook has something to draw.
 */
export const BENCH_MEMBER = { username: "bankfiskare", password: "Bank-fiske-2026" };

async function ensureBenchMember(client) {
  const key = BENCH_MEMBER.username.toLowerCase();
  const { rows } = await client.query("select password_hash from users where username_key = $1", [key]);
  if (rows[0] && (await bcrypt.compare(BENCH_MEMBER.password, rows[0].password_hash))) return;
  // Cost 12, as the site's own hashes (lib/auth/password.ts).
  const hash = await bcrypt.hash(BENCH_MEMBER.password, 12);
  await client.query(
    `insert into users (username, username_key, password_hash, age, is_anonymous, consent_status, city, created_at, updated_at)
     values ($1, $2, $3, 40, false, 'NOT_REQUIRED', 'Uppsala', now(), now())
     on conflict (username_key) do update
       set password_hash = excluded.password_hash, consent_status = 'NOT_REQUIRED', is_anonymous = false`,
    [BENCH_MEMBER.username, key, hash],
  );
  console.log(`[bench] member ${BENCH_MEMBER.username} ready to log in`);
}

/** A logbook as a seeded member's: at least this many catches (the patterns need 10). */
const LOGBOOK_CATCHES = 10;

/** Hands the catches of one seeded member (fiskare2) to the bench member; the report count stays what it was. */
async function ensureBenchLogbook(client) {
  const key = BENCH_MEMBER.username.toLowerCase();
  const owned = "select count(*)::int as n from reports where user_id = (select id from users where username_key = $1)";
  if ((await client.query(owned, [key])).rows[0].n >= LOGBOOK_CATCHES) return;
  await client.query(
    `update reports set user_id = (select id from users where username_key = $1)
     where user_id = (select id from users where username_key = 'fiskare2')`,
    [key],
  );
  console.log(`[bench] ${BENCH_MEMBER.username} has ${(await client.query(owned, [key])).rows[0].n} catches in the logbook`);
}

/** Published articles for the long tail of news pages (the site has a few; a bench needs many different ones). */
export const ARTICLES = 1_000;

async function ensureArticles(client) {
  const { rows } = await client.query("select count(*)::int as n from news_articles where published");
  if (rows[0].n >= ARTICLES) return;
  const { rows: admins } = await client.query("select id from users order by id limit 1");
  await client.query(
    `insert into news_articles (title, content, published, author_id, published_at, created_at, updated_at)
     select 'Fiskenytt ' || g,
            '## Veckans fiske ' || g || E'\n\nGäddan har gått till på grunda vikar i ' ||
              (array['Mälaren','Vänern','Vättern','Storsjön','Siljan'])[1 + g % 5] ||
              E'. Abborren står djupare när vattnet kallnar, och gösen tar bäst i skymningen.\n\n' ||
              E'- Fiska långsamt med jigg\n- Byt färg när det mulnar\n- Släpp tillbaka de stora honorna\n\n' ||
              repeat('Tips från medlemmarna om beten, platser och väder. ', 12),
            true, $2, now() - g * interval '1 hour', now() - g * interval '1 hour', now()
     from generate_series(1, $1::int) g`,
    [ARTICLES - rows[0].n, admins[0]?.id ?? null],
  );
  console.log(`[bench] ${ARTICLES - rows[0].n} news articles added`);
}

/**
 * The seeded reports are ids 1…REPORTS (seeded after `restart identity`); a run's posting rows add more. Those are
 * removed (their likes, comments and notifications with them, and the counts through the triggers), so the next run
 * finds the size it asks for and reuses the database instead of seeding it again, which takes ten minutes at a
 * million. Only when every seeded id is still there: a database of another size is seeded again anyway.
 */
async function removePostedByEarlierRuns(client) {
  const { rows } = await client.query(
    "select count(*) filter (where id <= $1)::int as seeded, count(*) filter (where id > $1)::int as posted from reports",
    [REPORTS],
  );
  if (rows[0].seeded !== REPORTS || rows[0].posted === 0) return;
  const started = Date.now();
  await client.query("delete from reports where id > $1", [REPORTS]);
  console.log(`[bench] removed ${rows[0].posted} reports posted by earlier runs (${Math.round((Date.now() - started) / 1000)} s)`);
}

export async function seedLarge(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await removePostedByEarlierRuns(client);
    const { rows } = await client.query("select (select count(*) from users)::int as users, (select count(*) from reports)::int as reports");
    if (rows[0].users >= MEMBERS && rows[0].users <= MEMBERS + 1_000 && rows[0].reports === REPORTS) {
      console.log(`[bench] reusing ${rows[0].users} members and ${rows[0].reports} reports`);
      await ensureBenchMember(client);
      await ensureBenchLogbook(client);
      await ensureArticles(client);
      return;
    }
    console.log(`[bench] seeding ${MEMBERS} members and ${REPORTS} reports…`);
    const started = Date.now();
    await client.query("begin");
    await client.query(
      // Every count's totals and changes too: a truncate fires no trigger, so totals left from an earlier seeding
      // would stay beside the new reports.
      `truncate users, reports, report_likes, report_map_cell_counts, report_map_cell_changes, report_weekday_counts,
         report_weekday_changes, report_location_counts, report_location_changes, report_member_counts,
         report_member_changes restart identity cascade`,
    );
    // The same bcrypt hash (cost 12, of a random string: lib/auth/password.ts's DUMMY_HASH) for everybody: these
    // members never log in. The one who does is added by ensureBenchMember below.
    await client.query(
      `insert into users (username, username_key, password_hash, age, is_anonymous, city, created_at, updated_at)
       select 'fiskare' || g, 'fiskare' || g, '$2b$12$y5VW0IaBi3TU9ogtzK4sDurw1sora2nYUKIFz1Q4YIR6/7H3FFAQm',
              18 + (g % 60), g % 9 = 0, (array['Stockholm','Göteborg','Malmö','Umeå','Örebro'])[1 + g % 5],
              now() - (g % 700) * interval '1 day', now()
       from generate_series(1, $1::int) g`,
      [MEMBERS],
    );
    for (let from = 1; from <= REPORTS; from += CHUNK) {
      await client.query(
        `insert into reports (user_id, fish, weight, length, location, bait, method, notes, fishing_date, created_at)
         select 1 + (g::bigint * 7919) % $2::int,
                (array['Gädda','Abborre','Gös','Öring','Lax','Röding','Harr','Sik','Braxen','Ål','Torsk','Id'])[1 + g % 12],
                round((0.2 + (g * 37 % 1000) / 80.0)::numeric, 1),
                round((15 + (g * 53 % 1000) / 10.0)::numeric, 0),
                (array['Mälaren','Vänern','Vättern','Storsjön','Siljan','Åsnen','Bolmen','Hjälmaren','Ätran','Öresund',''])[1 + g % 11]
                  || case when g % 11 = 10 then '' else ', plats ' || (g % 400) end,
                (array['Wobbler','Jigg','Mask','Spinnare',null])[1 + g % 5],
                (array['Spinnfiske','Mete','Trolling','Flugfiske',null])[1 + g % 5],
                case when g % 4 = 0 then (array['Fin fisk en tidig morgon','Tog nära vassen i motvind',
                  'Gäddan högg på en gul wobbler','Blank dag tills skymningen'])[1 + g / 4 % 4] end,
                (current_date - (g % 730)),
                now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second'
         from generate_series($1::int, $3::int) g`,
        [from, MEMBERS, Math.min(REPORTS, from + CHUNK - 1)],
      );
      if (REPORTS > CHUNK) console.log(`[bench] ${Math.min(REPORTS, from + CHUNK - 1)} reports (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    await client.query(
      `insert into report_likes (report_id, user_id)
       select 1 + (g * 31) % $1::int, 1 + (g * 17) % $2::int from generate_series(1, $1::int * 2) g
       on conflict do nothing`,
      [REPORTS, MEMBERS],
    );
    // Filed under their species as posted reports are (every name above is a catalogue name), a third released.
    await client.query(
      `update reports r set species_id = s.id, released = (r.id % 3 = 0) from species s where s.name = r.fish`,
    );
    // Nine in ten catches have a position spread over Sweden's box (a tenth of them hidden, a third for friends).
    // The cells are squares of 0.09° × 0.18° here, not the SWEREF 99 TM squares lib/geo/grid.ts computes: for load
    // the number and spread of cells is what counts, and plain SQL keeps the seeding to seconds.
    await client.query(
      `update reports set latitude = p.lat, longitude = p.lon,
              cell_row = floor(p.lat / 0.09)::int, cell_column = floor(p.lon / 0.18)::int,
              cell_latitude = floor(p.lat / 0.09) * 0.09 + 0.045, cell_longitude = floor(p.lon / 0.18) * 0.18 + 0.09,
              position_precision = (case when id % 10 = 1 then 'hidden' when id % 3 = 0 then 'friends' else 'area' end)::position_precision
       from (select id as pid, round((55.4 + (id::bigint * 7919 % 13000) / 1000.0)::numeric, 6) as lat,
                    round((11.5 + (id::bigint * 104729 % 12000) / 1000.0)::numeric, 6) as lon
             from reports where id % 10 <> 0) p
       where id = p.pid`,
    );
    // The counts' changes those statements appended, added into their totals as the job queue would.
    await client.query("select report_counts_fold()");
    await client.query("commit");
    await ensureBenchMember(client);
    await ensureBenchLogbook(client);
    await ensureArticles(client);
    console.log(`[bench] seeded in ${Math.round((Date.now() - started) / 1000)} s`);
    await client.query("analyze");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

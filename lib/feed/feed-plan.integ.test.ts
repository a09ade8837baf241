// The feed's read of the matroser's catches on a table big enough that reading all of it costs what it would in
// production: 500 matroser among 2,000 members and 30,000 catches. The plan must reach each matros's latest
// catches through an index by member, never read the whole table, for a member with many matroser and one with a
// single quiet one.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { catchIdsSql, FEED_PAGE, recentCatchIdsSql } from "@/lib/feed/read";
import { candidatesSql } from "@/lib/feed/suggestions";
import { resetDatabase } from "@/test/db";

const MEMBERS = 2_000;
const CATCHES = 30_000;

beforeAll(async () => {
  await resetDatabase();
  await db.$executeRaw`
    INSERT INTO users (username, username_key, password_hash, age, is_anonymous, created_at, updated_at)
    SELECT 'Flodesfiskare' || g, 'flodesfiskare' || g, 'x', 30, g % 11 = 0, now(), now() FROM generate_series(1, ${MEMBERS}::int) g`;
  await db.$executeRaw`
    INSERT INTO reports (user_id, fish, weight, length, location, fishing_date, created_at)
    SELECT 1 + (g % ${MEMBERS}::int), 'Gädda', 1 + (g % 50) / 10.0, 40 + g % 60, 'Sjön', current_date - (g % 700), now() - make_interval(mins => g)
    FROM generate_series(1, ${CATCHES}::int) g`;
  // Member 1 has 500 matroser; member 2 has one, who has caught little.
  await db.$executeRaw`
    INSERT INTO friendships (requester_id, addressee_id, status, accepted_at, created_at)
    SELECT 1, g, 'ACCEPTED', now(), now() FROM generate_series(2, 501) g`;
  await db.$executeRaw`INSERT INTO friendships (requester_id, addressee_id, status, accepted_at, created_at) VALUES (1999, 2, 'ACCEPTED', now(), now())`;
  await db.$executeRawUnsafe("ANALYZE users");
  await db.$executeRawUnsafe("ANALYZE reports");
  await db.$executeRawUnsafe("ANALYZE friendships");
}, 120_000);

describe("the feed's catches", () => {
  it("are read per matros through the member's index, never by reading the whole table", async () => {
    for (const viewer of [1, 2]) {
      const rows = await db.$queryRaw<{ "QUERY PLAN": string }[]>`EXPLAIN ${catchIdsSql(viewer, new Date(), FEED_PAGE + 1)}`;
      const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
      expect(plan, plan).not.toMatch(/Seq Scan on reports/);
      // Through an index by member: reports(user_id, created_at, id), or, for members with few catches, another
      // that starts with user_id; either way a matros's catches are found without reading anyone else's.
      expect(plan, plan).toMatch(/on reports_user_id_\w+\s[\s\S]*Index Cond: \(user_id = /);
    }
  });

  it("answer the newest of the matroser's catches and the member's own, leaving anonymous members out", async () => {
    const ids = await db.$queryRaw<{ id: number }[]>(catchIdsSql(1, new Date(), FEED_PAGE + 1));
    expect(ids).toHaveLength(FEED_PAGE + 1);
    const owners = await db.report.findMany({ where: { id: { in: ids.map((row) => row.id) } }, select: { userId: true } });
    expect(owners.every((owner) => owner.userId === 1 || (owner.userId >= 2 && owner.userId <= 501 && owner.userId % 11 !== 0))).toBe(true);
  });

  it("are first looked for among everyone's newest catches in the order of their index, stopping at a page", async () => {
    const rows = await db.$queryRaw<{ "QUERY PLAN": string }[]>`EXPLAIN ${recentCatchIdsSql(1, new Date(), FEED_PAGE + 1)}`;
    const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
        // No sort and no join over the catches: each is filtered as the index hands it over, so the read stops at a page.
    expect(plan, plan).not.toMatch(/Seq Scan on reports|Sort/);
    expect(plan, plan).toMatch(/Subquery Scan on recent[^\n]*\n\s*Filter: \(recent\.user_id = ANY[\s\S]*Index Scan using reports_created_at_id_idx on reports/);
  });

  it("find by the first look the same page the per-matros read finds, and say so when they cannot", async () => {
    const ids = async (sql: ReturnType<typeof catchIdsSql>) => (await db.$queryRaw<{ id: number }[]>(sql)).map((row) => row.id);
    const busy = await ids(recentCatchIdsSql(1, new Date(), FEED_PAGE + 1));
    expect(busy).toEqual(await ids(catchIdsSql(1, new Date(), FEED_PAGE + 1)));
    // Member 2's one matros caught too little lately: the first look comes back short, and the second answers.
    const quiet = await ids(recentCatchIdsSql(2, new Date(), FEED_PAGE + 1));
    expect(quiet.length).toBeLessThan(FEED_PAGE + 1);
    expect((await ids(catchIdsSql(2, new Date(), FEED_PAGE + 1))).length).toBe(FEED_PAGE + 1);
  });
});

describe("the suggestions' count", () => {
  it("reads the newest catches through their index and a member's own by member, never the whole table", async () => {
    for (const viewer of [1, 2]) {
      const rows = await db.$queryRaw<{ "QUERY PLAN": string }[]>`EXPLAIN ${candidatesSql(viewer)}`;
      const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
      expect(plan, plan).not.toMatch(/Seq Scan on reports/);
      expect(plan, plan).toMatch(/Index Scan using reports_created_at_id_idx on reports/);
    }
  });
});

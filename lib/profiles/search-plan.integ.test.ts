// Member search on a members table big enough that reading all of it costs what it would in production: the plan
// must find the prefix through an index, not by reading every member. The planner chooses freely.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { searchUsers } from "@/lib/profiles/queries";

const MEMBERS = 20_000;

beforeAll(async () => {
  await resetDatabase();
  await db.$executeRaw`
    INSERT INTO users (username, username_key, password_hash, age, is_anonymous, created_at, updated_at)
    SELECT 'Sökfiskare' || g, 'sökfiskare' || g, 'x', 30, g % 9 = 0, now(), now() FROM generate_series(1, ${MEMBERS}::int) g`;
  await db.$executeRawUnsafe("ANALYZE users");
}, 60_000);

describe("member search", () => {
  it("finds a prefix through an index, for a prefix that matches nothing and one that matches many", async () => {
    for (const prefix of ["gäd", "sökfiskare12"]) {
      const rows = await db.$queryRaw<{ "QUERY PLAN": string }[]>`
        EXPLAIN SELECT id, username FROM users
        WHERE username_key::text LIKE ${`${prefix}%`} AND (is_anonymous = false OR id = 1)
        ORDER BY username, id LIMIT 20`;
      const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
      expect(plan, plan).not.toMatch(/Seq Scan on users/);
      expect(plan, plan).toMatch(/users_username_key_prefix_idx/);
    }
  });

  it("still answers what the search answered", async () => {
    const viewer = { id: 1, username: "Sökfiskare1", isAdmin: false };
    expect((await searchUsers({ viewer, query: "sökfiskare20000" })).map((hit) => hit.displayName)).toEqual(["Sökfiskare20000"]);
    // 1234 and 12340–12349, but not the anonymous 12348 (a multiple of nine), in the spec's order.
    const many = (await searchUsers({ viewer, query: "Sökfiskare1234" })).map((hit) => hit.displayName);
    expect(many).toEqual(["1234", "12340", "12341", "12342", "12343", "12344", "12345", "12346", "12347", "12349"].map((n) => `Sökfiskare${n}`));
  });
});

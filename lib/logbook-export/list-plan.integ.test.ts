// The logbook's filtered list (/my-profile) and its export read one member's catches on a table big enough that
// reading all of it costs what it would in production (30,000 catches of 2,000 members): whatever the filter, the
// plan finds the member's catches through an index by member and never reads the whole table.
import { beforeAll, describe, expect, it } from "vitest";
import { db, Prisma } from "@/lib/db";
import { logbookFilterSchema } from "@/lib/logbook-export/filters";
import { LOGBOOK_PAGE_SIZE } from "@/lib/logbook-export/list";
import { logbookWhere } from "@/lib/logbook-export/read";
import { resetDatabase } from "@/test/db";

const MEMBERS = 2_000;
const CATCHES = 30_000;

beforeAll(async () => {
  await resetDatabase();
  await db.$executeRaw`
    INSERT INTO users (username, username_key, password_hash, age, created_at, updated_at)
    SELECT 'Loggfiskare' || g, 'loggfiskare' || g, 'x', 30, now(), now() FROM generate_series(1, ${MEMBERS}::int) g`;
  await db.$executeRaw`
    INSERT INTO reports (user_id, fish, species_id, weight, length, location, fishing_date, created_at, image,
                         latitude, longitude, cell_row, cell_column, cell_latitude, cell_longitude)
    SELECT 1 + (g % ${MEMBERS}::int), CASE WHEN g % 3 = 0 THEN 'Gädda' ELSE 'Abborre' END,
           (SELECT id FROM species WHERE slug = CASE WHEN g % 3 = 0 THEN 'gadda' ELSE 'abborre' END), 1 + (g % 50) / 10.0, 40 + g % 60, 'Sjön',
           current_date - (g % 700), now() - make_interval(mins => g),
           CASE WHEN g % 4 = 0 THEN 'bild.jpg' END,
           -- a point and its cell together, or neither (reports_position_whole)
           CASE WHEN g % 5 = 0 THEN 59.3 END, CASE WHEN g % 5 = 0 THEN 18.1 END, CASE WHEN g % 5 = 0 THEN 6575 END,
           CASE WHEN g % 5 = 0 THEN 670 END, CASE WHEN g % 5 = 0 THEN 59.3 END, CASE WHEN g % 5 = 0 THEN 18.1 END
    FROM generate_series(1, ${CATCHES}::int) g`;
  await db.$executeRawUnsafe("ANALYZE users");
  await db.$executeRawUnsafe("ANALYZE reports");
}, 120_000);

const FILTERS = [
  {},
  { species: "Gädda" },
  { from: "2025-06-01", to: "2026-06-01" },
  { has_photo: "yes", has_position: "no" },
  { species: "Abborre", from: "2026-01-01", has_photo: "no", has_position: "yes" },
].map((filter) => logbookFilterSchema.parse(filter));

describe("the logbook's filtered list", () => {
  it("reads the member's catches by member under every filter, for the count and for a page", async () => {
    for (const filter of FILTERS) {
      const where = await logbookWhere(7, filter);
      for (const query of [
        Prisma.sql`SELECT count(*)::int FROM reports r WHERE ${where}`,
        Prisma.sql`SELECT r.id FROM reports r WHERE ${where} ORDER BY r.fishing_date DESC, r.id DESC LIMIT ${LOGBOOK_PAGE_SIZE} OFFSET ${LOGBOOK_PAGE_SIZE}`,
      ]) {
        const rows = await db.$queryRaw<{ "QUERY PLAN": string }[]>`EXPLAIN ${query}`;
        const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
        expect(plan, `${JSON.stringify(filter)}\n${plan}`).not.toMatch(/Seq Scan on reports/);
        expect(plan, `${JSON.stringify(filter)}\n${plan}`).toMatch(/Index Cond: \(+user_id = 7\)/);
      }
    }
  });
});

// The member, weekday, place and map-cell counts kept as changes and folded in the background (decision 294):
// whatever runs at once, and wherever a fold stops, they read exactly what counting the reports from scratch gives;
// and no post waits for another's commit on a count.
import pg from "pg";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createReport, createUser } from "@/prisma/factories";
import { resetDatabase } from "@/test/db";
import { foldReportCounts } from "@/lib/stats/fold";

beforeEach(resetDatabase);

/** One lake's cell, where every catch of a competition day lands. */
const LAKE = { latitude: 59.3325, longitude: 18.0649, cellLatitude: 59.325, cellLongitude: 18.0625, cellRow: 6580, cellColumn: 675 };
const OTHER = { latitude: 61.0, longitude: 14.7, cellLatitude: 61.005, cellLongitude: 14.705, cellRow: 6766, cellColumn: 480 };

/**
 * The counts as the site reads them, and as a count of the reports from scratch gives them. A place's spelling is
 * its latest added report's when posts come one after another (lib/stats/home-stats.integ.test.ts); posts that
 * race may commit in another order than their ids, so here only its count is compared.
 */
async function countsAsRead() {
  return {
    weekdays: await db.$queryRaw`SELECT iso_weekday::int AS day, reports FROM report_stats_by_weekday ORDER BY 1`,
    places: await db.$queryRaw`SELECT location_key AS key, reports FROM report_stats_by_location ORDER BY 1`,
    cells: await db.$queryRaw`SELECT cell_latitude AS lat, cell_longitude AS lon, reports FROM report_map_cells ORDER BY 1, 2`,
    members: await db.$queryRaw`SELECT user_id, reports FROM report_stats_by_user ORDER BY 1`,
  };
}

async function countsFromScratch() {
  return {
    weekdays: await db.$queryRaw`SELECT extract(isodow FROM fishing_date)::int AS day, count(*)::int AS reports
      FROM reports GROUP BY 1 ORDER BY 1`,
    places: await db.$queryRaw`SELECT lower(btrim(location) COLLATE "sv-SE-x-icu") AS key, count(*)::int AS reports
      FROM reports WHERE btrim(location) <> '' GROUP BY 1 ORDER BY 1`,
    cells: await db.$queryRaw`SELECT cell_latitude AS lat, cell_longitude AS lon, count(*)::int AS reports
      FROM reports WHERE cell_latitude IS NOT NULL AND position_precision <> 'hidden' GROUP BY 1, 2 ORDER BY 1, 2`,
    members: await db.$queryRaw`SELECT user_id, count(*)::int AS reports FROM reports GROUP BY 1 ORDER BY 1`,
  };
}

async function pendingChanges(): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`SELECT
    ((SELECT count(*) FROM report_weekday_changes) + (SELECT count(*) FROM report_location_changes)
      + (SELECT count(*) FROM report_map_cell_changes) + (SELECT count(*) FROM report_member_changes))::int AS n`;
  return row?.n ?? 0;
}

const day = (date: string) => new Date(`${date}T00:00:00Z`);

describe("the counts kept as changes", () => {
  it("stay equal to a count from scratch under concurrent posts, edits, likes, deletions and folds", async () => {
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(db)));
    const post = (i: number) =>
      createReport(db, {
        userId: members[i % members.length]!.id,
        location: i % 7 === 0 ? "  bänksjön " : "Bänksjön",
        fishingDate: day(`2026-06-${String(1 + (i % 3)).padStart(2, "0")}`),
        ...(i % 5 === 4 ? OTHER : LAKE),
        positionPrecision: i % 6 === 5 ? "hidden" : "area",
      });
    // Forty catches at one lake at once, with folds running between them.
    const posted = await Promise.all([...Array.from({ length: 40 }, (_, i) => post(i)), foldReportCounts(), foldReportCounts()]);
    const reports = posted.filter((r): r is Awaited<ReturnType<typeof post>> => typeof r === "object");
    expect(await countsAsRead()).toEqual(await countsFromScratch());

    // Edits that move catches to another day, place and cell, likes, deletions and more posts, all at once.
    await Promise.all([
      ...reports.slice(0, 10).map((report, i) =>
        db.report.update({
          where: { id: report.id },
          data: { location: "Storsjön", fishingDate: day("2026-06-07"), ...(i % 2 ? OTHER : { latitude: null, longitude: null, cellLatitude: null, cellLongitude: null, cellRow: null, cellColumn: null }) },
        }),
      ),
      ...reports.slice(10, 25).map((report, i) => db.reportLike.create({ data: { reportId: report.id, userId: members[i % members.length]!.id } })),
      db.report.deleteMany({ where: { id: { in: reports.slice(25, 32).map((r) => r.id) } } }),
      ...Array.from({ length: 10 }, (_, i) => post(100 + i)),
      foldReportCounts(),
    ]);
    expect(await countsAsRead()).toEqual(await countsFromScratch());

    // Once everything is folded nothing waits, and the figures are the same.
    await foldReportCounts();
    expect(await pendingChanges()).toBe(0);
    expect(await countsAsRead()).toEqual(await countsFromScratch());
    // A member's cascade takes their catches and their counts with them.
    await db.user.delete({ where: { id: members[0]!.id } });
    expect(await countsAsRead()).toEqual(await countsFromScratch());
  });

  it("let one member's posts at one lake go through while another post of theirs is not yet committed", async () => {
    const member = await createUser(db);
    const insert = `INSERT INTO reports (user_id, fish, weight, length, location, fishing_date, latitude, longitude,
        cell_latitude, cell_longitude, cell_row, cell_column)
      VALUES ($1, 'Gädda', 3.4, 72, 'Vättern', '2026-06-07', $2, $3, $4, $5, $6, $7)`;
    const values = [member.id, LAKE.latitude, LAKE.longitude, LAKE.cellLatitude, LAKE.cellLongitude, LAKE.cellRow, LAKE.cellColumn];
    const open = new pg.Client({ connectionString: process.env.DATABASE_URL });
    const second = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await Promise.all([open.connect(), second.connect()]);
    try {
      await open.query("BEGIN");
      await open.query(insert, values);
      // The same member, day, place and cell: a count row kept in place would hold this one until the first commits.
      await second.query("SET lock_timeout = '1s'");
      await second.query(insert, values);
      await open.query("COMMIT");
    } finally {
      await Promise.all([open.end(), second.end()]);
    }
    expect(await countsAsRead()).toEqual(await countsFromScratch());
  });

  it("lose nothing when a fold dies halfway, and count nothing twice when two folds meet", async () => {
    const member = await createUser(db);
    for (let i = 0; i < 6; i++) await createReport(db, { userId: member.id, location: "Vättern", ...LAKE });
    const expected = await countsFromScratch();
    const waiting = await pendingChanges();
    expect(waiting).toBeGreaterThan(0);

    // A fold whose process dies before it commits: its connection is cut mid-transaction.
    const dying = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await dying.connect();
    dying.on("error", () => {});
    await dying.query("BEGIN");
    await dying.query("SELECT report_counts_fold()");
    const pid = (await dying.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]?.pid;
    await db.$queryRaw`SELECT pg_terminate_backend(${pid}::int)`;
    await dying.end().catch(() => {});
    expect(await pendingChanges()).toBe(waiting);
    expect(await countsAsRead()).toEqual(expected);

    // Two folds at once: the second waits for the first's deletions and then finds the changes gone.
    const first = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await first.connect();
    try {
      await first.query("BEGIN");
      await first.query("SELECT report_counts_fold()");
      const second = foldReportCounts();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.query("COMMIT");
      expect(await second).toBe(0);
    } finally {
      await first.end();
    }
    expect(await pendingChanges()).toBe(0);
    expect(await countsAsRead()).toEqual(expected);
  });
});

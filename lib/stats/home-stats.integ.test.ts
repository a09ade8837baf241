// The home statistics are computed by the database (running counts kept by triggers), so they are pinned here on
// a small hand-made set against a real PostgreSQL rather than in a unit test.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { createReport, createUser } from "@/prisma/factories";
import { anonymousDisplayName } from "@/lib/privacy/members";
import { deleteReport } from "@/lib/reports/mutations";
import { getHomeStats, getLatestReports } from "@/lib/stats/queries";
import { foldReportCounts } from "@/lib/stats/fold";

beforeEach(resetDatabase);

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

async function handMadeSet() {
  const anna = await createUser(db, { username: "Anna" });
  const bo = await createUser(db, { username: "Bo" });
  const hidden = await createUser(db, { username: "Hemlige", isAnonymous: true });
  await createUser(db, { username: "Utan_fångst" });
  // 2026-06-06 and 2026-06-13 are Saturdays, 2026-06-08 a Monday, 2026-06-09 a Tuesday.
  const gadda = await createReport(db, { userId: anna.id, fish: "Gädda", weight: "3.4", length: "72", location: " Mälaren ", fishingDate: day("2026-06-06") });
  const abborre = await createReport(db, { userId: anna.id, fish: "Abborre", weight: "0.8", length: "35", location: "mälaren", fishingDate: day("2026-06-13") });
  const lax = await createReport(db, { userId: bo.id, fish: "Lax", weight: "9.5", length: "95", location: "Mörrumsån", fishingDate: day("2026-06-08") });
  const gos = await createReport(db, { userId: hidden.id, fish: "Gös", weight: "4.1", length: "110", location: "   ", fishingDate: day("2026-06-13") });
  const oring = await createReport(db, { userId: bo.id, fish: "Öring", weight: "9.5", length: "60", location: "Vättern", fishingDate: day("2026-06-09") });
  return { anna, bo, hidden, gadda, abborre, lax, gos, oring };
}

describe("getHomeStats (SQL, on a hand-made set)", () => {
  it("answers zeros and nulls when there are no reports", async () => {
    await createUser(db);
    expect(await getHomeStats()).toEqual({
      totalReports: 0,
      activeAnglers: 0,
      biggestCatch: null,
      heaviest: null,
      longest: null,
      popularWeekday: null,
      hottestLocation: null,
    });
  });

  it("pins every statistic", async () => {
    const { hidden, lax, gos } = await handMadeSet();
    expect(await getHomeStats()).toEqual({
      totalReports: 5,
      // distinct members with reports: Anna, Bo and the anonymous one (not the member without catches)
      activeAnglers: 3,
      // Lax and Öring both weigh 9.5: the earlier report holds the record
      biggestCatch: { weight: "9.50", fish: "Lax" },
      heaviest: { id: lax.id, fish: "Lax", weight: "9.50", username: "Bo" },
      // the longest fish is the anonymous member's: shown by the display name only
      longest: { id: gos.id, fish: "Gös", length: "110.0", username: anonymousDisplayName(hidden.id) },
      // by fishing date: two Saturdays in June with three reports
      popularWeekday: { name: "lördag", count: 3 },
      // " Mälaren " and "mälaren" are one place (trimmed, any case), shown as last spelled; the blank place is ignored
      hottestLocation: { name: "mälaren", count: 2 },
    });
  });

  it("is right immediately after a delete, including a member's reports cascading away", async () => {
    const { anna, bo, abborre, lax } = await handMadeSet();
    await deleteReport({ actor: { id: anna.id, username: anna.username, isAdmin: false }, id: abborre.id });
    let stats = await getHomeStats();
    expect(stats.totalReports).toBe(4);
    expect(stats.popularWeekday).toEqual({ name: "lördag", count: 2 });
    // Four places with one report each: the first in Swedish order wins.
    expect(stats.hottestLocation).toEqual({ name: "mälaren", count: 1 });

    await db.user.delete({ where: { id: bo.id } });
    stats = await getHomeStats();
    expect(stats.totalReports).toBe(2);
    expect(stats.activeAnglers).toBe(2);
    expect(stats.heaviest?.id).not.toBe(lax.id);
    expect(stats.heaviest).toMatchObject({ fish: "Gös", weight: "4.10" });
    expect(await db.reportStatsByUser.count()).toBe(2);
  });

  it.each([
    ["2026-06-01", "måndag"],
    ["2026-06-02", "tisdag"],
    ["2026-06-03", "onsdag"],
    ["2026-06-04", "torsdag"],
    ["2026-06-05", "fredag"],
    ["2026-06-06", "lördag"],
    ["2026-06-07", "söndag"],
  ])("names the weekday of %s in Swedish: %s", async (date, name) => {
    const member = await createUser(db);
    await createReport(db, { userId: member.id, fishingDate: day(date) });
    expect((await getHomeStats()).popularWeekday).toEqual({ name, count: 1 });
  });

  it("gives a weekday tie to the earlier day of the week", async () => {
    const member = await createUser(db);
    for (const date of ["2026-06-05", "2026-06-12", "2026-06-03", "2026-06-10", "2026-06-07"]) {
      await createReport(db, { userId: member.id, fishingDate: day(date) });
    }
    expect((await getHomeStats()).popularWeekday).toEqual({ name: "onsdag", count: 2 });
  });

  it("keeps the running counts equal to a full recount after many changes", async () => {
    const members = await Promise.all([1, 2, 3].map(() => createUser(db)));
    const places = ["Ån", "ån ", "Sjön", "", "Havet"];
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      const report = await createReport(db, {
        userId: members[i % 3]!.id,
        location: places[i % places.length],
        fishingDate: day(`2026-07-${String(1 + (i % 28)).padStart(2, "0")}`),
      });
      ids.push(report.id);
    }
    await db.report.deleteMany({ where: { id: { in: ids.filter((_, i) => i % 4 === 0) } } });
    await db.report.update({ where: { id: ids[1]! }, data: { location: "Sjön", fishingDate: day("2026-01-01") } });

    const snapshot = async () => ({
      users: await db.reportStatsByUser.findMany({ orderBy: { userId: "asc" } }),
      weekdays: (await db.reportStatsByWeekday.findMany({ orderBy: { isoWeekday: "asc" } })).filter((w) => w.reports > 0),
      places: (await db.reportStatsByLocation.findMany({ orderBy: { locationKey: "asc" } })).map(({ locationKey, reports }) => ({ locationKey, reports })),
    });
    const running = await snapshot();
    // Folded into the totals (decision 294), the counts and the places' spellings read the same.
    await foldReportCounts();
    expect(await snapshot()).toEqual(running);
    await db.$executeRaw`SELECT report_stats_rebuild()`;
    expect(running).toEqual(await snapshot());
  });

  it("uses the same anonymous display name in SQL as in TypeScript", async () => {
    for (const id of [1, 7, 42, 99, 100, 999, 1000, 123456]) {
      const [row] = await db.$queryRaw<{ name: string }[]>`SELECT fisher_display_name(${id}::int, 'x', true) AS name`;
      expect(row?.name).toBe(anonymousDisplayName(id));
    }
    expect(anonymousDisplayName(7)).toBe("anonym#007");
    expect(anonymousDisplayName(1234)).toBe("anonym#1234");
  });
});

describe("getLatestReports", () => {
  it("answers the newest catches by fishing date, as everyone may see them", async () => {
    const { hidden, gos, abborre, oring } = await handMadeSet();
    const latest = await getLatestReports(3);
    // Two catches on 2026-06-13: the later report first.
    expect(latest.map((r) => r.id)).toEqual([gos.id, abborre.id, oring.id]);
    expect(latest[0]).toMatchObject({ user_id: null, username: anonymousDisplayName(hidden.id) });
    // The same for everyone, so it can be cached: not even the owner's name is in it.
    expect(JSON.stringify(latest)).not.toContain(hidden.username);
  });
});

// A catch's conditions against the fake SMHI (scripts/fake-smhi.mjs): the time of day on the report, the nearest
// station per parameter, the pressure trend, one fetch for many catches, SMHI down (the catch is stored, its
// weather arrives later), SMHI answering garbage (none, one calm line, no 500), and a member's correction kept
// over a later lookup, with the station named only to those who may see the exact spot.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createReport, createUser } from "@/prisma/factories";
import { readPatterns } from "@/lib/conditions/patterns";
import { moonPhaseName, sunMoonAt } from "@/lib/conditions/sun-moon";
import { POST as createRoute } from "@/app/api/reports/route";
import { GET as conditionsRoute, PUT as correctRoute } from "@/app/api/reports/[id]/conditions/route";
import { catchInstant } from "@/lib/conditions/catch-time";
import { lookupConditions, resetSmhiPause } from "@/lib/conditions/lookup";
import { drainConditionsQueue, sweepConditions } from "@/lib/conditions/queue";
import { setSmhiSettings } from "@/lib/conditions/smhi/settings";
import { forgetKeptAnswers } from "@/lib/conditions/smhi/metobs";
import { forgetReadForecasts } from "@/lib/conditions/smhi/forecast";
import type { ConditionsView } from "@/lib/conditions/types";
import { fakeValue, startFakeSmhi, type FakeSmhi } from "@/scripts/fake-smhi.mjs";
import { takeExpiredTags } from "@/test/next-cache-stub";

let fake: FakeSmhi;

beforeAll(async () => {
  fake = await startFakeSmhi();
  setSmhiSettings({ metobsUrl: fake.metobsUrl, forecastUrl: fake.forecastUrl, timeoutMs: 1000, retries: 1, backoffMs: 10 });
});
afterAll(async () => {
  setSmhiSettings(null);
  await fake.close();
});
beforeEach(async () => {
  // A post queues its lookup in the process: one still running from the test before would write its weather into
  // whichever catch has that id once the tables are emptied (the ids start over), here a pattern's hand-made row.
  await drainConditionsQueue();
  await resetDatabase();
  resetSmhiPause();
  forgetKeptAnswers();
  forgetReadForecasts();
  fake.setMode("ok");
  fake.resetCounts();
});

type Member = Awaited<ReturnType<typeof createUser>>;

/** Five days ago in Sweden: inside SMHI's latest-months period. */
const DATE = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
// Södermalm, Stockholm: Observatoriekullen is the nearest station for temperature, Arlanda for air pressure.
const SPOT = { latitude: "59.3150", longitude: "18.0710" };

async function post(member: Member, fields: Record<string, string> = {}) {
  const form = new FormData();
  const values = { fish: "Gädda", weight: "3,4", length: "72", location: "Mälaren", date: DATE, ...SPOT, catch_time: "06:30", ...fields };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  const res = await call(createRoute, { body: form, cookie: await sessionCookie(member), path: "/api/reports" });
  return { status: res.status, body: (await res.json()) as { id: number; catch_time?: string; fields?: Record<string, string> } };
}

async function conditionsOf(reportId: number, viewer: Member | null) {
  const res = await call(conditionsRoute, { params: { id: String(reportId) }, cookie: viewer ? await sessionCookie(viewer) : undefined });
  return { status: res.status, body: (await res.json()) as ConditionsView };
}

const hourOf = (date: string, time: string) => Math.round(catchInstant(date, time).getTime() / 3_600_000) * 3_600_000;

describe("the time of the catch", () => {
  it("is stored and answered when given, left out of the answer when not, and a bad one is a 400 naming the field", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const timed = await post(kalle, { catch_time: "6:30" });
    expect(timed.status).toBe(201);
    expect(timed.body.catch_time).toBe("06:30");
    const untimed = await post(kalle, { catch_time: "" });
    expect(untimed.status).toBe(201);
    expect(untimed.body).not.toHaveProperty("catch_time");
    const bad = await post(kalle, { catch_time: "25:10" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ catch_time: "Ange klockslaget som TT:MM, t.ex. 06:45" });
    await drainConditionsQueue();
  });
});

describe("looking up a catch's weather", () => {
  it("finds the nearest station per parameter, the pressure trend, and names the station only to who sees the spot", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const olle = await createUser(db, { username: "Olle" });
    const { body: report } = await post(kalle, { position_precision: "area" });
    await drainConditionsQueue();

    const hour = hourOf(DATE, "06:30");
    const own = await conditionsOf(report.id, kalle);
    expect(own.status).toBe(200);
    expect(own.body.status).toBe("done");
    expect(own.body.values.airTemperature).toBe(fakeValue(1, "98230", hour));
    expect(own.body.values.windSpeed).toBe(fakeValue(4, "98230", hour));
    expect(own.body.values.windDirection).toBe(fakeValue(3, "98230", hour));
    expect(own.body.values.pressure).toBe(fakeValue(9, "97400", hour));
    expect(own.body.values.pressureTrend).toBeCloseTo(fakeValue(9, "97400", hour) - fakeValue(9, "97400", hour - 3 * 3_600_000), 1);
    expect(own.body.values.cloudCover).toBe(fakeValue(16, "97400", hour));
    expect(own.body.sunMoon).toMatchObject({ moonPhaseName: expect.any(String), lightPeriod: expect.any(String) });
    const stations = Object.fromEntries((own.body.stations ?? []).map((s) => [s.field, s.name]));
    expect(stations).toMatchObject({ airTemperature: "Stockholm-Observatoriekullen A", pressure: "Stockholm-Arlanda Flygplats" });
    expect(own.body.canEdit).toBe(true);

    // Others see the same values and no station; a hidden catch shows them nothing at all.
    for (const viewer of [olle, null]) {
      const other = await conditionsOf(report.id, viewer);
      expect(other.body.values).toEqual(own.body.values);
      expect(other.body.stations).toBeNull();
      expect(other.body.canEdit).toBe(false);
      expect(JSON.stringify(other.body)).not.toMatch(/Observatoriekullen|Arlanda|98230|97400/);
    }
    const { body: hidden } = await post(kalle, { position_precision: "hidden" });
    await drainConditionsQueue();
    expect((await conditionsOf(hidden.id, olle)).status).toBe(404);
    expect((await conditionsOf(hidden.id, kalle)).body.status).toBe("done");
  });

  it("costs one fetch per station, parameter and period for many catches in one area on one day", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    // Ten: the posting limit's burst (lib/rate-limit/policies.ts).
    for (let i = 0; i < 10; i += 1) expect((await post(kalle, { catch_time: `0${i}:15`, latitude: (59.31 + i * 0.001).toFixed(4) })).status).toBe(201);
    await drainConditionsQueue();
    // Six parameters: a station list and one station's latest months each.
    expect(fake.requests("/metobs")).toBe(12);
    const done = await db.reportConditions.count({ where: { status: "done", airTemperature: { not: null } } });
    expect(done).toBe(10);
  });

  it("stores the catch when SMHI is down and fills its weather in once SMHI is back", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    fake.setMode("down");
    const started = Date.now();
    const { status, body: report } = await post(kalle);
    expect(status).toBe(201);
    expect(Date.now() - started).toBeLessThan(1000);
    await drainConditionsQueue();
    expect((await conditionsOf(report.id, kalle)).body).toMatchObject({ status: "pending", values: { airTemperature: null } });

    // A second catch meanwhile does not ask SMHI again at once: one failure pauses the lookups for a minute.
    fake.resetCounts();
    const second = await post(kalle, { catch_time: "07:30" });
    await drainConditionsQueue();
    expect(fake.requests()).toBe(0);
    expect((await conditionsOf(second.body.id, kalle)).body.status).toBe("pending");

    fake.setMode("ok");
    resetSmhiPause();
    await db.reportConditions.updateMany({ data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    // The second catch has no row yet (nothing was written while SMHI was paused): the sweep finds it by its age.
    await db.report.updateMany({ data: { createdAt: new Date(Date.now() - 3 * 60_000) } });
    expect(await sweepConditions()).toBe(2);
    await drainConditionsQueue();
    expect((await conditionsOf(report.id, kalle)).body.status).toBe("done");
    expect((await conditionsOf(report.id, kalle)).body.values.airTemperature).toBe(fakeValue(1, "98230", hourOf(DATE, "06:30")));
    expect((await conditionsOf(second.body.id, kalle)).body.values.airTemperature).toBe(fakeValue(1, "98230", hourOf(DATE, "07:30")));
  });

  it("gives no conditions for an answer in the wrong shape, with one calm log line and no 500", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    fake.setMode("garbage");
    const first = await post(kalle);
    const second = await post(kalle, { catch_time: "09:00" });
    await drainConditionsQueue();
    expect(first.status).toBe(201);
    const seen = await conditionsOf(first.body.id, kalle);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ status: "failed", values: { airTemperature: null, pressure: null } });
    expect((await conditionsOf(second.body.id, null)).status).toBe(200);
    expect(warn.mock.calls.filter(([line]) => String(line).includes("[conditions]"))).toHaveLength(1);
    warn.mockRestore();
    // Once SMHI is fine again it says so.
    fake.setMode("ok");
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    await lookupConditions(first.body.id);
    expect(info).toHaveBeenCalledWith("[conditions] SMHI answers again");
    info.mockRestore();
  });

  it("keeps a member's correction over a later lookup; only the owner corrects, and a bad value names its field", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const olle = await createUser(db, { username: "Olle" });
    const { body: report } = await post(kalle);
    await drainConditionsQueue();
    const put = async (member: Member, body: unknown) =>
      call(correctRoute, { method: "PUT", body, params: { id: String(report.id) }, cookie: await sessionCookie(member) });

    const corrected = await put(kalle, { airTemperature: "14,5", waterTemperature: 11, cloudCover: null });
    expect(corrected.status).toBe(200);
    expect(((await corrected.json()) as ConditionsView).values).toMatchObject({ airTemperature: 14.5, waterTemperature: 11, cloudCover: null });

    await lookupConditions(report.id);
    const after = (await conditionsOf(report.id, kalle)).body;
    expect(after.values).toMatchObject({ airTemperature: 14.5, waterTemperature: 11, cloudCover: null });
    expect(after.values.pressure).toBe(fakeValue(9, "97400", hourOf(DATE, "06:30")));
    expect(after.memberFields.sort()).toEqual(["airTemperature", "cloudCover", "waterTemperature"]);
    expect(after.stations?.map((s) => s.field)).not.toContain("airTemperature");

    const refused = await put(olle, { airTemperature: 3 });
    expect(refused.status).toBe(403);
    const bad = await put(kalle, { windDirection: 400, pressure: "hög" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({
      windDirection: "Vindriktning måste vara ett heltal mellan 0 och 360 grader",
      pressure: "Lufttryck måste vara ett tal mellan 900 och 1100 hPa",
    });
  });

  it("lets a catch deleted while its weather is looked up go quietly: no row, no error", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    // SMHI is slow: the lookup has read its catch and waits when the member deletes the catch.
    fake.setMode("slow");
    const { body: report } = await post(kalle);
    const lookup = lookupConditions(report.id);
    await vi.waitFor(() => expect(fake.requests()).toBeGreaterThan(0), { timeout: 2000, interval: 20 });
    await db.report.delete({ where: { id: report.id } });
    expect(await lookup).toBe("gone");
    await drainConditionsQueue();
    expect(await db.reportConditions.count({ where: { reportId: report.id } })).toBe(0);
  });
});

describe("the owner's patterns", () => {
  it("expire when their catch's weather is looked up or corrected, the patterns of nobody else", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const { body: report } = await post(kalle);
    takeExpiredTags();
    await lookupConditions(report.id);
    expect(takeExpiredTags()).toEqual([`report:${report.id}`, `patterns:${kalle.id}`]);
    const res = await call(correctRoute, { method: "PUT", body: { waterTemperature: 11 }, params: { id: String(report.id) }, cookie: await sessionCookie(kalle) });
    expect(res.status).toBe(200);
    expect(takeExpiredTags()).toEqual([`report:${report.id}`, `patterns:${kalle.id}`]);
  });
});

describe("patterns", () => {
  it("counts by month, hour, moon phase, pressure and water only from ten catches and three members, baits from three members", async () => {
    const members = await Promise.all(["Ada", "Bo", "Cia"].map((username) => createUser(db, { username })));
    const pike = await db.species.findUniqueOrThrow({ where: { slug: "gadda" }, select: { id: true } });
    const add = async (userId: number, date: string, time: string, bait: string, trend: number, water: number) => {
      const report = await createReport(db, { userId, speciesId: pike.id, fishingDate: new Date(`${date}T00:00:00Z`), catchTime: new Date(`1970-01-01T${time}:00Z`), bait });
      await db.reportConditions.create({ data: { reportId: report.id, status: "done", pressureTrend: trend, waterTemperature: water } });
    };
    // Nine catches: no pattern yet.
    for (let i = 0; i < 9; i += 1) await add(members[i % 3]!.id, "2026-03-03", "06:10", "Jerkbait", -2, 5);
    expect(await readPatterns({ speciesSlug: "gadda" })).toMatchObject({ total: 9, month: null, hour: null, moon: null, whatWorks: [] });

    await add(members[0]!.id, "2026-04-20", "21:40", "Hemlig fluga", 1.5, 17);
    const patterns = await readPatterns({ speciesSlug: "gadda" });
    expect(patterns.month?.bars.find((b) => b.key === "3")?.count).toBe(9);
    expect(patterns.month?.bars.find((b) => b.key === "4")?.count).toBe(1);
    expect(patterns.hour?.bars.find((b) => b.key === "6")?.count).toBe(9);
    expect(patterns.pressure?.bars.map((b) => b.count)).toEqual([9, 0, 1]);
    expect(patterns.water?.bars.map((b) => b.count)).toEqual([0, 9, 0, 0, 1, 0]);
    // 3 March 2026 was a full moon: the database's mean month agrees with suncalc.
    const expected = moonPhaseName(sunMoonAt(catchInstant("2026-03-03", "06:10"), 59.3, 18).moonPhase);
    expect(patterns.moon?.bars.find((b) => b.count === 9)?.label).toBe(expected);
    // The spring's jerkbait has three members behind it; one member's own fly stays theirs.
    expect(patterns.whatWorks).toEqual([{ season: "vår", baits: [{ name: "Jerkbait", count: 9 }], methods: [], total: 10 }]);
    expect(JSON.stringify(patterns)).not.toContain("Hemlig fluga");

    // One member's own logbook needs no other members.
    const own = await readPatterns({ userId: members[0]!.id });
    expect(own.total).toBe(4);
    expect(own.month).toBeNull();
  });
});

describe("fiskeväder", () => {
  it("reads the forecast once per grid cell and hour, and with the forecast down gives sun and moon only", async () => {
    const { fishingWeather } = await import("@/lib/conditions/fishing-weather");
    const place = { name: "Stockholm", slug: "stockholm", latitude: 59.3293, longitude: 18.0686 };
    const first = await fishingWeather({ place, species: null });
    expect(first.forecast).toBe("ok");
    expect(first.days).toHaveLength(7);
    expect(first.days[1]!.weather).toMatchObject({ minTemperature: expect.any(Number), windSpeed: expect.any(Number), pressureChange: expect.any(Number) });
    const tomorrow = first.days[1]!.weather!;
    expect(tomorrow.minTemperature).toBeLessThanOrEqual(tomorrow.maxTemperature);
    expect(first.days[1]!.solunar.filter((p) => p.kind === "major")).toHaveLength(2);
    expect(first.days[1]!.reasons.join(" ")).toContain("för få fångster");
    await fishingWeather({ place: { ...place, latitude: 59.33 }, species: null });
    expect(fake.requests("/metfcst")).toBe(1);
    // The sun, the moon and the solunar periods are the same for every species: worked out once, then shared.
    const pike = await fishingWeather({ place, species: { slug: "gadda", name: "Gädda" } });
    expect(pike.days[1]!.solunar).toBe(first.days[1]!.solunar);
    expect(pike.days[1]!.sunMoon).toBe(first.days[1]!.sunMoon);
    const day = first.days[1]!.date;
    expect(first.days[1]!.sunMoon).toEqual(sunMoonAt(catchInstant(day, "12:00"), place.latitude, place.longitude));

    // Read once, a forecast is taken from this process's memory for the rest of its hour: not from the database,
    // not from SMHI.
    await db.smhiFetch.deleteMany({});
    fake.setMode("down");
    const kept = await fishingWeather({ place, species: { slug: "gadda", name: "Gädda" } });
    expect(kept.forecast).toBe("ok");
    expect(kept.days[1]!.weather).toEqual(first.days[1]!.weather);
    expect(fake.requests("/metfcst")).toBe(1);

    // A process that has not read it, with nothing kept and SMHI down: sun and moon only.
    forgetReadForecasts();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const down = await fishingWeather({ place, species: { slug: "gadda", name: "Gädda" } });
    warn.mockRestore();
    expect(down.forecast).toBe("down");
    expect(down.days.every((day) => day.weather === null && day.sunMoon.moonPhaseName.length > 0)).toBe(true);
  });

  it("keeps no page waiting on a slow forecast, and asks SMHI once while it is slow, then pauses", async () => {
    const { fishingWeather } = await import("@/lib/conditions/fishing-weather");
    const { resetForecastPause } = await import("@/lib/conditions/smhi/forecast");
    const place = { name: "Umeå", slug: "umea", latitude: 63.8258, longitude: 20.263 };
    await db.smhiFetch.deleteMany({});
    resetForecastPause();
    fake.setMode("slow");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // Only this place's forecast is counted: the test before may still be retrying its own, elsewhere.
    const umea = "/metfcst/category/pmp3g/version/2/geotype/point/lon/20.";
    const before = fake.requests(umea);
    // The first page waits a moment, then goes on with sun and moon; the next finds the fetch running.
    expect((await fishingWeather({ place, species: null })).forecast).toBe("down");
    expect((await fishingWeather({ place, species: null })).forecast).toBe("down");
    // The fetch gives up after its retries (one here, each past the test's 1 s limit): SMHI is left alone a while.
    await vi.waitFor(() => expect(fake.requests(umea)).toBe(before + 2), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await fishingWeather({ place, species: null })).forecast).toBe("down");
    expect(fake.requests(umea)).toBe(before + 2);
    warn.mockRestore();
    fake.setMode("ok");
    resetForecastPause();
  });
});

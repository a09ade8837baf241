// GET /api/map and GET /api/map/friends: clusters of public catches at grid-cell centres, grouped in SQL; the
// exact points only to their owner and, when kept for friends, to friends.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { problemWith } from "@/test/error-shape";
import { createReport, createUser } from "@/prisma/factories";
import { GET as mapRoute } from "@/app/api/map/route";
import { GET as friendsRoute } from "@/app/api/map/friends/route";
import { GET as catchesRoute } from "@/app/api/map/catches/route";
import { cellOf } from "@/lib/geo/grid";
import { clusterSpan, listMapCatches, MAP_LIST_PAGE_SIZE, periodStart } from "@/lib/map/queries";
import type { FriendsMapAnswer, MapAnswer } from "@/lib/map/schemas";
import type { PositionPrecision } from "@/lib/privacy/positions";

beforeEach(() => resetDatabase());

const SWEDEN = "10.5,55,24.2,69.1";
const SPOT = { latitude: 59.123456, longitude: 17.654321 };

function positioned(latitude: number, longitude: number, precision: PositionPrecision = "area") {
  const cell = cellOf({ latitude, longitude });
  return {
    latitude,
    longitude,
    positionPrecision: precision,
    cellRow: cell.row,
    cellColumn: cell.column,
    cellLatitude: cell.centre.latitude,
    cellLongitude: cell.centre.longitude,
  };
}

async function map(query: string) {
  const res = await call(mapRoute, { path: `/api/map?${query}` });
  const text = await res.text();
  return { status: res.status, res, text, body: JSON.parse(text) as MapAnswer & { error?: string; code?: string } };
}

describe("GET /api/map", () => {
  it("refuses a bad box, zoom, period or species in the one error shape", async () => {
    for (const query of [
      "zoom=5",
      `bbox=${SWEDEN}`,
      "bbox=1,2,3&zoom=5",
      "bbox=24,55,10,69&zoom=5",
      "bbox=a,b,c,d&zoom=5",
      "bbox=10,55,24,91&zoom=5",
      "bbox=10,55,24,69,1&zoom=5",
      `bbox=${SWEDEN}&zoom=23`,
      `bbox=${SWEDEN}&zoom=-1`,
      `bbox=${SWEDEN}&zoom=fem`,
      `bbox=${SWEDEN}&zoom=5&since=igår`,
      `bbox=${SWEDEN}&zoom=5&species=okänd`,
      `bbox=${SWEDEN}&zoom=5&species=finns-inte`,
    ]) {
      const answer = await map(query);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect(problemWith(answer.res, answer.text)).toBeNull();
    }
  });

  it("groups catches at their cells' centres, leaves hidden ones out and never reveals a point by a small box", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    for (let i = 0; i < 3; i++) await createReport(db, { userId: kalle.id, ...positioned(SPOT.latitude + i * 0.001, SPOT.longitude) });
    await createReport(db, { userId: kalle.id, ...positioned(SPOT.latitude, SPOT.longitude, "friends") });
    await createReport(db, { userId: kalle.id, ...positioned(SPOT.latitude, SPOT.longitude, "hidden") });
    await createReport(db, { userId: kalle.id, ...positioned(63.8258, 20.263) });
    await createReport(db, { userId: kalle.id });

    const centre = cellOf(SPOT).centre;
    const close = await map(`bbox=${SWEDEN}&zoom=10`);
    expect(close.status).toBe(200);
    expect(close.body.truncated).toBe(false);
    expect(close.body.clusters).toEqual([
      { id: expect.any(String), latitude: centre.latitude, longitude: centre.longitude, count: 4, bbox: [centre.longitude, centre.latitude, centre.longitude, centre.latitude] },
      { id: expect.any(String), ...cellOf({ latitude: 63.8258, longitude: 20.263 }).centre, count: 1, bbox: expect.any(Array) },
    ]);

    // A cluster's box lists its catches, newest first, with the area only; the hidden one is not among them.
    const res = await call(catchesRoute, { path: `/api/map/catches?bbox=${close.body.clusters[0]!.bbox.join(",")}` });
    const text = await res.text();
    const listed = JSON.parse(text) as { reports: { position: unknown }[] };
    expect(listed.reports).toHaveLength(4);
    expect(listed.reports.every((report) => JSON.stringify(report.position) === JSON.stringify({ ...centre, precision: "area", exact: false }))).toBe(true);
    expect(text).not.toContain("59.123456");
    expect(close.text).not.toContain("59.123456");
    expect(close.text).not.toContain("17.654321");

    // A box around the exact point tells no more than the cell: the same answer as a box far off in the cell, or
    // nothing, and never the point.
    const d = 0.0005;
    const box = (lat: number, lon: number) => `bbox=${lon - d},${lat - d},${lon + d},${lat + d}&zoom=22`;
    const tiny = await map(box(SPOT.latitude, SPOT.longitude));
    for (const cluster of tiny.body.clusters) expect([cluster.latitude, cluster.longitude]).not.toEqual([SPOT.latitude, SPOT.longitude]);
    expect(tiny.text).not.toContain("59.123456");
    const elsewhere = await map(box(SPOT.latitude + 0.004, SPOT.longitude + 0.008));
    expect(tiny.body).toEqual(elsewhere.body);

    // Far out, both cells fall into clusters of many cells; the counts add up.
    const far = await map(`bbox=${SWEDEN}&zoom=3`);
    expect(far.body.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(5);
  });

  it("answers at most 500 clusters, the fullest first, and says when it left some out", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const data = [];
    // 26 × 24 cells of one catch each over southern Sweden, and one cell with three.
    for (let i = 0; i < 26; i++) {
      for (let j = 0; j < 24; j++) {
        data.push({ userId: kalle.id, fish: "Abborre", weight: "0.5", length: "25", location: "Sjön", fishingDate: new Date("2026-06-01T00:00:00Z"), ...positioned(56 + i * 0.1, 13 + j * 0.2) });
      }
    }
    for (let k = 0; k < 2; k++) data.push({ ...data[0]!, ...positioned(56.0001, 13.0001) });
    await db.report.createMany({ data });
    const answer = await map(`bbox=${SWEDEN}&zoom=12`);
    expect(answer.body.clusters).toHaveLength(500);
    expect(answer.body.truncated).toBe(true);
    expect(answer.body.clusters[0]!.count).toBe(3);
  });

  it("filters by species and period", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const gadda = await db.species.findUniqueOrThrow({ where: { slug: "gadda" }, select: { id: true } });
    await createReport(db, { userId: kalle.id, speciesId: gadda.id, fishingDate: new Date(`${periodStart("season")}T00:00:00Z`), ...positioned(59.3, 18.0) });
    await createReport(db, { userId: kalle.id, fishingDate: new Date("2020-06-01T00:00:00Z"), ...positioned(59.3, 18.0) });
    const count = async (query: string) => (await map(`bbox=${SWEDEN}&zoom=10&${query}`)).body.clusters.reduce((sum, c) => sum + c.count, 0);
    expect(await count("since=all")).toBe(2);
    expect(await count("since=season")).toBe(1);
    expect(await count("since=12m")).toBe(1);
    expect(await count("species=gadda")).toBe(1);
  });

  it("keeps its running count per cell right through posts, edits, hidden positions and deletes", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const a = await createReport(db, { userId: kalle.id, ...positioned(SPOT.latitude, SPOT.longitude) });
    const b = await createReport(db, { userId: kalle.id, ...positioned(SPOT.latitude, SPOT.longitude, "friends") });
    await createReport(db, { userId: kalle.id, ...positioned(SPOT.latitude, SPOT.longitude, "hidden") });
    await db.report.createMany({ data: [0, 1, 2].map(() => ({ userId: kalle.id, fish: "Id", weight: "1", length: "30", location: "Ån", fishingDate: new Date(), ...positioned(63.8258, 20.263) })) });
    await db.report.update({ where: { id: a.id }, data: { positionPrecision: "hidden" } });
    await db.report.update({ where: { id: b.id }, data: positioned(57.7, 11.9, "area") });
    await db.report.update({ where: { id: b.id }, data: { fish: "Gös" } });
    await db.report.deleteMany({ where: { fish: "Id", id: { gt: 4 } } });
    const kept = await db.$queryRaw<{ cell_latitude: number; cell_longitude: number; reports: number }[]>`
      SELECT cell_latitude, cell_longitude, reports FROM report_map_cells ORDER BY 1, 2`;
    const counted = await db.$queryRaw<{ cell_latitude: number; cell_longitude: number; reports: number }[]>`
      SELECT cell_latitude, cell_longitude, count(*)::int AS reports FROM reports
      WHERE cell_latitude IS NOT NULL AND position_precision <> 'hidden' GROUP BY 1, 2 ORDER BY 1, 2`;
    expect(kept).toEqual(counted);
    expect(kept.map((cell) => cell.reports)).toEqual([1, 1]);
    // The map without filters (the counts) and with a period that covers everything (the reports) agree.
    const all = await map(`bbox=${SWEDEN}&zoom=10`);
    const filtered = await map(`bbox=${SWEDEN}&zoom=10&since=12m`);
    expect(all.body.clusters).toEqual(filtered.body.clusters);
    await db.report.deleteMany({});
    expect(await db.reportMapCell.count()).toBe(0);
  });

  it("spans more cells the further out it is", () => {
    expect([12, 9, 8, 7, 5, 4, 0].map(clusterSpan)).toEqual([1, 1, 2, 4, 16, 32, 32]);
    expect(periodStart("12m", "2026-11-25")).toBe("2025-11-26");
    expect(periodStart("season", "2026-11-25")).toBe("2026-01-01");
  });
});

describe("the list beside the map", () => {
  it("pages through the latest catches with a public area, leaving out hidden ones and those without a position", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const data = Array.from({ length: MAP_LIST_PAGE_SIZE + 3 }, (_, i) => ({
      userId: kalle.id,
      fish: `Abborre ${i}`,
      weight: "0.5",
      length: "25",
      location: "Sjön",
      fishingDate: new Date(Date.UTC(2026, 0, 1 + i)),
      ...positioned(SPOT.latitude, SPOT.longitude, i === 0 ? "hidden" : "area"),
    }));
    await db.report.createMany({ data });
    await createReport(db, { userId: kalle.id, fish: "Utan plats" });
    const first = await listMapCatches(null);
    expect(first.reports).toHaveLength(MAP_LIST_PAGE_SIZE);
    expect(first.reports[0]!.fish).toBe(`Abborre ${MAP_LIST_PAGE_SIZE + 2}`);
    const second = await listMapCatches(first.nextCursor);
    expect(second.reports.map((r) => r.fish)).toEqual(["Abborre 2", "Abborre 1"]);
    expect(second.nextCursor).toBeNull();
    expect(JSON.stringify([first, second])).not.toContain("59.123456");
    await expect(listMapCatches("inte-en-markor")).rejects.toMatchObject({ code: "INVALID_CURSOR" });
  });
});

describe("GET /api/map/friends", () => {
  it("gives a member their own points and friends' kept for friends, nothing else, and visitors a 401", async () => {
    const owner = await createUser(db, { username: "Agaren" });
    const friend = await createUser(db, { username: "Vannen" });
    const other = await createUser(db, { username: "Annan" });
    await db.friendship.create({ data: { requesterId: friend.id, addresseeId: owner.id, status: "ACCEPTED", acceptedAt: new Date() } });
    const shared = await createReport(db, { userId: owner.id, ...positioned(SPOT.latitude, SPOT.longitude, "friends") });
    const area = await createReport(db, { userId: owner.id, ...positioned(SPOT.latitude, SPOT.longitude, "area") });
    const hidden = await createReport(db, { userId: owner.id, ...positioned(SPOT.latitude, SPOT.longitude, "hidden") });
    const points = async (viewer: typeof owner | null) => {
      const res = await call(friendsRoute, { cookie: viewer ? await sessionCookie(viewer) : undefined, path: `/api/map/friends?bbox=${SWEDEN}` });
      return { status: res.status, body: (await res.json()) as FriendsMapAnswer };
    };
    const mine = await points(owner);
    expect(mine.body.points.map((p) => p.report_id).sort()).toEqual([shared.id, area.id, hidden.id].sort());
    expect(mine.body.points.every((p) => p.own && p.latitude === SPOT.latitude && p.longitude === SPOT.longitude)).toBe(true);
    const friends = await points(friend);
    expect(friends.body.points).toEqual([
      { report_id: shared.id, latitude: SPOT.latitude, longitude: SPOT.longitude, fish: "Gädda", username: "Agaren", fishing_date: "2026-06-01", own: false },
    ]);
    expect((await points(other)).body.points).toEqual([]);
    expect((await points(null)).status).toBe(401);
  });
});

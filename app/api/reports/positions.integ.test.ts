// A catch's position through POST/PUT /api/reports and GET /api/reports: the grid, Sweden's bounds, and what the
// owner, a friend, another member, a visitor and an admin are told (lib/privacy/positions.ts).
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createUser } from "@/prisma/factories";
import { GET as listRoute, POST as createRoute } from "@/app/api/reports/route";
import { PUT as editRoute } from "@/app/api/reports/[id]/route";
import { GET as userReportsRoute } from "@/app/api/reports/user/[id]/route";
import { cellOf } from "@/lib/geo/grid";
import { listLatestPublicReports } from "@/lib/reports/queries";
import type { ReportJson } from "@/lib/reports/types";

beforeEach(() => resetDatabase());

type Member = Awaited<ReturnType<typeof createUser>>;

const SPOT = { latitude: "59.123456", longitude: "17.654321" };

function reportForm(fields: Record<string, string> = {}) {
  const form = new FormData();
  const values = { fish: "Gädda", weight: "3,4", length: "72", location: "Mälaren", date: "2026-06-01", ...fields };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

async function post(member: Member, fields: Record<string, string>) {
  const res = await call(createRoute, { body: reportForm(fields), cookie: await sessionCookie(member), path: "/api/reports" });
  return { status: res.status, body: (await res.json()) as ReportJson & { error?: string; code?: string; fields?: Record<string, string> } };
}

/** Every page of GET /api/reports as this viewer. */
async function list(viewer: Member | null): Promise<ReportJson[]> {
  const cookie = viewer ? await sessionCookie(viewer) : undefined;
  const all: ReportJson[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
    const res = await call(listRoute, { cookie, path: `/api/reports?limit=50${query}` });
    expect(res.status).toBe(200);
    const page = (await res.json()) as { reports: ReportJson[]; nextCursor: string | null };
    all.push(...page.reports);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

async function befriend(a: Member, b: Member) {
  await db.friendship.create({ data: { requesterId: a.id, addresseeId: b.id, status: "ACCEPTED", acceptedAt: new Date() } });
}

describe("a report's position", () => {
  it("is stored exactly with the centre of its 10 km cell, the same for 100 catches in that cell", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const first = await post(kalle, { latitude: "59,123456", longitude: "17,654321", position_precision: "area" });
    expect(first.status).toBe(201);
    expect(first.body.position).toEqual({ latitude: 59.123456, longitude: 17.654321, precision: "area", exact: true });

    const cell = cellOf({ latitude: 59.123456, longitude: 17.654321 });
    // 100 points scattered over the cell's inner part (the cell is 10 km across; these stay within about 2 km).
    const rows = Array.from({ length: 100 }, (_, i) => ({
      userId: kalle.id,
      fish: "Abborre",
      weight: "0.5",
      length: "25",
      location: "Mälaren",
      fishingDate: new Date("2026-06-02T00:00:00Z"),
      ...(() => {
        const latitude = cell.centre.latitude + ((i % 10) - 5) * 0.002;
        const longitude = cell.centre.longitude + (Math.floor(i / 10) - 5) * 0.004;
        const own = cellOf({ latitude, longitude });
        return { latitude, longitude, cellRow: own.row, cellColumn: own.column, cellLatitude: own.centre.latitude, cellLongitude: own.centre.longitude };
      })(),
    }));
    await db.report.createMany({ data: rows });
    const seen = await list(null);
    expect(seen).toHaveLength(101);
    const centres = new Set(seen.map((report) => JSON.stringify(report.position)));
    expect([...centres]).toEqual([JSON.stringify({ latitude: cell.centre.latitude, longitude: cell.centre.longitude, precision: "area", exact: false })]);
  });

  it("is refused outside Sweden's box, half given, or not a number, in the one error shape", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    for (const fields of [
      { latitude: "52.520008", longitude: "13.404954" },
      { latitude: "59.3", longitude: "24.9" },
      { latitude: "70.2", longitude: "19.0" },
    ]) {
      const answer = await post(kalle, fields);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: "Positionen ligger utanför Sverige", code: "VALIDATION_ERROR" });
    }
    expect((await post(kalle, { latitude: "59.3" })).body).toMatchObject({ code: "VALIDATION_ERROR", fields: { longitude: expect.any(String) } });
    expect((await post(kalle, { latitude: "59°N", longitude: "18" })).status).toBe(400);
    expect((await post(kalle, { ...SPOT, position_precision: "public" })).status).toBe(400);
    expect(await db.report.count()).toBe(0);
  });

  it("is optional, and a report without one is posted as before", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const answer = await post(kalle, {});
    expect(answer.status).toBe(201);
    expect(answer.body.position).toBeNull();
    expect(await db.report.findFirstOrThrow({ select: { positionPrecision: true, cellRow: true } })).toEqual({ positionPrecision: "area", cellRow: null });
  });

  it("is shown to each viewer as the owner's precision allows; admins see what members see", async () => {
    const owner = await createUser(db, { username: "Ägaren" });
    const friend = await createUser(db, { username: "Vännen" });
    const other = await createUser(db, { username: "Annan" });
    const admin = await createUser(db, { username: "Admin", isAdmin: true });
    await befriend(owner, friend);
    const ids: Record<string, number> = {};
    for (const precision of ["friends", "area", "hidden"]) {
      const answer = await post(owner, { ...SPOT, position_precision: precision, fish: `Gädda ${precision}` });
      expect(answer.status).toBe(201);
      ids[precision] = answer.body.id;
    }
    const centre = cellOf({ latitude: 59.123456, longitude: 17.654321 }).centre;
    const area = { ...centre, precision: "area", exact: false };
    const exact = (precision: string) => ({ latitude: 59.123456, longitude: 17.654321, precision, exact: true });
    const expected = {
      owner: { friends: exact("friends"), area: exact("area"), hidden: exact("hidden") },
      friend: { friends: exact("friends"), area, hidden: null },
      other: { friends: area, area, hidden: null },
      visitor: { friends: area, area, hidden: null },
      admin: { friends: area, area, hidden: null },
    };
    const viewers = { owner, friend, other, visitor: null, admin } as const;
    for (const [name, viewer] of Object.entries(viewers)) {
      const seen = await list(viewer);
      const want = expected[name as keyof typeof expected];
      for (const [precision, id] of Object.entries(ids)) {
        expect({ name, precision, position: seen.find((report) => report.id === id)?.position }).toEqual({
          name,
          precision,
          position: want[precision as keyof typeof want],
        });
      }
      const res = await call(userReportsRoute, {
        cookie: viewer ? await sessionCookie(viewer) : undefined,
        path: `/api/reports/user/${owner.id}`,
        params: { id: String(owner.id) },
      });
      const byUser = ((await res.json()) as { reports: ReportJson[] }).reports;
      for (const [precision, id] of Object.entries(ids)) {
        expect({ name, precision, position: byUser.find((report) => report.id === id)?.position }).toEqual({
          name,
          precision,
          position: want[precision as keyof typeof want],
        });
      }
    }
    // What cached pages are built from: never the point.
    const cached = await listLatestPublicReports(10);
    expect(JSON.stringify(cached)).not.toContain("59.123456");
    expect(JSON.stringify(cached)).not.toContain("17.654321");
  });

  it("can be changed, kept or removed by an edit, and an edit without the fields keeps it", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const { body } = await post(kalle, { ...SPOT, position_precision: "friends" });
    const edit = async (fields: Record<string, string>) => {
      const res = await call(editRoute, {
        method: "PUT",
        body: reportForm(fields),
        cookie: await sessionCookie(kalle),
        path: `/api/reports/${body.id}`,
        params: { id: String(body.id) },
      });
      return { status: res.status, body: (await res.json()) as ReportJson };
    };
    expect((await edit({})).body.position).toEqual({ latitude: 59.123456, longitude: 17.654321, precision: "friends", exact: true });
    expect((await edit({ position_precision: "hidden" })).body.position).toMatchObject({ precision: "hidden", exact: true });
    expect((await edit({ latitude: "63.8258", longitude: "20.263" })).body.position).toEqual({ latitude: 63.8258, longitude: 20.263, precision: "hidden", exact: true });
    const stored = await db.report.findUniqueOrThrow({ where: { id: body.id }, select: { cellRow: true, cellColumn: true } });
    const umea = cellOf({ latitude: 63.8258, longitude: 20.263 });
    expect(stored).toEqual({ cellRow: umea.row, cellColumn: umea.column });
    expect((await edit({ latitude: "", longitude: "" })).body.position).toBeNull();
    expect((await edit({ latitude: "80", longitude: "20" })).status).toBe(400);
  });
});

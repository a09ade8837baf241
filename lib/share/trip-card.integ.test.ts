// A public trip's share card: a small JPEG of 1200 × 630 with the trip's name, days, place and its catches summed
// up, never a position or a member's name; a new drawing when what it shows changes; none (404) for a private,
// hidden or deleted trip, whoever asks.
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createReport, createUser } from "@/prisma/factories";
import { getCachedTripCard } from "@/lib/share/cached";
import { compactTripDays, tripCardText } from "@/lib/share/trip-card";
import { readPublicTripCard } from "@/lib/trips/card";
import { GET as card } from "@/app/(public)/turer/[id]/opengraph-image/route";
import { DELETE as deleteTrip } from "@/app/api/trips/[id]/route";

beforeEach(resetDatabase);

const date = (iso: string) => new Date(`${iso}T00:00:00Z`);

async function trip({ isPublic = true } = {}) {
  const creator = await createUser(db, { username: "Turledaren" });
  const hidden = await createUser(db, { username: "Hemlisen", isAnonymous: true });
  const created = await db.trip.create({
    data: {
      creatorId: creator.id,
      name: "Gäddhelg i Hjälmaren",
      place: "Hjälmaren",
      latitude: "59.254321",
      longitude: "15.812345",
      startsOn: date("2026-06-05"),
      endsOn: date("2026-06-07"),
      isPublic,
      participants: { create: { userId: hidden.id, answer: "coming" } },
    },
    select: { id: true },
  });
  return { id: created.id, creator, hidden };
}

async function expectCard(bytes: Buffer | null) {
  expect(bytes).not.toBeNull();
  const meta = await sharp(bytes!).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "jpeg", width: 1200, height: 630 });
  expect(bytes!.length).toBeLessThanOrEqual(150_000);
}

describe("a trip's share card", () => {
  it("draws the name, the catches summed, the days and the place, never a position or a name", async () => {
    const { id, creator, hidden } = await trip();
    const day = date("2026-06-06");
    await createReport(db, { userId: creator.id, tripId: id, fish: "Gädda", weight: "6.40", fishingDate: day });
    await createReport(db, { userId: hidden.id, tripId: id, fish: "Gädda", weight: "9.10", fishingDate: day });
    await createReport(db, { userId: hidden.id, tripId: id, fish: "Abborre", weight: "0.50", fishingDate: day });
    const text = tripCardText((await readPublicTripCard(id))!);
    expect(text).toEqual({
      heading: "Gäddhelg i Hjälmaren",
      highlight: "3 fångster",
      lines: ["5–7 juni 2026 · Hjälmaren", "Gädda, Abborre", "Största: Gädda 9,1 kg"],
    });
    for (const secret of ["59.25", "15.81", "Turledaren", "Hemlisen", "anonym#"]) expect(JSON.stringify(text)).not.toContain(secret);
    await expectCard(await getCachedTripCard(id));

    // The route answers the JPEG to anyone, kept by browsers for a while.
    const res = await call(card, { params: { id: String(id) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
  }, 30_000);

  it("is drawn anew when what it shows changes, and leaves out a suspended fisher's catch", async () => {
    const { id, creator, hidden } = await trip();
    const first = await getCachedTripCard(id);
    expect(tripCardText((await readPublicTripCard(id))!).highlight).toBe("Inga fångster än");
    await createReport(db, { userId: creator.id, tripId: id, fish: "Gös", weight: "2.00", fishingDate: date("2026-06-05") });
    const second = await getCachedTripCard(id);
    expect(Buffer.compare(first!, second!)).not.toBe(0);
    await createReport(db, { userId: hidden.id, tripId: id, fish: "Lax", weight: "12.00", fishingDate: date("2026-06-05") });
    await db.user.update({ where: { id: hidden.id }, data: { suspendedUntil: new Date(Date.now() + 86_400_000) } });
    expect(tripCardText((await readPublicTripCard(id))!)).toMatchObject({ highlight: "1 fångst", lines: expect.arrayContaining(["Största: Gös 2 kg"]) });
  }, 30_000);

  it("answers 404 for a private trip, a trip made private, a deleted one, and an id that is no id", async () => {
    const closed = await trip({ isPublic: false });
    expect(await getCachedTripCard(closed.id)).toBeNull();
    // Not even its creator gets a private trip's card: it is the same for everyone.
    const refused = await call(card, { cookie: await sessionCookie(closed.creator), params: { id: String(closed.id) } });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: "Turen hittades inte", code: "NOT_FOUND" });

    await db.trip.update({ where: { id: closed.id }, data: { isPublic: true } });
    await expectCard(await getCachedTripCard(closed.id));
    await db.trip.update({ where: { id: closed.id }, data: { isPublic: false } });
    expect((await call(card, { params: { id: String(closed.id) } })).status).toBe(404);

    await db.trip.update({ where: { id: closed.id }, data: { isPublic: true } });
    expect((await call(card, { params: { id: String(closed.id) } })).status).toBe(200);
    const removed = await call(deleteTrip, { method: "DELETE", cookie: await sessionCookie(closed.creator), params: { id: String(closed.id) } });
    expect(removed.status).toBe(200);
    expect((await call(card, { params: { id: String(closed.id) } })).status).toBe(404);
    for (const raw of ["0", "-1", "abc", "99999999999"]) expect((await call(card, { params: { id: raw } })).status, raw).toBe(404);
  }, 30_000);

  it("cuts a long name and place to fit, and writes the days short enough for the card", () => {
    const long = tripCardText({ id: 1, name: "N".repeat(80), place: "P".repeat(100), starts_on: "2026-06-05", ends_on: "2026-06-05", count: 0, species: [], biggest: null, photo: null });
    expect(long.heading).toBe(`${"N".repeat(59)}…`);
    expect(long.lines).toEqual([`5 juni 2026 · ${"P".repeat(35)}…`]);
    expect(compactTripDays("2026-06-05", "2026-06-05")).toBe("5 juni 2026");
    expect(compactTripDays("2026-05-30", "2026-06-02")).toBe("30 maj – 2 juni 2026");
    expect(compactTripDays("2026-12-30", "2027-01-02")).toBe("30 december 2026 – 2 januari 2027");
  });
});

// The fishing trips in a member's data download: what they planned, were invited to and wrote, with everyone else
// only by the name the trip shows them by, and pending children and suspended members nowhere.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createReport, createUser } from "@/prisma/factories";
import { GET as exportRoute } from "@/app/api/profile/[id]/export/route";

beforeEach(resetDatabase);

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const anonymous = (id: number) => `anonym#${String(id).padStart(3, "0")}`;

describe("GET /api/profile/{id}/export: trips", () => {
  it("lists the trips the member planned and was invited to, their answers and their trip comments, and no one else's private data", async () => {
    const me = await createUser(db, { username: "Turplaneraren" });
    const hidden = await createUser(db, { username: "Hemliga_Hugo", isAnonymous: true });
    const open = await createUser(db, { username: "Oppna_Olle" });
    const child = await createUser(db, { username: "Vantande_Vera", age: 10, consentStatus: "PENDING" });
    const suspended = await createUser(db, { username: "Avstangda_Asa", suspendedUntil: new Date(Date.now() + 7 * 86_400_000) });

    // Mine, with a position, everyone invited.
    const mine = await db.trip.create({
      data: {
        creatorId: me.id,
        name: "Gäddhelg",
        place: "Hjälmaren",
        description: "Samling vid bryggan.",
        latitude: "59.250000",
        longitude: "15.750000",
        startsOn: day("2026-05-01"),
        endsOn: day("2026-05-02"),
        participants: {
          create: [
            { userId: hidden.id, answer: "coming" },
            { userId: open.id, answer: "not_coming" },
            { userId: child.id },
            { userId: suspended.id, answer: "maybe" },
          ],
        },
      },
    });
    // An anonymous member's trip I said Kanske to, with its own secret text and spot, and talk of mine and of others.
    const theirs = await db.trip.create({
      data: {
        creatorId: hidden.id,
        name: "Gösnatt",
        place: "Vättern",
        description: "Hemlig plats bakom udden.",
        latitude: "58.123456",
        longitude: "14.654321",
        startsOn: day("2026-06-10"),
        endsOn: day("2026-06-10"),
        isPublic: true,
        participants: { create: [{ userId: me.id, answer: "maybe", answeredAt: new Date("2026-06-01T08:00:00Z") }, { userId: open.id, answer: "coming" }] },
      },
    });
    // A suspended member's trip I was asked to and never answered.
    const suspendeds = await db.trip.create({
      data: { creatorId: suspended.id, name: "Abborrdag", place: "Mälaren", startsOn: day("2026-07-01"), endsOn: day("2026-07-01"), participants: { create: { userId: me.id } } },
    });
    const myComment = await db.tripComment.create({ data: { tripId: theirs.id, authorId: me.id, body: "Jag tar med kaffe." } });
    await db.tripComment.create({ data: { tripId: theirs.id, authorId: open.id, body: "Olles hemliga kommentar" } });
    await db.tripComment.create({ data: { tripId: mine.id, authorId: hidden.id, body: "Hugos kommentar" } });
    const caught = await createReport(db, { userId: me.id, fishingDate: day("2026-05-01"), tripId: mine.id });

    const res = await call(exportRoute, { cookie: await sessionCookie(me), params: { id: String(me.id) } });
    expect(res.status).toBe(200);
    const text = await res.text();
    const data = JSON.parse(text);

    expect(data.trips.planned).toEqual([
      {
        id: mine.id,
        name: "Gäddhelg",
        place: "Hjälmaren",
        description: "Samling vid bryggan.",
        latitude: "59.25",
        longitude: "15.75",
        startsOn: "2026-05-01",
        endsOn: "2026-05-02",
        isPublic: false,
        createdAt: expect.any(String),
        // The anonymous stay anonymous; the pending child and the suspended member are not there.
        invited: [
          { name: anonymous(hidden.id), answer: "coming", invitedAt: expect.any(String) },
          { name: "Oppna_Olle", answer: "not_coming", invitedAt: expect.any(String) },
        ],
      },
    ]);
    expect(data.trips.invitedTo).toEqual([
      {
        tripId: theirs.id,
        name: "Gösnatt",
        place: "Vättern",
        startsOn: "2026-06-10",
        endsOn: "2026-06-10",
        isPublic: true,
        invitedBy: anonymous(hidden.id),
        answer: "maybe",
        invitedAt: expect.any(String),
        answeredAt: "2026-06-01T08:00:00.000Z",
      },
      expect.objectContaining({ tripId: suspendeds.id, name: "Abborrdag", invitedBy: null, answer: "invited", answeredAt: null }),
    ]);
    expect(data.trips.comments).toEqual([{ id: myComment.id, tripId: theirs.id, body: "Jag tar med kaffe.", createdAt: expect.any(String) }]);
    expect(data.reports).toEqual([expect.objectContaining({ id: caught.id, tripId: mine.id })]);

    // Nothing that is another member's own: hidden names, their plan's text and spot, their talk.
    for (const secret of ["Hemliga_Hugo", "Vantande_Vera", "Avstangda_Asa", "Hemlig plats", "58.123456", "14.654321", "Olles hemliga", "Hugos kommentar"]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it("gives a member without trips empty lists", async () => {
    const me = await createUser(db, { username: "Utan_Turer" });
    const res = await call(exportRoute, { cookie: await sessionCookie(me), params: { id: String(me.id) } });
    expect((await res.json()).trips).toEqual({ planned: [], invitedTo: [], comments: [] });
  });
});

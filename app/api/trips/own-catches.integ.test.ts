// A member's catches posted before (or without) the trip: added to it and taken off it by their owner, under the
// rules of a catch posted for the trip, with the trip's summary and its kept copies following.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { takeExpiredTags } from "@/test/next-cache-stub";
import { createReport, createUser } from "@/prisma/factories";
import { GET as getTrip } from "@/app/api/trips/[id]/route";
import { GET as ownCatches } from "@/app/api/trips/[id]/catches/route";
import { DELETE as takeOff, PUT as add } from "@/app/api/trips/[id]/catches/[reportId]/route";
import { cardVersion } from "@/lib/share/card-address";
import { tripCardParts } from "@/lib/share/trip-card";
import { readPublicTripCard } from "@/lib/trips/card";
import { todayInSweden } from "@/lib/calendar";
import { addDays } from "@/lib/trips/messages";
import type { OwnTripCatchesJson, TripCatchChangeJson, TripJson } from "@/lib/trips/types";

beforeEach(async () => {
  await resetDatabase();
  takeExpiredTags();
});

type Member = Awaited<ReturnType<typeof createUser>>;
type Answer = "invited" | "coming" | "maybe" | "not_coming";

const today = todayInSweden();
const date = (offset: number) => new Date(`${addDays(today, offset)}T00:00:00Z`);

async function tripOf(creator: Member, guests: [Member, Answer][], { days = [-2, 0], isPublic = false, name = "Gäddhelg" } = {}) {
  const trip = await db.trip.create({
    data: {
      creatorId: creator.id,
      name,
      place: "Hjälmaren",
      description: "Samling vid bryggan.",
      startsOn: date(days[0]!),
      endsOn: date(days[1]!),
      isPublic,
      participants: { create: guests.map(([member, answer]) => ({ userId: member.id, answer })) },
    },
    select: { id: true },
  });
  return trip.id;
}

const earlierCatch = (member: Member, offset = -1, tripId: number | null = null) =>
  createReport(db, { userId: member.id, fishingDate: date(offset), weight: "2.50", tripId });

async function change(handler: typeof add, member: Member | null, tripId: number | string, reportId: number | string) {
  const res = await call(handler, {
    method: handler === add ? "PUT" : "DELETE",
    cookie: member ? await sessionCookie(member) : undefined,
    params: { id: String(tripId), reportId: String(reportId) },
  });
  return { status: res.status, body: (await res.json()) as TripCatchChangeJson & { error?: string; code?: string; fields?: Record<string, string> } };
}

async function listed(member: Member | null, tripId: number | string) {
  const res = await call(ownCatches, { cookie: member ? await sessionCookie(member) : undefined, params: { id: String(tripId) } });
  return { status: res.status, body: (await res.json()) as OwnTripCatchesJson & { fields?: Record<string, string> } };
}

async function summary(member: Member, tripId: number) {
  const res = await call(getTrip, { cookie: await sessionCookie(member), params: { id: String(tripId) } });
  return ((await res.json()) as TripJson).catches;
}

const tripOfReport = async (id: number) => (await db.report.findUniqueOrThrow({ where: { id }, select: { tripId: true } })).tripId;

describe("adding an earlier catch to a trip and taking it off", () => {
  it("adds a participant's own catch of the trip's days, counts it, and answers a repeat alike without a change", async () => {
    const [creator, guest] = [await createUser(db, { username: "skeppare" }), await createUser(db, { username: "gasten" })];
    const id = await tripOf(creator, [[guest, "maybe"]], { isPublic: true });
    const mine = await earlierCatch(guest);
    await earlierCatch(guest, -5); // before the trip: not offered

    const before = await listed(guest, id);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      can_add: true,
      on_trip: [],
      addable: [{ report_id: mine.id, fish: "Gädda", weight: "2.50", fishing_date: addDays(today, -1), other_trip: null }],
    });
    const card = async () => cardVersion(tripCardParts((await readPublicTripCard(id))!));
    const cardBefore = await card();
    takeExpiredTags();

    const added = await change(add, guest, id, mine.id);
    expect(added).toEqual({ status: 200, body: { message: "Fångsten är tillagd på turen", report_id: mine.id, trip_id: id, moved_from_trip_id: null } });
    expect(await tripOfReport(mine.id)).toBe(id);
    expect((await summary(creator, id)).count).toBe(1);
    // As when a catch is posted for the trip: its kept copies expire, and its share card is drawn anew.
    expect(takeExpiredTags()).toEqual([`trip:${id}`]);
    expect(await card()).not.toBe(cardBefore);

    const again = await change(add, guest, id, mine.id);
    expect(again).toEqual({ status: 200, body: { message: "Fångsten är redan med på turen", report_id: mine.id, trip_id: id, moved_from_trip_id: null } });
    expect(takeExpiredTags()).toEqual([]);
    expect((await listed(guest, id)).body).toMatchObject({ on_trip: [{ report_id: mine.id }], addable: [] });

    const off = await change(takeOff, guest, id, mine.id);
    expect(off).toEqual({ status: 200, body: { message: "Fångsten är borttagen från turen", report_id: mine.id, trip_id: null } });
    expect(takeExpiredTags()).toEqual([`trip:${id}`]);
    const offAgain = await change(takeOff, guest, id, mine.id);
    expect(offAgain).toEqual({ status: 200, body: { message: "Fångsten är inte med på turen", report_id: mine.id, trip_id: null } });
    expect(takeExpiredTags()).toEqual([]);
    // Off the trip, still in the logbook.
    expect((await summary(creator, id)).count).toBe(0);
    expect(await tripOfReport(mine.id)).toBeNull();
    expect(await card()).toBe(cardBefore);
  });

  it("lets only the catch's owner add it or take it off", async () => {
    const [creator, guest] = [await createUser(db, { username: "agaren" }), await createUser(db, { username: "annan" })];
    const id = await tripOf(creator, [[guest, "coming"]]);
    const creators = await earlierCatch(creator);
    const onTrip = await earlierCatch(creator, 0, id);

    expect(await change(add, guest, id, creators.id)).toMatchObject({ status: 403, body: { error: "Du kan bara lägga till dina egna fångster", code: "FORBIDDEN" } });
    expect(await change(takeOff, guest, id, onTrip.id)).toMatchObject({ status: 403, body: { error: "Du kan bara ta bort dina egna fångster från turen" } });
    expect(await tripOfReport(creators.id)).toBeNull();
    expect(await tripOfReport(onTrip.id)).toBe(id);
    // The list shows each their own only.
    expect((await listed(guest, id)).body).toEqual({ can_add: true, on_trip: [], addable: [] });
    expect(takeExpiredTags()).toEqual([]);
  });

  it("lets only those who take part add, and hides a private trip from everyone else", async () => {
    const creator = await createUser(db, { username: "planerare" });
    const [invited, no, stranger] = [await createUser(db, { username: "inbjuden" }), await createUser(db, { username: "nej" }), await createUser(db, { username: "framling" })];
    const id = await tripOf(creator, [[invited, "invited"], [no, "not_coming"]]);
    const open = await tripOf(creator, [], { isPublic: true, name: "Öppen tur" });
    for (const member of [invited, no]) {
      const own = await earlierCatch(member);
      expect(await change(add, member, id, own.id), member.username).toMatchObject({
        status: 403,
        body: { error: "Bara de som är med på turen kan lägga till fångster" },
      });
      expect((await listed(member, id)).body).toEqual({ can_add: false, on_trip: [], addable: [] });
    }
    const strangers = await earlierCatch(stranger);
    for (const handler of [add, takeOff]) {
      expect((await change(handler, stranger, id, strangers.id)).body).toMatchObject({ code: "NOT_FOUND", error: "Turen hittades inte" });
      expect((await change(handler, null, id, strangers.id)).status).toBe(401);
    }
    expect((await listed(stranger, id)).status).toBe(404);
    expect((await listed(null, id)).status).toBe(401);
    // An open trip is readable by all, but only its participants put catches in it.
    expect((await change(add, stranger, open, strangers.id)).status).toBe(403);
    expect((await listed(stranger, open)).body).toEqual({ can_add: false, on_trip: [], addable: [] });
    expect(await db.report.count({ where: { tripId: { not: null } } })).toBe(0);
  });

  it("refuses a catch from outside the trip's days on the catch's field, as a post for the trip is refused", async () => {
    const [creator, guest] = [await createUser(db, { username: "datum" }), await createUser(db, { username: "sen" })];
    const id = await tripOf(creator, [[guest, "coming"]]);
    const before = await earlierCatch(guest, -3);
    const after = await earlierCatch(guest, 1);
    for (const report of [before, after]) {
      expect(await change(add, guest, id, report.id)).toMatchObject({
        status: 400,
        body: { code: "VALIDATION_ERROR", error: "Fångstens datum ligger utanför turens dagar", fields: { reportId: "Fångstens datum ligger utanför turens dagar" } },
      });
    }
    expect(await db.report.count({ where: { tripId: id } })).toBe(0);
  });

  it("moves a catch from another trip the owner was on, and both trips' summaries follow", async () => {
    const [creator, guest] = [await createUser(db, { username: "tva" }), await createUser(db, { username: "turer" })];
    const first = await tripOf(creator, [[guest, "coming"]], { name: "Första" });
    const second = await tripOf(creator, [[guest, "maybe"]], { days: [-1, 1], name: "Andra" });
    const caught = await earlierCatch(guest, -1, first);
    expect((await listed(guest, second)).body.addable).toEqual([expect.objectContaining({ report_id: caught.id, other_trip: { id: first, name: "Första" } })]);
    takeExpiredTags();

    const moved = await change(add, guest, second, caught.id);
    expect(moved.body).toEqual({ message: "Fångsten är flyttad hit från en annan tur", report_id: caught.id, trip_id: second, moved_from_trip_id: first });
    expect(takeExpiredTags().sort()).toEqual([`trip:${first}`, `trip:${second}`].sort());
    expect((await summary(creator, first)).count).toBe(0);
    expect((await summary(creator, second)).count).toBe(1);
    // Taking it off the first trip now leaves the second alone.
    expect((await change(takeOff, guest, first, caught.id)).body).toMatchObject({ message: "Fångsten är inte med på turen", trip_id: second });
    expect(await tripOfReport(caught.id)).toBe(second);
  });

  it("lets a fisher who has since said Kommer inte take their catch off", async () => {
    const [creator, guest] = [await createUser(db, { username: "angrar" }), await createUser(db, { username: "sig" })];
    const id = await tripOf(creator, [[guest, "coming"]]);
    const caught = await earlierCatch(guest, 0, id);
    await db.tripParticipant.update({ where: { tripId_userId: { tripId: id, userId: guest.id } }, data: { answer: "not_coming" } });
    expect((await listed(guest, id)).body).toMatchObject({ can_add: false, on_trip: [{ report_id: caught.id }], addable: [] });
    expect((await change(takeOff, guest, id, caught.id)).status).toBe(200);
    expect(await tripOfReport(caught.id)).toBeNull();
    expect((await change(add, guest, id, caught.id)).status).toBe(403);
  });

  it("answers malformed numbers in the address with 400 on their field, and missing ones with 404", async () => {
    const [creator, guest] = [await createUser(db, { username: "siffror" }), await createUser(db, { username: "fel" })];
    const id = await tripOf(creator, [[guest, "coming"]]);
    const caught = await earlierCatch(guest);
    const badNumbers = ["abc", "0", "-1", "1.5", "01", "2147483648", "99999999999", " 1", ""];
    for (const bad of badNumbers) {
      for (const handler of [add, takeOff]) {
        const trip = await change(handler, guest, bad, caught.id);
        expect(trip.status, `trip ${JSON.stringify(bad)}`).toBe(400);
        expect(trip.body).toMatchObject({ code: "VALIDATION_ERROR", fields: { id: "Ogiltigt nummer på turen" } });
        const report = await change(handler, guest, id, bad);
        expect(report.status, `catch ${JSON.stringify(bad)}`).toBe(400);
        expect(report.body).toMatchObject({ code: "VALIDATION_ERROR", fields: { reportId: "Ogiltigt nummer på fångsten" } });
      }
      expect((await listed(guest, bad)).body.fields).toEqual({ id: "Ogiltigt nummer på turen" });
    }
    expect(await change(add, guest, id, 2147483647)).toMatchObject({ status: 404, body: { error: "Fångsten hittades inte" } });
    expect(await change(takeOff, guest, id, 2147483647)).toMatchObject({ status: 404, body: { error: "Fångsten hittades inte" } });
    expect(await change(add, guest, 2147483647, caught.id)).toMatchObject({ status: 404, body: { error: "Turen hittades inte" } });
    expect((await listed(guest, 2147483647)).status).toBe(404);
  });

  it("keeps a catch out of a trip deleted at the same moment", async () => {
    const [creator, guest] = [await createUser(db, { username: "samtidigt" }), await createUser(db, { username: "raser" })];
    const id = await tripOf(creator, [[guest, "coming"]]);
    const caught = await earlierCatch(guest);
    const { DELETE: deleteTrip } = await import("@/app/api/trips/[id]/route");
    const [added, deleted] = await Promise.all([
      change(add, guest, id, caught.id),
      call(deleteTrip, { method: "DELETE", cookie: await sessionCookie(creator), params: { id: String(id) } }),
    ]);
    expect(deleted.status).toBe(200);
    expect([200, 404]).toContain(added.status);
    // Whichever came first, the catch is in no trip that is gone, and stays in the logbook.
    expect(await tripOfReport(caught.id)).toBeNull();
  });
});

// DELETE /api/trips/{id}: only the creator deletes a trip; the trip, its invitations and its talk go in one
// transaction, the catches stay in their logbooks without the trip, whoever said Kommer or Kanske is told (as a
// change of plan that leads nowhere), and earlier news of the trip no longer leads to a page that is gone.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { notificationTarget } from "@/lib/notifications/types";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createReport, createUser } from "@/prisma/factories";
import { POST as createTrip } from "@/app/api/trips/route";
import { DELETE as deleteTrip, GET as getTrip } from "@/app/api/trips/[id]/route";
import { POST as invite } from "@/app/api/trips/[id]/invitations/route";
import { PUT as answer } from "@/app/api/trips/[id]/answer/route";
import { POST as comment } from "@/app/api/trips/[id]/comments/route";

beforeEach(resetDatabase);

type Member = Awaited<ReturnType<typeof createUser>>;
const cookieOf = async (member: Member | null) => (member ? await sessionCookie(member) : undefined);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const on = async (handler: typeof invite, member: Member | null, id: number, body?: unknown, method = "POST") =>
  call(handler, { method, cookie: await cookieOf(member), params: { id: String(id) }, body });

/** A trip of the creator's with four matroser: Kommer, Kanske, Kommer inte and not answered; talk and two catches. */
async function plannedTrip() {
  const members = await Promise.all(["skepparen", "kommer", "kanske", "kommerinte", "tyst", "framling"].map((username) => createUser(db, { username })));
  const [creator, coming, maybe, notComing, silent, stranger] = members as [Member, Member, Member, Member, Member, Member];
  for (const matros of [coming, maybe, notComing, silent]) {
    await db.friendship.create({ data: { requesterId: creator.id, addresseeId: matros.id, status: "ACCEPTED", acceptedAt: new Date() } });
  }
  const created = await call(createTrip, {
    cookie: await cookieOf(creator),
    body: { name: "Gösnatt", place: "Vättern", starts_on: day(0), ends_on: day(1), is_public: true },
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const matros of [coming, maybe, notComing, silent]) expect((await on(invite, creator, id, { username: matros.username })).status).toBe(201);
  for (const [matros, choice] of [[coming, "coming"], [maybe, "maybe"], [notComing, "not_coming"]] as const) {
    expect((await on(answer, matros, id, { answer: choice }, "PUT")).status).toBe(200);
  }
  expect((await on(comment, coming, id, { body: "Jag tar med båten." })).status).toBe(201);
  const fishingDate = new Date(`${day(0)}T00:00:00Z`);
  const catches = [
    await createReport(db, { userId: creator.id, tripId: id, fish: "Gös", fishingDate }),
    await createReport(db, { userId: coming.id, tripId: id, fish: "Abborre", fishingDate }),
  ];
  return { id, creator, coming, maybe, notComing, silent, stranger, catches };
}

describe("deleting a trip", () => {
  it("is the creator's alone: the invited are refused, everyone else finds no trip", async () => {
    const { id, creator, coming, notComing, stranger } = await plannedTrip();
    const admin = await createUser(db, { username: "admin", isAdmin: true });
    expect((await on(deleteTrip, null, id, undefined, "DELETE")).status).toBe(401);
    for (const member of [coming, notComing]) {
      const res = await on(deleteTrip, member, id, undefined, "DELETE");
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: "FORBIDDEN", error: "Bara den som planerade turen kan ta bort den" });
    }
    // A public trip is readable by all, but deletable by none of them; a private one does not exist for them.
    expect((await on(deleteTrip, stranger, id, undefined, "DELETE")).status).toBe(403);
    await db.trip.update({ where: { id }, data: { isPublic: false } });
    for (const member of [stranger, admin]) expect((await on(deleteTrip, member, id, undefined, "DELETE")).status).toBe(404);
    expect((await on(deleteTrip, creator, 999_999, undefined, "DELETE")).status).toBe(404);
    expect(await db.trip.count()).toBe(1);
  });

  it("takes the trip, its invitations and talk, keeps the catches without it, and tells whoever was coming", async () => {
    const { id, creator, coming, maybe, notComing, silent, stranger, catches } = await plannedTrip();
    const res = await on(deleteTrip, creator, id, undefined, "DELETE");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Turen är borttagen", id, catches_kept: 2, told: 2 });

    expect(await db.trip.count({ where: { id } })).toBe(0);
    expect(await db.tripParticipant.count({ where: { tripId: id } })).toBe(0);
    expect(await db.tripComment.count({ where: { tripId: id } })).toBe(0);
    const kept = await db.report.findMany({ where: { id: { in: catches.map((c) => c.id) } }, select: { tripId: true } });
    expect(kept).toEqual([{ tripId: null }, { tripId: null }]);

    // Kommer and Kanske hear it through the trips choice, as a change of plan; no link leads to the gone page.
    for (const member of [coming, maybe]) {
      const latest = await db.notification.findFirstOrThrow({ where: { userId: member.id }, orderBy: { id: "desc" } });
      expect(latest).toMatchObject({ type: "trip_changed", kind: "trips", relatedId: null, fromUserId: creator.id });
      expect(latest.message).toMatch(/^skepparen har ställt in fisketuren Gösnatt \(\d+ \S+ \d{4} – \d+ \S+ \d{4}\)$/);
      expect(notificationTarget({ type: latest.type, from_user_id: latest.fromUserId, related_id: latest.relatedId })).toBeNull();
    }
    for (const member of [notComing, silent, stranger]) expect(await db.notification.count({ where: { userId: member.id, type: "trip_changed" } })).toBe(0);
    // The invitations and answers of before stay in the lists, but lead nowhere.
    expect(await db.notification.count({ where: { relatedId: id, type: { in: ["trip_invited", "trip_answered"] } } })).toBe(0);
    expect(await db.notification.count({ where: { userId: silent.id, type: "trip_invited", relatedId: null } })).toBe(1);

    for (const member of [creator, coming, null]) expect((await on(getTrip, member, id, undefined, "GET")).status).toBe(404);
    expect((await on(deleteTrip, creator, id, undefined, "DELETE")).status).toBe(404);
  });

  it("says 'tagit bort' of a trip that is over, and deletes once when asked twice at the same moment", async () => {
    const { id, creator, coming } = await plannedTrip();
    // Over a week ago (a trip that is over takes no invitations, so it was planned before).
    await db.trip.update({ where: { id }, data: { startsOn: new Date(`${day(-8)}T00:00:00Z`), endsOn: new Date(`${day(-7)}T00:00:00Z`) } });
    const statuses = await Promise.all([1, 2].map(async () => (await on(deleteTrip, creator, id, undefined, "DELETE")).status));
    expect(statuses.sort()).toEqual([200, 404]);
    const told = await db.notification.findMany({ where: { userId: coming.id, type: "trip_changed" }, select: { message: true } });
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toMatch(/^skepparen har tagit bort fisketuren Gösnatt/);
  });
});

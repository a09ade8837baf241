import ICAL from "ical.js";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createUser } from "@/prisma/factories";
import { GET as listTrips, POST as createTrip } from "@/app/api/trips/route";
import { GET as getTrip, PUT as updateTrip } from "@/app/api/trips/[id]/route";
import { POST as invite } from "@/app/api/trips/[id]/invitations/route";
import { PUT as answer } from "@/app/api/trips/[id]/answer/route";
import { POST as comment } from "@/app/api/trips/[id]/comments/route";
import { GET as calendar } from "@/app/api/trips/[id]/calendar/route";
import { notificationTarget } from "@/lib/notifications/types";
import type { TripJson, TripListsJson } from "@/lib/trips/types";

beforeEach(resetDatabase);

type Member = Awaited<ReturnType<typeof createUser>>;
/** Members by name, none related to another. */
async function gang<const N extends readonly string[]>(...names: N): Promise<{ [K in keyof N]: Member }> {
  return (await Promise.all(names.map((username) => createUser(db, { username })))) as { [K in keyof N]: Member };
}

const cookieOf = async (member: Member | null) => (member ? await sessionCookie(member) : undefined);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function befriend(a: Member, b: Member) {
  await db.friendship.create({ data: { requesterId: a.id, addresseeId: b.id, status: "ACCEPTED", acceptedAt: new Date() } });
}

async function plan(member: Member, body: Record<string, unknown> = {}) {
  const res = await call(createTrip, { cookie: await cookieOf(member), body: { name: "Gösfiske", place: "Vättern", starts_on: day(7), ends_on: day(8), ...body } });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const at = async (handler: typeof invite, member: Member | null, id: number, body?: unknown, method: "POST" | "PUT" = "POST") =>
  call(handler, { method, cookie: await cookieOf(member), params: { id: String(id) }, body });

async function view(member: Member | null, id: number) {
  const res = await call(getTrip, { cookie: await cookieOf(member), params: { id: String(id) } });
  return { status: res.status, body: (await res.json()) as TripJson };
}

async function kinds(member: Member) {
  return db.notification.findMany({ where: { userId: member.id }, select: { type: true, kind: true, relatedId: true, message: true }, orderBy: { id: "asc" } });
}

describe("planning a trip", () => {
  it("refuses bad plans with Swedish messages on their fields", async () => {
    const a = await createUser(db, { username: "planerare" });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ starts_on: day(5), ends_on: day(1) }, "ends_on", /sluta innan den börjar/],
      [{ starts_on: day(1), ends_on: day(15) }, "ends_on", /högst 14 dagar/],
      [{ name: " " }, "name", /Ange ett namn/],
      [{ place: "" }, "place", /Ange vart/],
      [{ latitude: "59,3" }, "longitude", /både latitud och longitud/],
      [{ latitude: "40", longitude: "18" }, "latitude", /i Sverige/],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(createTrip, { cookie: await cookieOf(a), body: { name: "Tur", place: "Sjön", starts_on: day(1), ends_on: day(2), ...body } });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toMatch(message);
    }
    expect(await db.trip.count()).toBe(0);
    // Fourteen days, both counted, is allowed.
    await plan(a, { starts_on: day(1), ends_on: day(14) });
  });
});

describe("invitations and answers", () => {
  it("invites only the creator's own matroser, and the invited answer Kommer / Kanske / Kommer inte", async () => {
    const [creator, matros, stranger] = await gang("skeppare", "matrosen", "framling");
    await befriend(creator, matros);
    const id = await plan(creator);

    // A stranger, an unknown name and the creator themself are refused alike, as a field message.
    for (const username of [stranger.username, "finnsinte", creator.username]) {
      const res = await at(invite, creator, id, { username });
      expect(res.status, username).toBe(400);
      expect(((await res.json()) as { fields: { username: string } }).fields.username).toBe("Du kan bara bjuda in dina matroser");
    }
    // Only the creator invites.
    expect((await at(invite, matros, id, { username: stranger.username })).status).toBe(404);
    expect((await at(invite, creator, id, { username: "MATROSEN" })).status).toBe(201);
    expect((await at(invite, creator, id, { username: matros.username })).status).toBe(409);

    expect(await kinds(matros)).toEqual([
      expect.objectContaining({ type: "trip_invited", kind: "trips", relatedId: id, message: expect.stringMatching(/^skeppare bjuder in dig på fisketuren Gösfiske/) }),
    ]);
    expect(notificationTarget({ type: "trip_invited", from_user_id: creator.id, related_id: id })).toBe(`/turer/${id}`);

    // The invited sees the trip before answering; the creator cannot answer.
    expect((await view(matros, id)).body.viewer).toEqual({ is_creator: false, is_participant: false, answer: "invited" });
    expect((await at(answer, creator, id, { answer: "coming" }, "PUT")).status).toBe(409);
    expect((await at(answer, stranger, id, { answer: "coming" }, "PUT")).status).toBe(404);
    expect((await at(answer, matros, id, { answer: "ja" }, "PUT")).status).toBe(400);
    for (const choice of ["maybe", "coming"]) expect((await at(answer, matros, id, { answer: choice }, "PUT")).status).toBe(200);

    const answered = (await kinds(creator)).filter((n) => n.type === "trip_answered");
    expect(answered.map((n) => n.message)).toEqual(["matrosen svarade Kanske på fisketuren Gösfiske", "matrosen svarade Kommer på fisketuren Gösfiske"]);
    expect(answered.every((n) => n.kind === "trips")).toBe(true);

    const { body } = await view(creator, id);
    expect(body.participants.map((p) => [p.name, p.answer, p.is_creator])).toEqual([
      ["skeppare", "coming", true],
      ["matrosen", "coming", false],
    ]);
    const lists = (await (await call(listTrips, { cookie: await cookieOf(matros) })).json()) as TripListsJson;
    expect(lists.coming).toEqual([expect.objectContaining({ id, answer: "coming", is_creator: false, coming: 2 })]);
  });

  it("lets no adult invite a child who is not their matros, and shows a pending child nowhere", async () => {
    const [adult, child] = await Promise.all([createUser(db, { username: "vuxen" }), createUser(db, { username: "barnet", age: 12, consentStatus: "GRANTED" })]);
    const pending = await createUser(db, { username: "vantar", age: 10, consentStatus: "PENDING" });
    const id = await plan(adult);
    expect((await at(invite, adult, id, { username: child.username })).status).toBe(400);
    // Even a friendship row with a pending child invites nobody.
    await befriend(adult, pending);
    expect((await at(invite, adult, id, { username: pending.username })).status).toBe(400);
    // A child who is the adult's matros may come along.
    await befriend(adult, child);
    expect((await at(invite, adult, id, { username: child.username })).status).toBe(201);
    // A pending child slipped in by hand still appears nowhere on the trip.
    await db.tripParticipant.create({ data: { tripId: id, userId: pending.id, answer: "coming" } });
    expect((await view(adult, id)).body.participants.map((p) => p.name)).toEqual(["vuxen", "barnet"]);
  });

  it("tells whoever has not said no of a change of plan, and keeps anonymous members anonymous", async () => {
    const [creator, coming, no] = await Promise.all([
      createUser(db, { username: "planen" }),
      createUser(db, { username: "hemlis", isAnonymous: true }),
      createUser(db, { username: "nej" }),
    ]);
    for (const m of [coming, no]) await befriend(creator, m);
    const id = await plan(creator);
    for (const m of [coming, no]) expect((await at(invite, creator, id, { username: m.username })).status).toBe(201);
    expect((await at(answer, no, id, { answer: "not_coming" }, "PUT")).status).toBe(200);
    expect((await at(answer, coming, id, { answer: "coming" }, "PUT")).status).toBe(200);

    const res = await at(updateTrip, creator, id, { name: "Gösfiske", place: "Vättern, norra delen", starts_on: day(7), ends_on: day(8) }, "PUT");
    expect(res.status).toBe(200);
    expect((await kinds(coming)).map((n) => n.type)).toEqual(["trip_invited", "trip_changed"]);
    expect((await kinds(no)).map((n) => n.type)).toEqual(["trip_invited"]);
    // Saving the same plan again tells nobody.
    expect((await at(updateTrip, creator, id, { name: "Gösfiske", place: "Vättern, norra delen", starts_on: day(7), ends_on: day(8) }, "PUT")).status).toBe(200);
    expect(await db.notification.count({ where: { type: "trip_changed" } })).toBe(1);
    expect((await at(updateTrip, coming, id, { name: "Min tur", place: "X", starts_on: day(7), ends_on: day(8) }, "PUT")).status).toBe(403);

    const seen = JSON.stringify((await view(no, id)).body);
    expect(seen).not.toContain("hemlis");
    expect(seen).toContain(`anonym#${String(coming.id).padStart(3, "0")}`);
  });
});

describe("who sees a trip", () => {
  it("answers 404 to everyone off a private trip, and shows a public one to visitors without its position or talk", async () => {
    const [creator, matros, other, admin] = await Promise.all([
      createUser(db, { username: "agare" }),
      createUser(db, { username: "van" }),
      createUser(db, { username: "annan" }),
      createUser(db, { username: "admin", isAdmin: true }),
    ]);
    await befriend(creator, matros);
    const id = await plan(creator, { latitude: "58,5", longitude: "14,5" });
    await at(invite, creator, id, { username: matros.username });
    for (const viewer of [null, other, admin]) {
      const { status, body } = await view(viewer, id);
      expect(status).toBe(404);
      expect(body).toEqual({ error: "Turen hittades inte", code: "NOT_FOUND" });
      expect((await call(calendar, { cookie: await cookieOf(viewer), params: { id: String(id) } })).status).toBe(404);
      expect((await at(comment, viewer, id, { body: "Hej" })).status).toBe(viewer ? 404 : 401);
    }
    expect((await view(null, 999_999)).status).toBe(404);

    // An invited member who has not answered sees it but may not write on it.
    expect((await at(comment, matros, id, { body: "Hej" })).status).toBe(403);
    await at(answer, matros, id, { answer: "maybe" }, "PUT");
    expect((await at(comment, matros, id, { body: "Jag tar med båten" })).status).toBe(201);
    expect((await view(creator, id)).body.comments).toEqual([expect.objectContaining({ name: "van", body: "Jag tar med båten", own: false })]);
    expect((await view(creator, id)).body.position).toEqual({ latitude: 58.5, longitude: 14.5 });

    await at(updateTrip, creator, id, { name: "Gösfiske", place: "Vättern", starts_on: day(7), ends_on: day(8), latitude: "58,5", longitude: "14,5", is_public: true }, "PUT");
    const open = await view(null, id);
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ is_public: true, position: null, comments: null, viewer: { is_participant: false } });
    // Visitors see who is coming; the one who only said Kanske stays off their list.
    expect(open.body.participants.map((p) => p.name)).toEqual(["agare"]);
  });

  it("hides a suspended creator's trips, and a suspended member's talk", async () => {
    const [creator, matros] = await Promise.all([createUser(db, { username: "kapten" }), createUser(db, { username: "gast" })]);
    await befriend(creator, matros);
    const id = await plan(creator, { is_public: true });
    await at(invite, creator, id, { username: matros.username });
    await at(answer, matros, id, { answer: "coming" }, "PUT");
    await at(comment, matros, id, { body: "Ses vid bryggan" });
    await db.user.update({ where: { id: matros.id }, data: { suspendedUntil: new Date(Date.now() + 86_400_000) } });
    const { body } = await view(creator, id);
    expect(body.comments).toEqual([]);
    expect(body.participants.map((p) => p.name)).toEqual(["kapten"]);
    await db.user.update({ where: { id: creator.id }, data: { suspendedUntil: new Date(Date.now() + 86_400_000) } });
    expect((await view(null, id)).status).toBe(404);
  });
});

describe("the calendar file", () => {
  it("is one all-day event with the trip's dates, name and place, which a parser reads back", async () => {
    const creator = await createUser(db, { username: "kalender" });
    const id = await plan(creator, {
      name: "Harr, öring; och röding, i fjällen",
      place: "Ammarnäs, Vindelälven",
      starts_on: "2027-06-20",
      ends_on: "2027-06-22",
      description: `Samling vid kyrkan.\nTa med vadare, håv och myggmedel – ${"lång rad ".repeat(12)}`,
    });
    const res = await call(calendar, { cookie: await cookieOf(creator), params: { id: String(id) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="fisketur-${id}-harr-oring-och-roding-i-fjallen.ics"`);
    const text = await res.text();
    // RFC 5545: CRLF line ends, no line longer than 75 octets.
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text).toContain("DTSTART;VALUE=DATE:20270620");
    expect(text).toContain("DTEND;VALUE=DATE:20270623");

    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("Harr, öring; och röding, i fjällen");
    expect(event.location).toBe("Ammarnäs, Vindelälven");
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2027-06-20");
    expect(event.endDate.toString()).toBe("2027-06-23");
    expect(event.description).toContain("Samling vid kyrkan.\nTa med vadare");
    expect(event.description).toContain(`/turer/${id}`);
  });
});

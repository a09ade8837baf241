import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createReport, createUser } from "@/prisma/factories";
import { POST as postReport } from "@/app/api/reports/route";
import { GET as getTrip } from "@/app/api/trips/[id]/route";
import { GET as choices } from "@/app/api/trips/choices/route";
import { remindTomorrowsTrips } from "@/lib/trips/reminders";
import { todayInSweden } from "@/lib/calendar";
import { addDays } from "@/lib/trips/messages";
import type { TripChoiceJson, TripJson } from "@/lib/trips/types";

beforeEach(resetDatabase);

type Member = Awaited<ReturnType<typeof createUser>>;
/** Members by name, none related to another. */
async function gang<const N extends readonly string[]>(...names: N): Promise<{ [K in keyof N]: Member }> {
  return (await Promise.all(names.map((username) => createUser(db, { username })))) as { [K in keyof N]: Member };
}

const today = todayInSweden();
const date = (iso: string) => new Date(`${iso}T00:00:00Z`);

async function tripOf(creator: Member, guests: [Member, "invited" | "coming" | "maybe" | "not_coming"][], days: [number, number] = [-2, 0]) {
  const trip = await db.trip.create({
    data: {
      creatorId: creator.id,
      name: "Gäddhelg",
      place: "Hjälmaren",
      startsOn: date(addDays(today, days[0])),
      endsOn: date(addDays(today, days[1])),
      participants: { create: guests.map(([member, answer]) => ({ userId: member.id, answer })) },
    },
    select: { id: true },
  });
  return trip.id;
}

async function post(member: Member, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ fish: "Gädda", weight: "3.2", length: "75", location: "Hjälmaren", date: today, ...fields })) form.set(name, value);
  return call(postReport, { cookie: await sessionCookie(member), body: form });
}

describe("catches that belong to a trip", () => {
  it("joins a participant's catch of the trip's days, and refuses others on the field trip_id", async () => {
    const [creator, coming, maybe, invited, no, stranger] = await gang("skeppare", "kommer", "kanske", "inbjuden", "nej", "framling");
    const id = await tripOf(creator, [[coming, "coming"], [maybe, "maybe"], [invited, "invited"], [no, "not_coming"]]);

    for (const member of [creator, coming, maybe]) {
      const res = await post(member, { trip_id: String(id) });
      expect(res.status, member.username).toBe(201);
    }
    for (const member of [invited, no, stranger]) {
      const res = await post(member, { trip_id: String(id) });
      expect(res.status, member.username).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({ trip_id: "Du är inte med på den turen" });
    }
    const outside = await post(coming, { trip_id: String(id), date: addDays(today, -3) });
    expect(outside.status).toBe(400);
    expect(((await outside.json()) as { fields: Record<string, string> }).fields.trip_id).toBe("Fångstens datum ligger utanför turens dagar");
    expect((await post(coming, { trip_id: "inte-en-tur" })).status).toBe(400);
    expect((await post(coming, { trip_id: "999999" })).status).toBe(400);
    expect(await db.report.count({ where: { tripId: id } })).toBe(3);

    // The report form's choice lists the trips the member takes part in.
    const listed = (await (await call(choices, { cookie: await sessionCookie(maybe) })).json()) as { trips: TripChoiceJson[] };
    expect(listed.trips.map((t) => t.id)).toEqual([id]);
    const none = (await (await call(choices, { cookie: await sessionCookie(no) })).json()) as { trips: TripChoiceJson[] };
    expect(none.trips).toEqual([]);
  });

  it("changes nothing for a post without a trip: the same answer as before trips existed", async () => {
    const member = await createUser(db, { username: "vanlig" });
    const res = await post(member, {});
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body)).not.toContain("trip_id");
    expect(await db.report.count({ where: { tripId: null } })).toBe(1);
  });

  it("sums up the trip's catches: species, count, total weight, the biggest fish and the photos", async () => {
    const [creator, guest] = await Promise.all([createUser(db, { username: "summa" }), createUser(db, { username: "gasten", isAnonymous: true })]);
    const id = await tripOf(creator, [[guest, "coming"]]);
    const day = date(today);
    await createReport(db, { userId: creator.id, tripId: id, fish: "Gädda", weight: "4.10", fishingDate: day, image: "gadda.jpg" });
    await createReport(db, { userId: creator.id, tripId: id, fish: "Abborre", weight: "0.45", fishingDate: day });
    const biggest = await createReport(db, { userId: guest.id, tripId: id, fish: "Gädda", weight: "7.25", fishingDate: day });
    await createReport(db, { userId: guest.id, fish: "Gädda", weight: "12.00", fishingDate: day }); // not on the trip

    const res = await call(getTrip, { cookie: await sessionCookie(creator), params: { id: String(id) } });
    const { catches } = (await res.json()) as TripJson;
    expect(catches).toEqual({
      count: 3,
      total_weight: "11.80",
      species: [
        { fish: "Gädda", count: 2 },
        { fish: "Abborre", count: 1 },
      ],
      biggest: { report_id: biggest.id, fish: "Gädda", weight: "7.25", name: `anonym#${String(guest.id).padStart(3, "0")}` },
      photos: [{ report_id: expect.any(Number), image_url: "/uploads/reports/gadda.jpg", fish: "Gädda" }],
    });
  });
});

describe("the day-before reminder", () => {
  it("tells everyone coming (and maybe) once, however many runs there are at once", async () => {
    const [creator, coming, maybe, no] = await gang("paminn", "kommer", "kanske", "nej");
    const tomorrow = await tripOf(creator, [[coming, "coming"], [maybe, "maybe"], [no, "not_coming"]], [1, 2]);
    await tripOf(creator, [[coming, "coming"]], [2, 3]);

    const runs = await Promise.all([remindTomorrowsTrips(), remindTomorrowsTrips(), remindTomorrowsTrips()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await remindTomorrowsTrips()).toBe(0);
    const reminders = await db.notification.findMany({ where: { type: "trip_reminder" }, select: { userId: true, relatedId: true, kind: true, message: true } });
    expect(reminders.map((r) => r.userId).sort()).toEqual([creator.id, coming.id, maybe.id].sort());
    expect(reminders.every((r) => r.relatedId === tomorrow && r.kind === "trips" && r.message === "I morgon börjar fisketuren Gäddhelg (Hjälmaren)")).toBe(true);
  });
});

// A public trip's page as visitors read it is kept until a write changes what they see: each kind of write expires
// the trip's tag before it answers, so the visitors' copy is read afresh and shows the change. A private, deleted or
// hidden trip is no page for a visitor (a 404, whose kept absence holds nothing of the trip).
// Outside a Next.js server, next/cache is the recording stub in test/next-cache-stub.ts: the copy below is kept the
// way the page cache keeps it, by the tags a write expires.
import { beforeEach, describe, expect, it } from "vitest";
import { takeExpiredTags } from "@/test/next-cache-stub";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { createReport, createUser } from "@/prisma/factories";
import type { SessionUser } from "@/lib/auth/session";
import { deleteAccount } from "@/lib/accounts/delete-account";
import { updateMember } from "@/lib/admin/mutations";
import { confirmParentalConsent, consentRecordData, newConsentLink } from "@/lib/consent/mutations";
import { liftSuspension, moderateMember } from "@/lib/moderation/mutations";
import { setMemberAnonymity } from "@/lib/profiles/mutations";
import { createReport as postReport, deleteReport, deleteUserReports } from "@/lib/reports/mutations";
import { updateReport } from "@/lib/reports/update";
import { getCachedPublicTrip, readPublicTripPage, tripIdFromAddress, type PublicTripPage } from "@/lib/trips/cached";
import { deleteTrip } from "@/lib/trips/delete";
import { answerTrip, createTrip, updateTrip } from "@/lib/trips/mutations";
import type { TripInput } from "@/lib/trips/schemas";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const asActor = (user: { id: number; username: string; isAdmin: boolean }): SessionUser => ({ id: user.id, username: user.username, isAdmin: user.isAdmin });
const catchInput = (tripId: number, weight = "2.5") => ({
  fish: "Gädda",
  weight,
  length: "60",
  location: "Hjälmaren",
  date: "2026-06-06",
  bait: null,
  method: null,
  notes: null,
  species_id: null,
  released: false,
  trip_id: tripId,
});

/**
 * The visitors' copy of one trip's page, kept as the page cache keeps it: read once, and read again only when a write
 * expired `trip:{id}`. A write that forgets to expire it leaves the copy as it was, and the test that follows fails.
 */
function visitorsCopy(id: number) {
  let kept: PublicTripPage | null | undefined;
  return async () => {
    const expired = takeExpiredTags();
    if (kept === undefined || expired.includes(`trip:${id}`)) kept = await getCachedPublicTrip(id);
    return kept;
  };
}

const names = (page: PublicTripPage | null) => page?.trip.participants.map((p) => p.name) ?? null;

async function world({ isPublic = true } = {}) {
  const creator = await createUser(db, { username: "Turledaren" });
  const matros = await createUser(db, { username: "Matrosen" });
  const admin = await createUser(db, { username: "Hamnkaptenen", isAdmin: true });
  const trip = await db.trip.create({
    data: {
      creatorId: creator.id,
      name: "Gäddhelg i Hjälmaren",
      place: "Hjälmaren",
      description: "Samling vid bryggan.",
      latitude: "59.254321",
      longitude: "15.812345",
      startsOn: day("2026-06-05"),
      endsOn: day("2026-06-07"),
      isPublic,
      participants: { create: { userId: matros.id, answer: "invited" } },
    },
    select: { id: true },
  });
  await db.tripComment.create({ data: { tripId: trip.id, authorId: creator.id, body: "Hemligt snack om platsen" } });
  takeExpiredTags();
  return { id: trip.id, creator, matros, admin, copy: visitorsCopy(trip.id) };
}

const plan = (overrides: Partial<TripInput> = {}): TripInput => ({
  name: "Gäddhelg i Hjälmaren",
  place: "Hjälmaren",
  description: "Samling vid bryggan.",
  starts_on: "2026-06-05",
  ends_on: "2026-06-07",
  latitude: 59.254321,
  longitude: 15.812345,
  is_public: true,
  ...overrides,
});

beforeEach(async () => {
  await resetDatabase();
  takeExpiredTags();
});

describe("a public trip as visitors read it", () => {
  it("shows the plan, who is coming and the catches, never the position, the talk or the invited", async () => {
    const { id, copy } = await world();
    const page = (await copy())!;
    expect(page.trip).toMatchObject({ id, name: "Gäddhelg i Hjälmaren", is_public: true, position: null, comments: null });
    expect(page.trip.viewer).toEqual({ is_creator: false, is_participant: false, answer: null });
    expect(names(page)).toEqual(["Turledaren"]);
    expect(page.card).toMatchObject({ id, count: 0 });
    for (const secret of ["59.25", "15.81", "Hemligt snack", "Matrosen"]) expect(JSON.stringify(page)).not.toContain(secret);
  });

  it("is read afresh after the plan changes, when it is made private (a 404) and public again, and when it is deleted", async () => {
    const { id, creator, copy } = await world();
    expect((await copy())!.trip.name).toBe("Gäddhelg i Hjälmaren");
    await updateTrip({ actor: asActor(creator), id, input: plan({ name: "Gösnatt i Hjälmaren" }) });
    expect((await copy())!.trip.name).toBe("Gösnatt i Hjälmaren");
    await updateTrip({ actor: asActor(creator), id, input: plan({ is_public: false }) });
    expect(await copy()).toBeNull();
    await updateTrip({ actor: asActor(creator), id, input: plan() });
    expect((await copy())!.trip.is_public).toBe(true);
    await deleteTrip({ actor: asActor(creator), id });
    expect(await copy()).toBeNull();
  });

  it("a new trip expires its address, whose absence may have been kept before it existed", async () => {
    const creator = await createUser(db);
    takeExpiredTags();
    const { id } = await createTrip({ actor: asActor(creator), input: plan() });
    expect(takeExpiredTags()).toEqual([`trip:${id}`]);
  });

  it("is read afresh when an invited matros answers", async () => {
    const { id, matros, copy } = await world();
    expect(names(await copy())).toEqual(["Turledaren"]);
    await answerTrip({ actor: asActor(matros), id, answer: "coming" });
    expect(names(await copy())).toEqual(["Turledaren", "Matrosen"]);
    await answerTrip({ actor: asActor(matros), id, answer: "not_coming" });
    expect(names(await copy())).toEqual(["Turledaren"]);
  });

  it("is read afresh when a catch for the trip is posted, edited, deleted, or all of a fisher's are removed", async () => {
    const { id, creator, admin, copy } = await world();
    expect((await copy())!.trip.catches.count).toBe(0);
    const posted = await postReport({ actor: asActor(creator), input: catchInput(id) });
    expect((await copy())!.trip.catches).toMatchObject({ count: 1, total_weight: "2.50" });
    await updateReport({ actor: asActor(creator), id: posted.id, input: catchInput(id, "4.25") });
    expect((await copy())!.trip.catches).toMatchObject({ count: 1, total_weight: "4.25" });
    expect((await copy())!.card.biggest).toEqual({ fish: "Gädda", weight: "4.25" });
    await deleteReport({ actor: asActor(creator), id: posted.id });
    expect((await copy())!.trip.catches.count).toBe(0);
    await postReport({ actor: asActor(creator), input: catchInput(id) });
    expect((await copy())!.trip.catches.count).toBe(1);
    await deleteUserReports({ actor: asActor(admin), userId: creator.id });
    expect((await copy())!.trip.catches.count).toBe(0);
  });

  it("is read afresh when a fisher is suspended and let back in: their catches and their name leave and return", async () => {
    const { id, matros, admin, copy } = await world();
    await answerTrip({ actor: asActor(matros), id, answer: "coming" });
    await createReport(db, { userId: matros.id, tripId: id, fishingDate: day("2026-06-06"), weight: "7.00" });
    takeExpiredTags();
    // The copy holds the catch (read after the answer, which expired it), then the suspension takes it away.
    expect(await copy()).toMatchObject({ trip: { catches: { count: 1 } } });
    expect(names(await copy())).toEqual(["Turledaren", "Matrosen"]);
    await moderateMember({ actor: asActor(admin), memberId: matros.id, input: { kind: "suspension_7d", reason: "Spam" } });
    expect((await copy())!.trip.catches.count).toBe(0);
    expect(names(await copy())).toEqual(["Turledaren"]);
    await liftSuspension({ actor: asActor(admin), memberId: matros.id, input: { reason: "Ett misstag" } });
    expect((await copy())!.trip.catches.count).toBe(1);
    expect(names(await copy())).toEqual(["Turledaren", "Matrosen"]);
  });

  it("is gone (a 404) when its creator is suspended, and back when the suspension is lifted", async () => {
    const { id, creator, admin, copy } = await world();
    expect((await copy())!.trip.id).toBe(id);
    await moderateMember({ actor: asActor(admin), memberId: creator.id, input: { kind: "suspension_permanent", reason: "Hot" } });
    expect(await copy()).toBeNull();
    await liftSuspension({ actor: asActor(admin), memberId: creator.id, input: { reason: "Överklagat" } });
    expect((await copy())!.trip.id).toBe(id);
  });

  it("is read afresh when a participant turns anonymous (by themself or by an admin) or removes their account", async () => {
    const { id, matros, admin, copy } = await world();
    await answerTrip({ actor: asActor(matros), id, answer: "coming" });
    expect(names(await copy())).toEqual(["Turledaren", "Matrosen"]);
    await setMemberAnonymity({ actor: asActor(matros), memberId: matros.id, isAnonymous: true });
    const anonymous = `anonym#${String(matros.id).padStart(3, "0")}`;
    expect(names(await copy())).toEqual(["Turledaren", anonymous]);
    expect((await copy())!.trip.participants[1]!.profile_url).toBeNull();
    await updateMember({ actor: asActor(admin), memberId: matros.id, input: { is_anonymous: false } });
    expect(names(await copy())).toEqual(["Turledaren", "Matrosen"]);
    await deleteAccount({ actor: asActor(matros), memberId: matros.id });
    expect(names(await copy())).toEqual(["Turledaren"]);
  });

  it("is read afresh when a child on the trip gets their parent's consent", async () => {
    const { id, copy } = await world();
    const child = await createUser(db, { username: "Lillfisken", age: 10, consentStatus: "PENDING" });
    const link = newConsentLink();
    await db.parentalConsent.create({
      data: { childId: child.id, ...consentRecordData({ parentEmail: "foralder@example.se", declaredAge: 10, tokenHash: link.tokenHash, expiresAt: link.expiresAt }) },
    });
    await db.tripParticipant.create({ data: { tripId: id, userId: child.id, answer: "coming" } });
    await createReport(db, { userId: child.id, tripId: id, fishingDate: day("2026-06-06") });
    takeExpiredTags();
    const before = (await copy())!;
    expect(names(before)).toEqual(["Turledaren"]);
    expect(before.trip.catches.count).toBe(0);
    await confirmParentalConsent(link.token);
    expect(names(await copy())).toEqual(["Turledaren", "Lillfisken"]);
    expect((await copy())!.trip.catches.count).toBe(1);
  });
});

describe("a trip a visitor may not read", () => {
  it("is no page, whoever planned it: private, missing, or an address that is not an id", async () => {
    const { id } = await world({ isPublic: false });
    expect(await readPublicTripPage(id)).toBeNull();
    // What the cache keeps for it is its absence alone: nothing of the private trip.
    expect(await getCachedPublicTrip(id)).toBeNull();
    expect(await readPublicTripPage(id + 1000)).toBeNull();
    for (const raw of ["0", "01", "-1", "1.5", "abc", "2147483648", "99999999999", " 1", ""]) expect(tripIdFromAddress(raw), raw).toBeNull();
    expect(tripIdFromAddress("2147483647")).toBe(2147483647);
  });

  it("is no page while its creator waits for consent or is suspended", async () => {
    const { id, creator } = await world();
    await db.user.update({ where: { id: creator.id }, data: { suspendedUntil: new Date(Date.now() + 86_400_000) } });
    expect(await readPublicTripPage(id)).toBeNull();
    await db.user.update({ where: { id: creator.id }, data: { suspendedUntil: null, consentStatus: "PENDING", age: 10 } });
    expect(await readPublicTripPage(id)).toBeNull();
  });
});

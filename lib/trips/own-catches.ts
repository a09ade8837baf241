// A member's own catches and a trip, after they were posted: which of theirs are on it, which of its days could join
// it, and adding one (moved from another trip it was on) or taking it off. Only the catch's owner may, and adding
// follows the rules of a catch posted for the trip (assertTripCatch: they take part, the date is one of its days),
// checked in the write's transaction with the catch's row locked.
import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { tripChanged } from "@/lib/cache/invalidate";
import { db } from "@/lib/db";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { isPendingChild, isSuspended } from "@/lib/privacy/members";
import { getVisibleTripOrThrow, isoDay, takesPart } from "@/lib/trips/access";
import { assertTripCatch } from "@/lib/trips/catches";
import { tripMessages as m } from "@/lib/trips/messages";
import { actingMember } from "@/lib/trips/mutations";
import type { OwnTripCatchesJson, OwnTripCatchJson, TripCatchChangeJson } from "@/lib/trips/types";

/** Most catches each list holds: a trip is at most fourteen days. */
const LISTED_MAX = 200;

const catchSelect = {
  id: true,
  fish: true,
  weight: true,
  fishingDate: true,
  trip: { select: { id: true, name: true, creator: { select: { consentStatus: true, suspendedUntil: true } } } },
} as const;

type CatchRow = {
  id: number;
  fish: string;
  weight: { toFixed(digits: number): string };
  fishingDate: Date;
  trip: { id: number; name: string; creator: { consentStatus: string; suspendedUntil: Date | null } } | null;
};

function catchJson(row: CatchRow, tripId: number, now: Date): OwnTripCatchJson {
  const other = row.trip && row.trip.id !== tripId ? row.trip : null;
  // A trip hidden with its creator (a pending child, a suspended member) is not named, even to its own fishers.
  const hidden = other !== null && (isPendingChild(other.creator) || isSuspended(other.creator.suspendedUntil, now));
  return {
    report_id: row.id,
    fish: row.fish,
    weight: row.weight.toFixed(2),
    fishing_date: isoDay(row.fishingDate),
    other_trip: other ? { id: other.id, name: hidden ? null : other.name } : null,
  };
}

/**
 * GET /api/trips/{id}/catches: the member's own catches on the trip, and (when they take part) their catches of its
 * days that are not, for the trip page's "Lägg till en fångst". Anyone the trip does not exist for gets its 404.
 */
export async function listOwnTripCatches({ actor, id, now = new Date() }: { actor: SessionUser; id: number; now?: Date }): Promise<OwnTripCatchesJson> {
  const member = await actingMember(actor);
  const { row, standing } = await getVisibleTripOrThrow(id, actor);
  const canAdd = takesPart(standing);
  const order = [{ fishingDate: "asc" as const }, { id: "asc" as const }];
  const [onTrip, addable] = await Promise.all([
    db.report.findMany({ where: { userId: member.id, tripId: id }, select: catchSelect, orderBy: order, take: LISTED_MAX }),
    canAdd
      ? db.report.findMany({
          where: { userId: member.id, fishingDate: { gte: row.startsOn, lte: row.endsOn }, OR: [{ tripId: null }, { tripId: { not: id } }] },
          select: catchSelect,
          orderBy: order,
          take: LISTED_MAX,
        })
      : Promise.resolve([]),
  ]);
  return { can_add: canAdd, on_trip: onTrip.map((c) => catchJson(c, id, now)), addable: addable.map((c) => catchJson(c, id, now)) };
}

type LockedCatch = { user_id: number; fishing_date: string; trip_id: number | null };
type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

async function lockCatch(tx: Tx, reportId: number): Promise<LockedCatch> {
  const [report] = await tx.$queryRaw<LockedCatch[]>`SELECT user_id, fishing_date::text AS fishing_date, trip_id FROM reports WHERE id = ${reportId}::int FOR UPDATE`;
  if (!report) throw notFound(m.catchNotFound);
  return report;
}

/** assertTripCatch's refusal, on the field this call names the catch by. */
async function assertCatchFits(tx: Tx, check: Parameters<typeof assertTripCatch>[1]) {
  try {
    await assertTripCatch(tx, check);
  } catch (error) {
    if (error instanceof AppError && error.code === "VALIDATION_ERROR") {
      throw new AppError({ code: "VALIDATION_ERROR", message: error.message, fields: { reportId: error.message } });
    }
    throw error;
  }
}

/**
 * Holds the trip until the write commits: a delete of it at the same moment waits, and one that came first leaves
 * the trip's 404, as for every call on it. Taken before the catch, in the order a trip's delete takes them.
 */
async function holdTrip(tx: Tx, id: number) {
  const [trip] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM trips WHERE id = ${id}::int FOR KEY SHARE`;
  if (!trip) throw notFound(m.notFound);
}

/**
 * PUT /api/trips/{id}/catches/{reportId}: a participant adds their own catch of one of the trip's days. A catch on
 * another trip is moved here (the owner may take it off that one too); one already here is answered alike, unchanged.
 */
export async function addCatchToTrip({ actor, id, reportId }: { actor: SessionUser; id: number; reportId: number }): Promise<TripCatchChangeJson> {
  const member = await actingMember(actor);
  const { standing } = await getVisibleTripOrThrow(id, actor);
  if (!takesPart(standing)) throw forbidden(m.onlyParticipantsAddCatches);
  const outcome = await db.$transaction(async (tx) => {
    await holdTrip(tx, id);
    const report = await lockCatch(tx, reportId);
    if (report.user_id !== member.id) throw forbidden(m.onlyOwnCatchAdded);
    if (report.trip_id === id) return { changed: false, movedFrom: null };
    // Again inside the transaction: an answer changed to Kommer inte a moment ago counts.
    await assertCatchFits(tx, { tripId: id, posterId: member.id, fishingDate: report.fishing_date });
    await tx.report.update({ where: { id: reportId }, data: { tripId: id }, select: { id: true } });
    return { changed: true, movedFrom: report.trip_id };
  });
  if (outcome.changed) {
    // The trips' summed-up catches changed: what is kept of them expires, as when a catch is posted for a trip.
    tripChanged(id);
    if (outcome.movedFrom !== null) tripChanged(outcome.movedFrom);
  }
  const message = !outcome.changed ? m.catchAlreadyOnTrip : outcome.movedFrom !== null ? m.catchMoved : m.catchAdded;
  return { message, report_id: reportId, trip_id: id, moved_from_trip_id: outcome.movedFrom };
}

/**
 * DELETE /api/trips/{id}/catches/{reportId}: the owner takes their catch off the trip; it stays in their logbook.
 * Taking part is not asked: a fisher who has since said Kommer inte may still take theirs off. A catch that is not
 * on this trip is answered alike, unchanged (another trip it is on keeps it).
 */
export async function takeCatchOffTrip({ actor, id, reportId }: { actor: SessionUser; id: number; reportId: number }): Promise<TripCatchChangeJson> {
  const member = await actingMember(actor);
  await getVisibleTripOrThrow(id, actor);
  const outcome = await db.$transaction(async (tx) => {
    const report = await lockCatch(tx, reportId);
    if (report.user_id !== member.id) throw forbidden(m.onlyOwnCatchRemoved);
    if (report.trip_id !== id) return { changed: false, tripId: report.trip_id };
    await tx.report.update({ where: { id: reportId }, data: { tripId: null }, select: { id: true } });
    return { changed: true, tripId: null };
  });
  if (outcome.changed) tripChanged(id);
  return { message: outcome.changed ? m.catchRemoved : m.catchNotOnTrip, report_id: reportId, trip_id: outcome.tripId };
}

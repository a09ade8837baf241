// Who may see a trip and who takes part in it. A trip is its participants' (the creator and every invited matros
// who has not said no) unless its creator made it public; to anyone else a private trip does not exist (404).
import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { isPendingChild, isSuspended, type Viewer } from "@/lib/privacy/members";
import { tripMessages as m, type TripAnswerState } from "@/lib/trips/messages";

export const TRIP_SELECT = {
  id: true,
  creatorId: true,
  name: true,
  description: true,
  place: true,
  latitude: true,
  longitude: true,
  startsOn: true,
  endsOn: true,
  isPublic: true,
  creator: { select: { consentStatus: true, suspendedUntil: true } },
} as const;

export type TripRow = {
  id: number;
  creatorId: number;
  name: string;
  description: string;
  place: string;
  latitude: { toNumber(): number } | null;
  longitude: { toNumber(): number } | null;
  startsOn: Date;
  endsOn: Date;
  isPublic: boolean;
  creator: { consentStatus: string; suspendedUntil: Date | null };
};

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The viewer's place in the trip: the creator, an invited member with their answer, or none. */
export type Standing = { isCreator: boolean; answer: TripAnswerState | null };

/** Takes part: the creator, and whoever answered Kommer or Kanske. */
export const takesPart = (standing: Standing) => standing.isCreator || standing.answer === "coming" || standing.answer === "maybe";
/** Sees a private trip: whoever takes part, and the invited who have not answered yet (to answer). */
export const seesPrivate = (standing: Standing) => standing.isCreator || standing.answer !== null;

export async function standingOf(trip: Pick<TripRow, "id" | "creatorId">, viewer: Viewer): Promise<Standing> {
  if (!viewer) return { isCreator: false, answer: null };
  if (viewer.id === trip.creatorId) return { isCreator: true, answer: "coming" };
  const row = await db.tripParticipant.findUnique({ where: { tripId_userId: { tripId: trip.id, userId: viewer.id } }, select: { answer: true } });
  return { isCreator: false, answer: row?.answer ?? null };
}

/**
 * The trip if the viewer may see it, else 404 whether it exists or not. A trip whose creator is a pending child or
 * suspended is hidden like the rest of their content. A member who answered Kommer inte still sees it (to change
 * their mind).
 */
export async function getVisibleTripOrThrow(id: number, viewer: Viewer): Promise<{ row: TripRow; standing: Standing }> {
  const row = await db.trip.findUnique({ where: { id }, select: TRIP_SELECT });
  if (!row || isPendingChild(row.creator) || isSuspended(row.creator.suspendedUntil)) throw notFound(m.notFound);
  const standing = await standingOf(row, viewer);
  if (!row.isPublic && !seesPrivate(standing)) throw notFound(m.notFound);
  return { row, standing };
}

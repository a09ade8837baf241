// /turer/{id} for a request with a session cookie (proxy.ts rewrites it here; visitors asking this address are sent
// to log in): the trip drawn per request for this viewer, never kept by a shared cache. A private trip for its
// participants (and the invited, to answer) and a 404 for everyone else; a public one with the viewer's own part
// (their answer, the plan's buttons, the position, their own catches and the talk for participants). A session the server refuses
// (suspended, expired) sees what a visitor sees (docs/decisions/305-cached-public-trip-pages.md).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getSessionUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { readPublicTripCard } from "@/lib/trips/card";
import { tripIdFromAddress } from "@/lib/trips/cached";
import { getTrip } from "@/lib/trips/queries";
import { TripComments } from "../_components/trip-comments";
import { TripOwnCatches } from "../_components/trip-own-catches";
import { TripOwnPart } from "../_components/trip-own-part";
import { MISSING_TRIP_METADATA, tripMetadata, TripView } from "../_components/trip-view";

type Props = { params: Promise<{ id: string }> };

const load = cache(async (raw: string) => {
  const id = tripIdFromAddress(raw);
  if (id === null) return null;
  const viewer = await getSessionUser();
  try {
    return await getTrip({ viewer, id });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
});

/**
 * The share card's version, read beside the trip (as a visitor would see it, never this viewer's view) and awaited by
 * the page too: the metadata is then ready when the page is, and goes out with it rather than in a later chunk,
 * whose completing script the Content-Security-Policy would refuse.
 */
const loadCard = cache(async (raw: string) => {
  const id = tripIdFromAddress(raw);
  return id === null ? null : readPublicTripCard(id);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const raw = (await params).id;
  const [trip, card] = await Promise.all([load(raw), loadCard(raw)]);
  return trip ? tripMetadata(trip, card) : MISSING_TRIP_METADATA;
}

export default async function MemberTripPage({ params }: Props) {
  const raw = (await params).id;
  const [trip] = await Promise.all([load(raw), loadCard(raw)]);
  if (!trip) notFound();
  // The viewer's own part for the invited and those on the trip; the talk for participants (null for anyone else).
  const own = trip.viewer.is_participant || trip.viewer.answer !== null ? <TripOwnPart trip={trip} /> : null;
  const talk = trip.comments ? <TripComments tripId={trip.id} comments={trip.comments} /> : null;
  // A participant's own catches: add one of the trip's days, or take one off.
  const ownCatches = trip.viewer.is_participant ? <TripOwnCatches tripId={trip.id} /> : null;
  return <TripView trip={trip} own={own} ownCatches={ownCatches} talk={talk} />;
}

// One trip's page as its viewer may see it, drawn from the trip as lib/trips read it for that viewer: a visitor's
// (the cached public trip) has no position, no talk and no answer, so only the plan, who is coming and the catches
// show; the members' page adds its own parts in the slots. Shared by both pages, so they cannot drift.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { cardImage } from "@/lib/share/card-address";
import { tripCardParts } from "@/lib/share/trip-card";
import type { TripCardJson } from "@/lib/trips/card";
import { formatTripDays } from "@/lib/trips/messages";
import type { TripJson } from "@/lib/trips/types";
import { TripCatches } from "./trip-catches";
import { TripPeople } from "./trip-people";
import { TripWeather } from "./trip-weather";
import styles from "@/components/trips/trips.module.css";

export const MISSING_TRIP_METADATA: Metadata = { title: "Turen hittades inte", robots: { index: false, follow: false } };

/**
 * A public trip: its title, description, canonical address and share card (named by what it draws, so a change draws
 * a new one); a private one says noindex and names no card.
 */
export function tripMetadata(trip: TripJson, card: TripCardJson | null): Metadata {
  if (!trip.is_public) return { title: trip.name, robots: { index: false, follow: false } };
  const description = `Fisketur ${formatTripDays(trip.starts_on, trip.ends_on)} vid ${trip.place}.`;
  const images = card ? [cardImage(`/turer/${trip.id}`, tripCardParts(card))] : [];
  return {
    title: trip.name,
    description,
    alternates: { canonical: `/turer/${trip.id}` },
    openGraph: { title: trip.name, description, url: `/turer/${trip.id}`, images },
    twitter: { card: "summary_large_image", title: trip.name, description, images },
  };
}

/**
 * `own`: the viewer's own part (their answer, or the creator's invitations and plan), drawn above who is coming;
 * `ownCatches`: a participant's own catches to add or take off, under the trip's catches; `talk`: the participants'
 * talk, at the end. The visitors' page has none of them, so it loads none of their forms.
 */
export function TripView({ trip, own = null, ownCatches = null, talk = null }: { trip: TripJson; own?: ReactNode; ownCatches?: ReactNode; talk?: ReactNode }) {
  const member = trip.viewer.is_participant || trip.viewer.answer !== null;
  return (
    <div>
      {member ? <BackLink href="/turer">Mina turer</BackLink> : null}
      <PageHeader title={trip.name}>
        {formatTripDays(trip.starts_on, trip.ends_on)} vid {trip.place}. {trip.is_public ? "Öppen tur: alla kan läsa sidan." : "Bara de som är med ser turen."}
      </PageHeader>
      {trip.description ? <p className={styles.description}>{trip.description}</p> : null}
      <p className={styles.actions}>
        <a href={`/api/trips/${trip.id}/calendar`} download>
          Lägg till i kalendern
        </a>
        {trip.viewer.is_participant ? <a href={`/reports?tur=${trip.id}#ny-rapport`}>Rapportera en fångst från turen</a> : null}
      </p>
      {own}
      <TripPeople trip={trip} />
      <TripCatches catches={trip.catches} />
      {ownCatches}
      <TripWeather trip={trip} />
      {talk}
    </div>
  );
}

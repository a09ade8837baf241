// /turer/{id} – one fishing trip, rendered per request for whoever asks: a private trip for its participants (and
// the invited, to answer) and a 404 to everyone else, a public one for everyone, indexable, with its share card.
// Never kept by a shared cache: proxy.ts marks every answer private
// (docs/decisions/304-trip-pages-calendar-and-reminders.md).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { getSessionUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { cardImage } from "@/lib/share/card-address";
import { tripCardParts } from "@/lib/share/trip-card";
import { readPublicTripCard } from "@/lib/trips/card";
import { formatTripDays } from "@/lib/trips/messages";
import { getTrip } from "@/lib/trips/queries";
import { TripCatches } from "./_components/trip-catches";
import { TripComments, TripOwnCatches, TripOwnPart } from "./_components/participant-parts";
import { TripPeople } from "./_components/trip-people";
import { TripWeather } from "./_components/trip-weather";
import styles from "@/components/trips/trips.module.css";

type Props = { params: Promise<{ id: string }> };

const load = cache(async (raw: string) => {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) return null;
  const viewer = await getSessionUser();
  try {
    return await getTrip({ viewer, id: Number(raw) });
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
const loadCard = cache(async (raw: string) => (/^[1-9]\d{0,8}$/.test(raw) ? readPublicTripCard(Number(raw)) : null));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const raw = (await params).id;
  const [trip, card] = await Promise.all([load(raw), loadCard(raw)]);
  if (!trip) return { title: "Turen hittades inte", robots: { index: false, follow: false } };
  const description = `Fisketur ${formatTripDays(trip.starts_on, trip.ends_on)} vid ${trip.place}.`;
  if (!trip.is_public) return { title: trip.name, robots: { index: false, follow: false } };
  const images = card ? [cardImage(`/turer/${trip.id}`, tripCardParts(card))] : [];
  return {
    title: trip.name,
    description,
    alternates: { canonical: `/turer/${trip.id}` },
    openGraph: { title: trip.name, description, url: `/turer/${trip.id}`, images },
    twitter: { card: "summary_large_image", title: trip.name, description, images },
  };
}

export default async function TripPage({ params }: Props) {
  const raw = (await params).id;
  const [trip] = await Promise.all([load(raw), loadCard(raw)]);
  if (!trip) notFound();
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
      {member ? <TripOwnPart trip={trip} /> : null}
      <TripPeople trip={trip} />
      <TripCatches catches={trip.catches} />
      {trip.viewer.is_participant ? <TripOwnCatches tripId={trip.id} /> : null}
      <TripWeather trip={trip} />
      {trip.comments ? <TripComments tripId={trip.id} comments={trip.comments} /> : null}
    </div>
  );
}

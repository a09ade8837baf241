// /turer/{id} as a visitor reads it: a public trip, rendered on its first request and then served from the cache
// for every visitor until a write changes what they see (lib/cache/invalidate.ts) or the hour passes. It reads no
// session: a request with a session cookie is rewritten by proxy.ts to the members' page beside it (medlem/), drawn
// for that member. A private, deleted, hidden or malformed trip is a real 404, kept and expired the same way
// (docs/decisions/305-cached-public-trip-pages.md).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getCachedPublicTrip, tripIdFromAddress } from "@/lib/trips/cached";
import { MISSING_TRIP_METADATA, tripMetadata, TripView } from "./_components/trip-view";

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

// Read once per render: the metadata and the page share it, so the card named in the head is the one drawn.
const load = cache(async (raw: string) => {
  const id = tripIdFromAddress(raw);
  return id === null ? null : getCachedPublicTrip(id);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load((await params).id);
  return page ? tripMetadata(page.trip, page.card) : MISSING_TRIP_METADATA;
}

export default async function PublicTripPage({ params }: Props) {
  const page = await load((await params).id);
  if (!page) notFound();
  return <TripView trip={page.trip} />;
}

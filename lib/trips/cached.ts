// A public trip as every visitor sees it, read once and kept under the trip's tag (lib/cache/tags.ts): the plan, who
// is coming (names as a visitor may see them), the catches summed up and what its share card draws. It takes no
// viewer; a member's view of the trip is drawn per request (docs/decisions/305-cached-public-trip-pages.md).
import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "@/lib/cache/tags";
import { AppError } from "@/lib/errors";
import { readPublicTripCard, type TripCardJson } from "@/lib/trips/card";
import { getTrip } from "@/lib/trips/queries";
import type { TripJson } from "@/lib/trips/types";

export type PublicTripPage = { trip: TripJson; card: TripCardJson };

const LARGEST_ID = 2_147_483_647;

/** The trip id an address names: a whole number from 1 written plainly (no sign, no leading zero); else null. */
export function tripIdFromAddress(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= LARGEST_ID ? id : null;
}

/** The trip as a visitor sees it, or null when a visitor may not (private, missing, hidden with its creator). */
export async function readPublicTripPage(id: number): Promise<PublicTripPage | null> {
  const [trip, card] = await Promise.all([
    getTrip({ viewer: null, id }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "NOT_FOUND") return null;
      throw error;
    }),
    readPublicTripCard(id),
  ]);
  // Read a moment apart: a trip made private in between is private.
  if (!trip || !card || !trip.is_public) return null;
  return { trip, card };
}

/**
 * The public trip's page data, kept for every visitor alike until a write expires `trip:{id}` (lib/cache/
 * invalidate.ts) or the hour passes; its absence is kept the same way, so a trip made public appears at once.
 */
export function getCachedPublicTrip(id: number): Promise<PublicTripPage | null> {
  return unstable_cache(() => readPublicTripPage(id), ["public-trip", String(id)], {
    tags: [CACHE_TAGS.trip(id)],
    revalidate: PUBLIC_READ_SECONDS,
  })();
}

// What a public trip's share card draws, the same for everyone: its name, place and days, and its catches summed up
// (how many, the species, the biggest), with the photo of its heaviest catch that has one. null for a private trip,
// one that does not exist, and one hidden with its creator (lib/trips/access.ts): their cards are a 404.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { getVisibleTripOrThrow, isoDay } from "@/lib/trips/access";
import { summariseCatches } from "@/lib/trips/catch-summary";
import { visibleMemberWhere } from "@/lib/trips/queries";

export type TripCardJson = {
  id: number;
  name: string;
  place: string;
  starts_on: string;
  ends_on: string;
  count: number;
  /** most caught first */
  species: { fish: string; count: number }[];
  biggest: { fish: string; weight: string } | null;
  /** the stored photo's file name (uploads/reports), or null: the card draws a fish */
  photo: string | null;
};

export async function readPublicTripCard(id: number, now = new Date()): Promise<TripCardJson | null> {
  let row;
  try {
    // As a visitor sees it: a private trip does not exist.
    ({ row } = await getVisibleTripOrThrow(id, null));
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
  const [catches, photo] = await Promise.all([
    summariseCatches({ tripId: id, viewer: null, now }),
    db.report.findFirst({
      where: { tripId: id, image: { not: null }, user: visibleMemberWhere(now) },
      orderBy: [{ weight: "desc" }, { id: "asc" }],
      select: { image: true },
    }),
  ]);
  return {
    id: row.id,
    name: row.name,
    place: row.place,
    starts_on: isoDay(row.startsOn),
    ends_on: isoDay(row.endsOn),
    count: catches.count,
    species: catches.species,
    biggest: catches.biggest ? { fish: catches.biggest.fish, weight: catches.biggest.weight } : null,
    photo: photo?.image ?? null,
  };
}

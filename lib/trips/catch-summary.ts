// The trip's catches summed up: species, count, total weight, the biggest fish and the photos. Catches of members
// who are pending children or suspended are left out, as everywhere.
import "server-only";
import { db } from "@/lib/db";
import { displayNameFor, type Viewer } from "@/lib/privacy/members";
import { TRIP_LIMITS } from "@/lib/trips/messages";
import type { TripCatchSummaryJson } from "@/lib/trips/types";

export async function summariseCatches({ tripId, viewer, now }: { tripId: number; viewer: Viewer; now: Date }): Promise<TripCatchSummaryJson> {
  const rows = await db.report.findMany({
    where: {
      tripId,
      user: { consentStatus: { not: "PENDING" }, OR: [{ suspendedUntil: null }, { suspendedUntil: { lte: now } }] },
    },
    select: { id: true, fish: true, weight: true, image: true, user: { select: { id: true, username: true, isAnonymous: true } } },
    orderBy: [{ fishingDate: "asc" }, { id: "asc" }],
  });
  const species = new Map<string, number>();
  let totalGrams = 0;
  let biggest: (typeof rows)[number] | null = null;
  for (const row of rows) {
    species.set(row.fish, (species.get(row.fish) ?? 0) + 1);
    totalGrams += Math.round(row.weight.toNumber() * 1000);
    if (!biggest || row.weight.greaterThan(biggest.weight)) biggest = row;
  }
  return {
    count: rows.length,
    total_weight: (totalGrams / 1000).toFixed(2),
    species: [...species].map(([fish, count]) => ({ fish, count })).sort((a, b) => b.count - a.count || a.fish.localeCompare(b.fish, "sv")),
    biggest: biggest
      ? { report_id: biggest.id, fish: biggest.fish, weight: biggest.weight.toFixed(2), name: displayNameFor(biggest.user, viewer) }
      : null,
    photos: rows
      .filter((row) => row.image)
      .slice(-TRIP_LIMITS.photosShown)
      .map((row) => ({ report_id: row.id, image_url: `/uploads/reports/${encodeURIComponent(row.image!)}`, fish: row.fish })),
  };
}

// /fiskevader's query: a town or a position (from the browser's position or typed), and optionally a species.
// Browser-safe.
import { z } from "zod/mini";
import { SWEDEN_BOUNDS } from "@/lib/geo/grid";
import { TOWNS } from "@/lib/conditions/places";

const coordinate = (min: number, max: number) =>
  z.optional(z.pipe(z.string(), z.transform((raw) => {
    const value = Number(raw.trim().replace(",", "."));
    return raw.trim() !== "" && Number.isFinite(value) && value >= min && value <= max ? Math.round(value * 100) / 100 : undefined;
  })));

export const fishingWeatherQuerySchema = z.object({
  plats: z.optional(z.string()),
  lat: coordinate(SWEDEN_BOUNDS.minLatitude, SWEDEN_BOUNDS.maxLatitude),
  lon: coordinate(SWEDEN_BOUNDS.minLongitude, SWEDEN_BOUNDS.maxLongitude),
  art: z.optional(z.string()),
});

export type FishingPlace = { name: string; latitude: number; longitude: number; slug: string | null };

/** The place asked for: a known town, else a position inside Sweden (rounded to about a kilometre), else Stockholm. */
export function placeFrom(query: Record<string, string | string[] | undefined>): FishingPlace {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const parsed = fishingWeatherQuerySchema.safeParse({ plats: first(query.plats), lat: first(query.lat), lon: first(query.lon), art: first(query.art) });
  const data = parsed.success ? parsed.data : {};
  if (data.lat !== undefined && data.lon !== undefined) {
    return { name: `${String(data.lat).replace(".", ",")}° N, ${String(data.lon).replace(".", ",")}° O`, latitude: data.lat, longitude: data.lon, slug: null };
  }
  const town = TOWNS.find((t) => t.slug === data.plats) ?? TOWNS[0];
  return { name: town.name, latitude: town.latitude, longitude: town.longitude, slug: town.slug };
}

// The nearest station to a place that measured at a given time. Browser-safe and pure.
export type Station = { id: string; name: string; latitude: number; longitude: number; from: number; to: number };

/** Stations further away than this say little about the catch's water. */
export const MAX_STATION_KM = 80;

/** Great-circle distance in km. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export function nearestStation(
  stations: readonly Station[],
  place: { latitude: number; longitude: number },
  at: Date,
): { station: Station; km: number } | null {
  let best: { station: Station; km: number } | null = null;
  for (const station of stations) {
    if (station.from > at.getTime() || station.to < at.getTime()) continue;
    const km = distanceKm(place, station);
    if (km <= MAX_STATION_KM && (!best || km < best.km)) best = { station, km };
  }
  return best;
}

// Where the demo catches were made: a point on each demo water (on the water, not in town), so the map, the report
// pages' areas and the filters show something on a first run. Precisions are mixed as members choose them.
import { cellOf } from "../lib/geo/grid";

/** A point well inside each water the seed names, WGS 84. */
export const DEMO_WATERS: Record<string, { latitude: number; longitude: number }> = {
  "Mälaren, Västerås": { latitude: 59.575, longitude: 16.56 },
  "Vänern, Kristinehamn": { latitude: 59.235, longitude: 13.98 },
  "Vättern, Hjo": { latitude: 58.3, longitude: 14.4 },
  "Storsjön, Östersund": { latitude: 63.16, longitude: 14.52 },
  "Siljan, Rättvik": { latitude: 60.88, longitude: 14.98 },
  "Hjälmaren, Örebro": { latitude: 59.24, longitude: 15.6 },
  Bolmen: { latitude: 56.94, longitude: 13.68 },
  "Mörrumsån": { latitude: 56.19, longitude: 14.745 },
  "Emån, Mönsterås": { latitude: 57.13, longitude: 16.41 },
  "Ätran, Falkenberg": { latitude: 56.91, longitude: 12.505 },
  "Dalälven, Älvkarleby": { latitude: 60.565, longitude: 17.445 },
  "Torneälven, Övertorneå": { latitude: 66.39, longitude: 23.655 },
  "Stockholms skärgård": { latitude: 59.39, longitude: 18.62 },
  "Göteborgs skärgård": { latitude: 57.66, longitude: 11.73 },
  "Öresund, Helsingborg": { latitude: 56.05, longitude: 12.655 },
  "Gullmarsfjorden, Lysekil": { latitude: 58.3, longitude: 11.56 },
  "Ångermanälven": { latitude: 62.94, longitude: 17.76 },
  "Indalsälven": { latitude: 62.55, longitude: 17.3 },
  "Åsnen": { latitude: 56.63, longitude: 14.7 },
  "Glan, Norrköping": { latitude: 58.64, longitude: 15.98 },
  "Runn, Falun": { latitude: 60.56, longitude: 15.71 },
  "Ljusnan, Ljusdal": { latitude: 61.82, longitude: 16.11 },
  "Klarälven, Karlstad": { latitude: 59.41, longitude: 13.49 },
  Kalmarsund: { latitude: 56.66, longitude: 16.47 },
};

type Random = { next: () => number; chance: (p: number) => boolean };

/**
 * The position columns of a demo catch at this water: nine in ten have one, a few hundred metres around the
 * water's point; of those half show the area, three in ten the point to friends, two in ten nothing to others.
 */
export function demoPosition(location: string, rng: Random) {
  const water = DEMO_WATERS[location];
  if (!water || !rng.chance(0.9)) return {};
  const latitude = Number((water.latitude + (rng.next() - 0.5) * 0.008).toFixed(6));
  const longitude = Number((water.longitude + (rng.next() - 0.5) * 0.014).toFixed(6));
  const cell = cellOf({ latitude, longitude });
  const roll = rng.next();
  return {
    latitude: latitude.toFixed(6),
    longitude: longitude.toFixed(6),
    cellRow: cell.row,
    cellColumn: cell.column,
    cellLatitude: cell.centre.latitude,
    cellLongitude: cell.centre.longitude,
    positionPrecision: roll < 0.5 ? ("area" as const) : roll < 0.8 ? ("friends" as const) : ("hidden" as const),
  };
}

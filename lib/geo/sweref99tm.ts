// WGS 84 ⇄ SWEREF 99 TM (EPSG:3006), Lantmäteriet's Gauss–Krüger formulas. Browser-safe, no dependencies.
// SWEREF 99 is tied to ETRS 89; within a metre of WGS 84, far below the 10 km grid that uses it.

const AXIS = 6378137; // GRS 80
const FLATTENING = 1 / 298.257222101;
const CENTRAL_MERIDIAN = 15;
const SCALE = 0.9996;
const FALSE_EASTING = 500000;

const e2 = FLATTENING * (2 - FLATTENING);
const n = FLATTENING / (2 - FLATTENING);
const aRoof = (AXIS / (1 + n)) * (1 + (n * n) / 4 + (n ** 4) / 64);
const RAD = Math.PI / 180;

const A = e2;
const B = (5 * e2 ** 2 - e2 ** 3) / 6;
const C = (104 * e2 ** 3 - 45 * e2 ** 4) / 120;
const D = (1237 * e2 ** 4) / 1260;
const beta = [
  n / 2 - (2 * n ** 2) / 3 + (5 * n ** 3) / 16 + (41 * n ** 4) / 180,
  (13 * n ** 2) / 48 - (3 * n ** 3) / 5 + (557 * n ** 4) / 1440,
  (61 * n ** 3) / 240 - (103 * n ** 4) / 140,
  (49561 * n ** 4) / 161280,
];

const Astar = e2 + e2 ** 2 + e2 ** 3 + e2 ** 4;
const Bstar = -(7 * e2 ** 2 + 17 * e2 ** 3 + 30 * e2 ** 4) / 6;
const Cstar = (224 * e2 ** 3 + 889 * e2 ** 4) / 120;
const Dstar = -(4279 * e2 ** 4) / 1260;
const delta = [
  n / 2 - (2 * n ** 2) / 3 + (37 * n ** 3) / 96 - (n ** 4) / 360,
  (n ** 2) / 48 + (n ** 3) / 15 - (437 * n ** 4) / 1440,
  (17 * n ** 3) / 480 - (37 * n ** 4) / 840,
  (4397 * n ** 4) / 161280,
];

/** Metres north and east in SWEREF 99 TM. */
export type GridPoint = { north: number; east: number };
/** Decimal degrees, WGS 84. */
export type LatLon = { latitude: number; longitude: number };

export function toSweref99tm({ latitude, longitude }: LatLon): GridPoint {
  const phi = latitude * RAD;
  const s = Math.sin(phi);
  const phiStar = phi - s * Math.cos(phi) * (A + B * s ** 2 + C * s ** 4 + D * s ** 6);
  const dLambda = (longitude - CENTRAL_MERIDIAN) * RAD;
  const xiP = Math.atan(Math.tan(phiStar) / Math.cos(dLambda));
  const etaP = Math.atanh(Math.cos(phiStar) * Math.sin(dLambda));
  let x = xiP;
  let y = etaP;
  beta.forEach((b, i) => {
    const k = 2 * (i + 1);
    x += b * Math.sin(k * xiP) * Math.cosh(k * etaP);
    y += b * Math.cos(k * xiP) * Math.sinh(k * etaP);
  });
  return { north: SCALE * aRoof * x, east: SCALE * aRoof * y + FALSE_EASTING };
}

export function fromSweref99tm({ north, east }: GridPoint): LatLon {
  const xi = north / (SCALE * aRoof);
  const eta = (east - FALSE_EASTING) / (SCALE * aRoof);
  let xiP = xi;
  let etaP = eta;
  delta.forEach((d, i) => {
    const k = 2 * (i + 1);
    xiP -= d * Math.sin(k * xi) * Math.cosh(k * eta);
    etaP -= d * Math.cos(k * xi) * Math.sinh(k * eta);
  });
  const phiStar = Math.asin(Math.sin(xiP) / Math.cosh(etaP));
  const dLambda = Math.atan(Math.sinh(etaP) / Math.cos(xiP));
  const s = Math.sin(phiStar);
  const phi = phiStar + s * Math.cos(phiStar) * (Astar + Bstar * s ** 2 + Cstar * s ** 4 + Dstar * s ** 6);
  return { latitude: phi / RAD, longitude: CENTRAL_MERIDIAN + dLambda / RAD };
}

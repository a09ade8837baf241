// Web Mercator tile arithmetic for a static map picture: which tile shows a point and where in it. Browser-safe.
import type { LatLon } from "@/lib/geo/sweref99tm";

const TILE = 256;
const EQUATOR_METRES = 40_075_016.686;

/** The tile (x, y at zoom z) holding the point, the point's pixel in it, and how many pixels a metre spans there. */
export function tileAt({ latitude, longitude }: LatLon, zoom: number) {
  const scale = TILE * 2 ** zoom;
  const phi = (latitude * Math.PI) / 180;
  const worldX = ((longitude + 180) / 360) * scale;
  const worldY = ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * scale;
  const x = Math.floor(worldX / TILE);
  const y = Math.floor(worldY / TILE);
  return {
    x,
    y,
    z: zoom,
    pixelX: worldX - x * TILE,
    pixelY: worldY - y * TILE,
    pixelsPerMetre: scale / (EQUATOR_METRES * Math.cos(phi)),
  };
}

/**
 * A tile template ('https://…/{z}/{x}/{y}.png', perhaps with {s} or {r}) filled in for one tile, with the subdomain
 * Leaflet picks for the same tile (a, b or c by x + y), so a tile drawn on the server is the one the map asks for.
 * {r} is where a tile server that has them takes '@2x' for tiles of twice the density, as in Leaflet.
 */
export function tileUrl(template: string, tile: { x: number; y: number; z: number }, { dense = false } = {}): string {
  const subdomain = "abc"[Math.abs(tile.x + tile.y) % 3]!;
  return template
    .replaceAll("{s}", subdomain)
    .replaceAll("{r}", dense ? "@2x" : "")
    .replaceAll("{z}", String(tile.z))
    .replaceAll("{x}", String(tile.x))
    .replaceAll("{y}", String(tile.y));
}

/**
 * An img's srcset for one tile where the template's server has tiles of twice the density ('{r}' in it): a sharp
 * screen then gets the '@2x' tile, which is also the one Leaflet asks for there. Undefined where it has none.
 */
export function tileSrcSet(template: string, tile: { x: number; y: number; z: number }): string | undefined {
  if (!template.includes("{r}")) return undefined;
  return `${tileUrl(template, tile)} 1x, ${tileUrl(template, tile, { dense: true })} 2x`;
}

/**
 * The tiles that cover a view reaching halfWidth and halfHeight CSS pixels from its centre at one zoom, each with
 * where its top left corner sits relative to that centre: the picture Leaflet draws for the same centre and zoom.
 */
export function tilesAround(centre: LatLon, zoom: number, halfWidth: number, halfHeight: number) {
  const at = tileAt(centre, zoom);
  const centreX = at.x * TILE + at.pixelX;
  const centreY = at.y * TILE + at.pixelY;
  const count = 2 ** zoom;
  const tiles: { x: number; y: number; z: number; left: number; top: number }[] = [];
  for (let row = Math.floor((centreY - halfHeight) / TILE); row <= Math.floor((centreY + halfHeight) / TILE); row++) {
    if (row < 0 || row >= count) continue;
    for (let column = Math.floor((centreX - halfWidth) / TILE); column <= Math.floor((centreX + halfWidth) / TILE); column++) {
      // East of 180° the world starts again, as on the map.
      const x = ((column % count) + count) % count;
      tiles.push({ x, y: row, z: zoom, left: Math.round(column * TILE - centreX), top: Math.round(row * TILE - centreY) });
    }
  }
  return tiles;
}

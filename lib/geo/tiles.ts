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

/** A tile template ('https://…/{z}/{x}/{y}.png', perhaps with {s}) filled in for one tile. */
export function tileUrl(template: string, tile: { x: number; y: number; z: number }): string {
  return template.replace("{s}", "a").replace("{z}", String(tile.z)).replace("{x}", String(tile.x)).replace("{y}", String(tile.y));
}

// The catch map's raster tiles: where they come from and what the map must say about them. Plain JavaScript, so
// the production server's Content-Security-Policy (scripts/server/csp.mjs) and lib/env.ts read the same defaults.

/** OpenStreetMap's own raster tiles; fine for a community site's traffic under the tile usage policy. */
export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_MAP_ATTRIBUTION = "© OpenStreetMap-bidragsgivare";

/**
 * The origin a tile URL template loads from ('https://tile.openstreetmap.org'), for img-src; null when the
 * template is not an absolute http(s) address (a path on this site is covered by 'self').
 */
export function tileOrigin(template = DEFAULT_MAP_TILE_URL) {
  try {
    const url = new URL(template.replace(/\{[a-z]\}/gi, "0"));
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

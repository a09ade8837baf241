import { describe, expect, it } from "vitest";
import { tileAt, tileSrcSet, tilesAround, tileUrl } from "@/lib/geo/tiles";

describe("map tiles", () => {
  it("finds the tile and the pixel of a point", () => {
    // Stockholm at zoom 9 lies in tile 281/150 of OpenStreetMap's grid.
    const tile = tileAt({ latitude: 59.3293, longitude: 18.0686 }, 9);
    expect([tile.x, tile.y, tile.z]).toEqual([281, 150, 9]);
    expect(tile.pixelX).toBeGreaterThanOrEqual(0);
    expect(tile.pixelX).toBeLessThan(256);
    expect(tile.pixelY).toBeGreaterThanOrEqual(0);
    expect(tile.pixelY).toBeLessThan(256);
    // 10 km is about 64 pixels at 60° N and zoom 9.
    expect(10_000 * tileAt({ latitude: 60, longitude: 15 }, 9).pixelsPerMetre).toBeCloseTo(65.4, 0);
  });

  it("fills in a template with the subdomain Leaflet would pick", () => {
    expect(tileUrl("https://{s}.tile.example/{z}/{x}/{y}.png", { x: 1, y: 2, z: 3 })).toBe("https://a.tile.example/3/1/2.png");
    expect(tileUrl("https://{s}.tile.example/{z}/{x}/{y}.png", { x: 2, y: 2, z: 3 })).toBe("https://b.tile.example/3/2/2.png");
    expect(tileUrl("https://{s}.tile.example/{z}/{x}/{y}{r}.png", { x: 2, y: 3, z: 3 })).toBe("https://c.tile.example/3/2/3.png");
    expect(tileSrcSet("https://{s}.tile.example/{z}/{x}/{y}{r}.png", { x: 2, y: 3, z: 3 })).toBe(
      "https://c.tile.example/3/2/3.png 1x, https://c.tile.example/3/2/3@2x.png 2x",
    );
    expect(tileSrcSet("https://tile.example/{z}/{x}/{y}.png", { x: 2, y: 3, z: 3 })).toBeUndefined();
  });

  it("covers a view with the tiles around its centre, placed relative to it", () => {
    const centre = { latitude: 62.4, longitude: 16.3 };
    const tiles = tilesAround(centre, 5, 200, 150);
    const at = tileAt(centre, 5);
    // The centre's own tile is there, with the centre inside it.
    const own = tiles.find((tile) => tile.x === at.x && tile.y === at.y)!;
    expect(own.left).toBe(Math.round(-at.pixelX));
    expect(own.top).toBe(Math.round(-at.pixelY));
    // Every pixel of the view lies on some tile, and no tile lies wholly outside it.
    for (const [dx, dy] of [[-200, -150], [199, 149], [-200, 149], [199, -150]] as const) {
      expect(tiles.some((tile) => tile.left <= dx && dx < tile.left + 256 && tile.top <= dy && dy < tile.top + 256)).toBe(true);
    }
    for (const tile of tiles) {
      expect(tile.left).toBeLessThan(200);
      expect(tile.left + 256).toBeGreaterThan(-200);
      expect(tile.top).toBeLessThan(150);
      expect(tile.top + 256).toBeGreaterThan(-150);
    }
  });

  it("wraps round the date line and leaves out rows beyond the poles", () => {
    const tiles = tilesAround({ latitude: 84, longitude: 179.9 }, 1, 300, 300);
    expect(tiles.every((tile) => tile.x >= 0 && tile.x < 2 && tile.y >= 0 && tile.y < 2)).toBe(true);
    expect(tiles.some((tile) => tile.x === 0 && tile.left >= 0)).toBe(true);
  });
});

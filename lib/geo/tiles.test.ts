import { describe, expect, it } from "vitest";
import { tileAt, tileUrl } from "@/lib/geo/tiles";

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

  it("fills in a template", () => {
    expect(tileUrl("https://{s}.tile.example/{z}/{x}/{y}.png", { x: 1, y: 2, z: 3 })).toBe("https://a.tile.example/3/1/2.png");
  });
});

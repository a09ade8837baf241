import { describe, expect, it } from "vitest";
import { cellName, cellOf, insideSweden } from "@/lib/geo/grid";
import { fromSweref99tm, toSweref99tm } from "@/lib/geo/sweref99tm";

describe("SWEREF 99 TM", () => {
  it("puts the central meridian at 500 km east and scales the meridian arc by 0.9996", () => {
    const point = toSweref99tm({ latitude: 60, longitude: 15 });
    expect(point.east).toBeCloseTo(500000, 3);
    // The GRS 80 meridian arc from the equator to 60° N is 6,654,072.8 m.
    expect(point.north).toBeCloseTo(6654072.8 * 0.9996, 0);
  });

  it("comes back to the same point within a millimetre", () => {
    for (const [latitude, longitude] of [[55.34, 13.36], [59.123456, 17.654321], [69.06, 20.55], [65.8, 24.15], [58.9, 11.0]]) {
      const back = fromSweref99tm(toSweref99tm({ latitude: latitude!, longitude: longitude! }));
      expect(back.latitude).toBeCloseTo(latitude!, 8);
      expect(back.longitude).toBeCloseTo(longitude!, 8);
    }
  });
});

describe("the grid", () => {
  it("gives every point of a cell the same centre, inside the cell", () => {
    const cell = cellOf({ latitude: 59.123456, longitude: 17.654321 });
    const neighbour = cellOf({ latitude: 59.124, longitude: 17.655 });
    expect(neighbour).toEqual(cell);
    expect(cellOf(cell.centre)).toEqual(cell);
    expect(cellName(cell)).toMatch(/^\d{4}_\d{3}$/);
  });

  it("knows Sweden's box", () => {
    expect(insideSweden({ latitude: 59.3, longitude: 18.1 })).toBe(true);
    expect(insideSweden({ latitude: 52.5, longitude: 13.4 })).toBe(false);
    expect(insideSweden({ latitude: 60, longitude: 25 })).toBe(false);
  });
});

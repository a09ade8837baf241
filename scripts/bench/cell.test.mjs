import { describe, expect, it } from "vitest";
import { cellOf as siteCellOf } from "@/lib/geo/grid";
import { cellOf, pointInCellOf } from "./cell.mjs";

// Points across Sweden, and a few on cell edges' doorsteps: the bare server and competition day must store the cells
// the site would (the map-cell trigger counts by them).
const POINTS = [
  { latitude: 59.55, longitude: 16.62 },
  { latitude: 55.3701, longitude: 13.1502 },
  { latitude: 68.3498, longitude: 18.8312 },
  { latitude: 57.70887, longitude: 11.97456 },
  { latitude: 63.82584, longitude: 20.26304 },
];

describe("the bench's map cell", () => {
  it("is the cell lib/geo/grid.ts gives the same point", () => {
    for (const point of POINTS) expect(cellOf(point)).toEqual(siteCellOf(point));
  });

  it("puts every point of a competition day in the lake's one cell", () => {
    const lake = POINTS[0];
    const cells = new Set(Array.from({ length: 500 }, () => {
      const { row, column } = siteCellOf(pointInCellOf(lake));
      return `${row}_${column}`;
    }));
    const { row, column } = siteCellOf(lake);
    expect([...cells]).toEqual([`${row}_${column}`]);
  });
});

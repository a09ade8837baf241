// The fixed 10 × 10 km grid that positions are shown on to everyone but those allowed the exact point
// (docs/decisions/190-spot-privacy-and-map.md): SWEREF 99 TM squares, the national grid. Browser-safe.
import { fromSweref99tm, toSweref99tm, type LatLon } from "@/lib/geo/sweref99tm";

/** Side of a cell in metres. */
export const CELL_METRES = 10_000;

/**
 * Sweden with its territorial waters, as a box (WGS 84): Smygehuk and the Falsterbo waters in the south, Treriksröset
 * in the north, the Koster islands in the west, Haparanda Sandskär in the east, with a margin for the sea.
 */
export const SWEDEN_BOUNDS = { minLatitude: 55.0, maxLatitude: 69.1, minLongitude: 10.5, maxLongitude: 24.2 } as const;

/** Decimals stored and handed out: a tenth of a metre, more than any phone knows. */
export const COORDINATE_DECIMALS = 6;

export function insideSweden({ latitude, longitude }: LatLon): boolean {
  return (
    latitude >= SWEDEN_BOUNDS.minLatitude &&
    latitude <= SWEDEN_BOUNDS.maxLatitude &&
    longitude >= SWEDEN_BOUNDS.minLongitude &&
    longitude <= SWEDEN_BOUNDS.maxLongitude
  );
}

export function roundCoordinate(value: number): number {
  return Number(value.toFixed(COORDINATE_DECIMALS));
}

/** A grid cell: its row and column (SWEREF 99 TM metres ÷ 10,000, rounded down) and its centre in WGS 84. */
export type GridCell = { row: number; column: number; centre: LatLon };

/** The row and column's centre; the same numbers for every point of the cell, however often asked. */
export function cellCentre(row: number, column: number): LatLon {
  const centre = fromSweref99tm({ north: (row + 0.5) * CELL_METRES, east: (column + 0.5) * CELL_METRES });
  return { latitude: roundCoordinate(centre.latitude), longitude: roundCoordinate(centre.longitude) };
}

export function cellOf(point: LatLon): GridCell {
  const { north, east } = toSweref99tm(point);
  const row = Math.floor(north / CELL_METRES);
  const column = Math.floor(east / CELL_METRES);
  return { row, column, centre: cellCentre(row, column) };
}

/** The cell's name as Artportalen and the atlases write it: the south-west corner in kilometres, '6560_660'. */
export function cellName(cell: Pick<GridCell, "row" | "column">): string {
  return `${cell.row * 10}_${cell.column * 10}`;
}

// The 10 km SWEREF 99 TM map cell of a point, as lib/geo/grid.ts cellOf computes it when the site stores a catch's
// position, for the bench's plain Node scripts (which cannot resolve grid.ts's "@/" imports). The projection is the
// site's own file: Node 24 strips its types on import.
import { fromSweref99tm, toSweref99tm } from "../../lib/geo/sweref99tm.ts";

const CELL_METRES = 10_000; // lib/geo/grid.ts CELL_METRES
const round = (value) => Number(value.toFixed(6)); // lib/geo/grid.ts roundCoordinate

/** lib/geo/grid.ts cellCentre. */
function cellCentre(row, column) {
  const centre = fromSweref99tm({ north: (row + 0.5) * CELL_METRES, east: (column + 0.5) * CELL_METRES });
  return { latitude: round(centre.latitude), longitude: round(centre.longitude) };
}

/** lib/geo/grid.ts cellOf: { row, column, centre }. */
export function cellOf(point) {
  const { north, east } = toSweref99tm(point);
  const row = Math.floor(north / CELL_METRES);
  const column = Math.floor(east / CELL_METRES);
  return { row, column, centre: cellCentre(row, column) };
}

/**
 * A random point inside the cell of `point`, kept a kilometre from its edges so that rounding to six decimals never
 * moves it into the next cell: the spots of one lake, all counted in one map cell.
 */
export function pointInCellOf(point) {
  const { row, column } = cellOf(point);
  const inside = () => 1_000 + Math.random() * (CELL_METRES - 2_000);
  const found = fromSweref99tm({ north: row * CELL_METRES + inside(), east: column * CELL_METRES + inside() });
  return { latitude: round(found.latitude), longitude: round(found.longitude) };
}

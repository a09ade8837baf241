// Writing a report's position with its grid cell, and reading the exact points a member may see in a list that
// was read for everyone (lib/privacy/positions.ts decides; docs/decisions/190-spot-privacy-and-map.md).
import "server-only";
import { driverRead, Prisma } from "@/lib/db";
import { cellOf } from "@/lib/geo/grid";
import { DEFAULT_POSITION_PRECISION, positionAudience, positionFor, type ReportPosition } from "@/lib/privacy/positions";
import type { ReportInput } from "@/lib/reports/schemas";

type PositionFields = Pick<ReportInput, "latitude" | "longitude" | "position_precision">;

const NO_POSITION = {
  latitude: null,
  longitude: null,
  cellRow: null,
  cellColumn: null,
  cellLatitude: null,
  cellLongitude: null,
} as const;

/**
 * The columns a form's position sets. The point and its cell are always written together (the table checks it).
 * On an edit, coordinates left out keep the stored point and a precision left out keeps the stored one.
 */
export function positionColumns(input: PositionFields, mode: "create" | "edit") {
  const precision =
    input.position_precision ?? (mode === "create" ? DEFAULT_POSITION_PRECISION : undefined);
  const withPrecision = precision ? { positionPrecision: precision } : {};
  if (input.latitude === undefined && input.longitude === undefined) {
    return mode === "create" ? { ...NO_POSITION, ...withPrecision } : withPrecision;
  }
  if (input.latitude == null || input.longitude == null) return { ...NO_POSITION, ...withPrecision };
  const cell = cellOf({ latitude: input.latitude, longitude: input.longitude });
  return {
    latitude: new Prisma.Decimal(input.latitude.toFixed(6)),
    longitude: new Prisma.Decimal(input.longitude.toFixed(6)),
    cellRow: cell.row,
    cellColumn: cell.column,
    cellLatitude: cell.centre.latitude,
    cellLongitude: cell.centre.longitude,
    ...withPrecision,
  };
}

/** SQL: whether the member is an accepted friend of the report's owner (the report aliased `r`). */
export function friendOfOwnerSql(memberId: number): Prisma.Sql {
  return Prisma.sql`EXISTS (
    SELECT 1 FROM friendships f WHERE f.status = 'ACCEPTED'
      AND ((f.requester_id = r.user_id AND f.addressee_id = ${memberId})
        OR (f.requester_id = ${memberId} AND f.addressee_id = r.user_id)))`;
}

// The same test as friendOfOwnerSql, for driverRead: $1 is the member.
const FRIEND_OF_OWNER = `EXISTS (
  SELECT 1 FROM friendships f WHERE f.status = 'ACCEPTED'
    AND ((f.requester_id = r.user_id AND f.addressee_id = $1) OR (f.requester_id = $1 AND f.addressee_id = r.user_id)))`;

const EXACT_POSITIONS = `
  SELECT r.id, r.user_id, r.latitude::float8 AS latitude, r.longitude::float8 AS longitude,
         r.position_precision::text AS precision, r.cell_latitude, r.cell_longitude,
         (r.user_id <> $1 AND ${FRIEND_OF_OWNER}) AS friend
  FROM reports r
  WHERE r.id = ANY($2::int[]) AND r.latitude IS NOT NULL
    AND (r.user_id = $1 OR (r.position_precision = 'friends' AND ${FRIEND_OF_OWNER}))`;

type ExactPositionRow = {
  id: number;
  user_id: number;
  latitude: number;
  longitude: number;
  precision: "friends" | "area" | "hidden";
  cell_latitude: number;
  cell_longitude: number;
  friend: boolean;
};

/**
 * The exact positions this member may see among the given reports (their own, and their friends' kept for friends),
 * by report id, in one query. Used to answer a member from a page that was read and cached for everyone, so it
 * runs on every member's list request: through the driver (lib/db.ts, driverRead).
 */
export async function exactPositionsFor(viewer: { id: number }, reportIds: readonly number[]): Promise<Map<number, ReportPosition>> {
  const found = new Map<number, ReportPosition>();
  if (reportIds.length === 0) return found;
  const rows = await driverRead<ExactPositionRow>(EXACT_POSITIONS, [viewer.id, [...reportIds]]);
  for (const row of rows) {
    const position = positionFor(
      { latitude: row.latitude, longitude: row.longitude, cellLatitude: row.cell_latitude, cellLongitude: row.cell_longitude, precision: row.precision },
      positionAudience(row.user_id, viewer, row.friend),
    );
    if (position?.exact) found.set(row.id, position);
  }
  return found;
}

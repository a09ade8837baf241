// Reads a member's own catches for the export a page at a time, in the logbook's order (newest fishing day first),
// each page after the last one's (fishing_date, id): keyset pages, so no read holds more than one page.
import "server-only";
import { db, Prisma } from "@/lib/db";
import type { ExportRow } from "@/lib/logbook-export/cells";
import type { LogbookFilter } from "@/lib/logbook-export/filters";
import { positionAudience, positionFor, type PositionPrecision } from "@/lib/privacy/positions";
import { filterConditions, resolveFilter } from "@/lib/search/filter-sql";

/** Catches read per query while the file is written. */
export const EXPORT_PAGE_SIZE = 500;

type Row = Omit<ExportRow, "latitude" | "longitude"> & {
  userId: number;
  latitude: number | null;
  longitude: number | null;
  latitudeText: string | null;
  longitudeText: string | null;
  cellLatitude: number | null;
  cellLongitude: number | null;
  precision: PositionPrecision;
};

/**
 * The WHERE of the owner's catches that match the logbook's filter, over `reports r`: the list on /my-profile and
 * the export both read with it, so the file holds exactly the rows the list shows.
 */
export async function logbookWhere(ownerId: number, filter: LogbookFilter): Promise<Prisma.Sql> {
  const parts = [Prisma.sql`r.user_id = ${ownerId}`];
  const conditions = filterConditions(await resolveFilter(filter));
  if (conditions) parts.push(conditions);
  if (filter.has_photo) parts.push(filter.has_photo === "yes" ? Prisma.sql`r.image IS NOT NULL` : Prisma.sql`r.image IS NULL`);
  if (filter.has_position) {
    parts.push(filter.has_position === "yes" ? Prisma.sql`(r.latitude IS NOT NULL AND r.longitude IS NOT NULL)` : Prisma.sql`(r.latitude IS NULL OR r.longitude IS NULL)`);
  }
  return Prisma.join(parts, " AND ");
}

/**
 * The owner's catches that match the filter, page by page. Only rows with `user_id` = the owner are ever read, and
 * their positions pass the one policy as the owner's own (lib/privacy/positions.ts): the exact point, never a cell.
 */
export async function* ownCatchPages({
  ownerId,
  filter,
  pageSize = EXPORT_PAGE_SIZE,
}: {
  ownerId: number;
  filter: LogbookFilter;
  pageSize?: number;
}): AsyncGenerator<ExportRow[]> {
  const where = await logbookWhere(ownerId, filter);
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const parts = [where];
    if (after) parts.push(Prisma.sql`(r.fishing_date, r.id) < (${after.date}::date, ${after.id})`);
    const rows = await db.$queryRaw<Row[]>`
      SELECT r.id, r.user_id AS "userId", r.fish, r.weight::text AS weight, r.length::text AS length, r.location, r.bait, r.method, r.notes,
             to_char(r.fishing_date, 'YYYY-MM-DD') AS "fishingDate", to_char(r.catch_time, 'HH24:MI') AS "catchTime",
             r.released, r.latitude::float8 AS latitude, r.longitude::float8 AS longitude,
             r.latitude::text AS "latitudeText", r.longitude::text AS "longitudeText",
             r.cell_latitude AS "cellLatitude", r.cell_longitude AS "cellLongitude",
             r.position_precision::text AS precision
      FROM reports r
      WHERE ${Prisma.join(parts, " AND ")}
      ORDER BY r.fishing_date DESC, r.id DESC
      LIMIT ${pageSize}`;
    if (rows.length === 0) return;
    yield rows.map((row) => toExportRow(row, ownerId));
    if (rows.length < pageSize) return;
    const last = rows.at(-1)!;
    after = { date: last.fishingDate, id: last.id };
  }
}

function toExportRow(row: Row, ownerId: number): ExportRow {
  const { userId, latitudeText, longitudeText, cellLatitude, cellLongitude, precision, latitude, longitude, ...rest } = row;
  const stored =
    latitude === null || longitude === null || cellLatitude === null || cellLongitude === null
      ? null
      : { latitude, longitude, cellLatitude, cellLongitude, precision };
  // Friendship plays no part: only the owner's own exact points are exported, and only to the owner.
  const position = positionFor(stored, positionAudience(userId, { id: ownerId }, false));
  const exact = position?.exact === true && userId === ownerId;
  return { ...rest, latitude: exact ? latitudeText : null, longitude: exact ? longitudeText : null };
}

// The catch map's reads (docs/decisions/190-spot-privacy-and-map.md). The public clusters are grouped in SQL from
// grid-cell centres only: the exact point is never read, filtered on or averaged for anyone but those allowed.
import "server-only";
import { db, Prisma } from "@/lib/db";
import { badRequest } from "@/lib/errors";
import { roundCoordinate } from "@/lib/geo/grid";
import {
  MAP_CATCHES_MAX,
  MAP_LIMITS,
  mapMessages,
  type BoundingBox,
  type FriendsMapAnswer,
  type FriendsMapQuery,
  type MapAnswer,
  type MapPeriod,
  type MapQuery,
} from "@/lib/map/schemas";
import { decodeCursor, encodeCursor } from "@/lib/reports/cursor";
import { selectPublicReports, toPublicReport } from "@/lib/report-rows/public";
import { todayInSweden } from "@/lib/calendar";
import type { PublicReport } from "@/lib/report-rows/types";

/** A grid cell is about 0.09° of latitude high and 0.18° of longitude wide in Sweden. */
const CELL_DEGREES = { latitude: 0.09, longitude: 0.18 };
/** From this zoom on, every grid cell is its own cluster; each step out doubles a cluster's side. */
const CELL_ZOOM = 9;

/** How many cells a cluster's side spans at a zoom: 1 at 9 and closer, 2 at 8, … 32 at 4 and further. */
export function clusterSpan(zoom: number): number {
  return 2 ** Math.min(5, Math.max(0, CELL_ZOOM - zoom));
}

/**
 * The box grown outwards to whole cluster squares, so a cluster at the edge is counted whole, every box within the
 * same squares gives the same answer (which the cache keeps once), and no box smaller than a cell tells anything.
 */
export function snapBox(bbox: BoundingBox, height: number, width: number): BoundingBox {
  const down = (value: number, step: number) => Number((Math.floor(value / step) * step).toFixed(6));
  const up = (value: number, step: number) => Number((Math.ceil(value / step) * step).toFixed(6));
  return {
    minLatitude: down(bbox.minLatitude, height),
    maxLatitude: up(bbox.maxLatitude, height),
    minLongitude: down(bbox.minLongitude, width),
    maxLongitude: up(bbox.maxLongitude, width),
  };
}

/** The squares a query's clusters are grouped in, and the box snapped to them: what its answer depends on. */
export function clusterKey({ bbox, zoom, species, since }: MapQuery): MapQuery {
  const span = clusterSpan(zoom);
  return {
    bbox: snapBox(bbox, CELL_DEGREES.latitude * span, CELL_DEGREES.longitude * span),
    zoom: Math.max(zoom >= CELL_ZOOM ? CELL_ZOOM : zoom, CELL_ZOOM - 5),
    species,
    since,
  };
}

/** The first fishing date a period covers, or null for all time. The season is the calendar year in Sweden. */
export function periodStart(period: MapPeriod, today = todayInSweden()): string | null {
  if (period === "all") return null;
  if (period === "season") return `${today.slice(0, 4)}-01-01`;
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year - 1, month - 1, day + 1));
  return start.toISOString().slice(0, 10);
}

async function speciesIdOf(slug: string | undefined): Promise<number | null> {
  if (!slug) return null;
  const species = await db.species.findUnique({ where: { slug }, select: { id: true } });
  if (!species) throw badRequest(mapMessages.species, { species: mapMessages.species }, "VALIDATION_ERROR");
  return species.id;
}

/** `AND …` for a species and a period, on reports aliased `r`. */
function filterSql(speciesId: number | null, since: MapPeriod): Prisma.Sql {
  const start = periodStart(since);
  return Prisma.sql`
    ${speciesId === null ? Prisma.empty : Prisma.sql`AND r.species_id = ${speciesId}`}
    ${start === null ? Prisma.empty : Prisma.sql`AND r.fishing_date >= ${start}::date`}`;
}

/**
 * Public catches in the box as at most 500 clusters, the fullest first. Hidden positions are left out; the box
 * and the grouping use the cells' centres, so no box, however small, tells more than the cell. Without filters it
 * reads the running count per cell (report_map_cells, a few thousand rows for all of Sweden); with a species or
 * a period, the reports themselves through reports_map_idx (an index-only scan of the box). One aggregate either way.
 */
export async function listMapClusters({ bbox, zoom, species, since }: MapQuery): Promise<MapAnswer> {
  const speciesId = await speciesIdOf(species);
  const span = clusterSpan(zoom);
  const height = CELL_DEGREES.latitude * span;
  const width = CELL_DEGREES.longitude * span;
  const box = snapBox(bbox, height, width);
  const source =
    speciesId === null && since === "all"
      ? Prisma.sql`SELECT cell_latitude, cell_longitude, reports AS n FROM report_map_cells`
      : Prisma.sql`SELECT r.cell_latitude, r.cell_longitude, 1 AS n FROM reports r
          WHERE r.cell_latitude IS NOT NULL AND r.position_precision <> 'hidden' ${filterSql(speciesId, since)}`;
  // At cell zoom the cell's centre is the group; further out, squares of fractions of a degree.
  const groupBy =
    span === 1
      ? Prisma.sql`c.cell_latitude, c.cell_longitude`
      : Prisma.sql`floor(c.cell_latitude / ${height})::int, floor(c.cell_longitude / ${width})::int`;
  const rows = await db.$queryRaw<{ latitude: number; longitude: number; count: number; a: number; b: number; c: number; d: number }[]>`
    SELECT sum(c.cell_latitude * c.n) / sum(c.n) AS latitude, sum(c.cell_longitude * c.n) / sum(c.n) AS longitude,
           sum(c.n)::int AS count, min(c.cell_latitude) AS a, min(c.cell_longitude) AS b,
           max(c.cell_latitude) AS c, max(c.cell_longitude) AS d
    FROM (${source}) c
    WHERE c.cell_latitude BETWEEN ${box.minLatitude} AND ${box.maxLatitude}
      AND c.cell_longitude BETWEEN ${box.minLongitude} AND ${box.maxLongitude}
    GROUP BY ${groupBy}
    ORDER BY sum(c.n) DESC, min(c.cell_latitude), min(c.cell_longitude)
    LIMIT ${MAP_LIMITS.maxClusters + 1}`;
  const truncated = rows.length > MAP_LIMITS.maxClusters;
  return {
    clusters: rows.slice(0, MAP_LIMITS.maxClusters).map((row) => ({
      id: `${span}:${roundCoordinate(row.a)}:${roundCoordinate(row.b)}`,
      latitude: roundCoordinate(row.latitude),
      longitude: roundCoordinate(row.longitude),
      count: row.count,
      bbox: [roundCoordinate(row.b), roundCoordinate(row.a), roundCoordinate(row.d), roundCoordinate(row.c)],
    })),
    truncated,
  };
}

/**
 * The latest public catches whose cells' centres lie in the box (a cluster's `bbox`), newest catch first, as
 * everyone may see them: the area, never the point.
 */
export async function listCatchesInBox({ bbox, species, since }: FriendsMapQuery): Promise<{ reports: PublicReport[] }> {
  const speciesId = await speciesIdOf(species);
  const rows = await selectPublicReports(db, {
    where: Prisma.sql`r.cell_latitude BETWEEN ${bbox.minLatitude} AND ${bbox.maxLatitude}
      AND r.cell_longitude BETWEEN ${bbox.minLongitude} AND ${bbox.maxLongitude}
      AND r.position_precision <> 'hidden' ${filterSql(speciesId, since)}`,
    orderBy: Prisma.sql`r.fishing_date DESC, r.id DESC`,
    limit: MAP_CATCHES_MAX,
  });
  return { reports: rows.map(toPublicReport) };
}

function friendsOf(memberId: number): Prisma.Sql {
  return Prisma.sql`(
    SELECT f.addressee_id FROM friendships f WHERE f.requester_id = ${memberId} AND f.status = 'ACCEPTED'
    UNION ALL
    SELECT f.requester_id FROM friendships f WHERE f.addressee_id = ${memberId} AND f.status = 'ACCEPTED')`;
}

/**
 * The exact points a member may see in the box: their own catches and their friends' kept for friends, newest
 * catch first, at most 500.
 */
export async function listFriendPoints({
  viewer,
  query: { bbox, species, since },
}: {
  viewer: { id: number };
  query: FriendsMapQuery;
}): Promise<FriendsMapAnswer> {
  const speciesId = await speciesIdOf(species);
  const rows = await db.$queryRaw<FriendsMapAnswer["points"]>`
    SELECT r.id AS report_id, r.latitude::float8 AS latitude, r.longitude::float8 AS longitude, r.fish,
           r.fisher_name AS username, to_char(r.fishing_date, 'YYYY-MM-DD') AS fishing_date, (r.user_id = ${viewer.id}) AS own
    FROM reports r
    WHERE (r.user_id = ${viewer.id} OR (r.position_precision = 'friends' AND r.user_id IN ${friendsOf(viewer.id)}))
      ${boxSql(bbox)}
      ${filterSql(speciesId, since)}
    ORDER BY r.fishing_date DESC, r.id DESC
    LIMIT ${MAP_LIMITS.maxClusters + 1}`;
  return { points: rows.slice(0, MAP_LIMITS.maxClusters), truncated: rows.length > MAP_LIMITS.maxClusters };
}

function boxSql(bbox: BoundingBox): Prisma.Sql {
  return Prisma.sql`
    AND r.latitude BETWEEN ${bbox.minLatitude} AND ${bbox.maxLatitude}
    AND r.longitude BETWEEN ${bbox.minLongitude} AND ${bbox.maxLongitude}`;
}

/** Catches in the list beside the map, per page. */
export const MAP_LIST_PAGE_SIZE = 20;

/**
 * The latest catches with a position everyone may see (the area), newest catch first, a page at a time with the
 * report list's date cursor. A hand-edited cursor is a 400, which the page turns into page one.
 */
export async function listMapCatches(cursor: string | null): Promise<{ reports: PublicReport[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor, "date") : null;
  const rows = await selectPublicReports(db, {
    where: Prisma.sql`r.cell_latitude IS NOT NULL AND r.position_precision <> 'hidden'
      ${after ? Prisma.sql`AND (r.fishing_date, r.id) < (${after.key}::date, ${after.id})` : Prisma.empty}`,
    orderBy: Prisma.sql`r.fishing_date DESC, r.id DESC`,
    limit: MAP_LIST_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, MAP_LIST_PAGE_SIZE);
  const last = page.at(-1);
  return {
    reports: page.map(toPublicReport),
    nextCursor: rows.length > MAP_LIST_PAGE_SIZE && last ? encodeCursor({ sort: "date", key: last.fishing_date, id: last.id }) : null,
  };
}

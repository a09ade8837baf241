// Reading report rows and turning them into the shapes pages and the API hand out. Anonymity is decided by the
// privacy policy (lib/privacy/members.ts); public reads never even select the owner's username.
import "server-only";
import { Prisma } from "@/lib/db";
import { displayNameFor, reportOwnerId, revealsMember, seesMember, type Viewer } from "@/lib/privacy/members";
import { positionAudience, positionFor, publicPosition, type PositionPrecision, type ReportPosition } from "@/lib/privacy/positions";
import { friendOfOwnerSql } from "@/lib/reports/positions";
import type { PublicReport, ReportJson } from "@/lib/reports/types";

/** A Prisma client or an open transaction. */
export type Reader = Pick<Prisma.TransactionClient, "$queryRaw">;

/** One row as the public may see it. Numbers, dates and timestamps arrive as the strings the JSON carries. */
export type PublicReportRow = {
  id: number;
  user_id: number;
  owner_anonymous: boolean;
  /** the public name: the username, or 'anonym#007' for an anonymous member (kept by a trigger) */
  fisher_name: string;
  fish: string;
  weight: string;
  length: string;
  location: string;
  bait: string | null;
  method: string | null;
  notes: string | null;
  image: string | null;
  created_at: string;
  fishing_date: string;
  like_count: number;
  comment_count: number;
  species_slug: string | null;
  species_name: string | null;
  species_latin: string | null;
  released: boolean;
  is_big_fish: boolean;
  is_personal_best: boolean;
  position_precision: PositionPrecision;
  /** the centre of the position's grid cell; null without a position. The exact point is never selected here. */
  cell_latitude: number | null;
  cell_longitude: number | null;
};

/**
 * A row with the owner's real username and the exact position, for answers to a known viewer; `viewer_is_friend`
 * says whether the viewer asked for (SelectOptions.viewerId) is an accepted friend of the owner.
 */
export type ReportRow = PublicReportRow & {
  owner_username: string;
  latitude: number | null;
  longitude: number | null;
  viewer_is_friend: boolean;
};

// created_at is a UTC timestamp without zone (Prisma's DateTime), hence the literal Z.
const PUBLIC_COLUMNS = Prisma.sql`
  r.id, r.user_id, u.is_anonymous AS owner_anonymous, r.fisher_name,
  r.fish, r.weight::text AS weight, r.length::text AS length, r.location, r.bait, r.method, r.notes, r.image,
  to_char(r.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(r.fishing_date, 'YYYY-MM-DD') AS fishing_date,
  (SELECT count(*)::int FROM report_likes l WHERE l.report_id = r.id) AS like_count,
  (SELECT count(*)::int FROM comments c WHERE c.report_id = r.id AND c.deleted_at IS NULL) AS comment_count,
  sp.slug AS species_slug, sp.name AS species_name, sp.latin AS species_latin, r.released, r.is_personal_best,
  COALESCE(r.weight * 1000 >= sp.big_fish_min_grams, false) AS is_big_fish,
  r.position_precision::text AS position_precision, r.cell_latitude, r.cell_longitude`;

/** `extra`: more columns after the report's own (e.g. a search's rank, as `rank`). */
export type SelectOptions = { where?: Prisma.Sql; orderBy?: Prisma.Sql; limit?: number; extra?: Prisma.Sql };
/** selectReports also says whether this member is a friend of each report's owner (for the position). */
export type ViewerSelectOptions = SelectOptions & { viewerId?: number };

function query(columns: Prisma.Sql, { where, orderBy, limit, extra }: SelectOptions): Prisma.Sql {
  return Prisma.sql`
    SELECT ${columns}${extra ? Prisma.sql`, ${extra}` : Prisma.empty}
    FROM reports r JOIN users u ON u.id = r.user_id LEFT JOIN species sp ON sp.id = r.species_id
    ${where ? Prisma.sql`WHERE ${where}` : Prisma.empty}
    ${orderBy ? Prisma.sql`ORDER BY ${orderBy}` : Prisma.empty}
    ${limit !== undefined ? Prisma.sql`LIMIT ${limit}` : Prisma.empty}`;
}

/** The SQL of selectPublicReports (for the query-plan tests). */
export function publicReportsSql(options: SelectOptions): Prisma.Sql {
  return query(PUBLIC_COLUMNS, options);
}

/** SELECT … FROM reports r JOIN users u … with the given WHERE, ORDER BY and LIMIT, without any username. */
export function selectPublicReports(client: Reader, options: SelectOptions): Promise<PublicReportRow[]> {
  return client.$queryRaw<PublicReportRow[]>(publicReportsSql(options));
}

/** The same with the owner's username, for an answer to a known viewer. */
export function selectReports(client: Reader, { viewerId, ...options }: ViewerSelectOptions): Promise<ReportRow[]> {
  const friend = viewerId === undefined ? Prisma.sql`false` : friendOfOwnerSql(viewerId);
  return client.$queryRaw<ReportRow[]>(
    query(
      Prisma.sql`${PUBLIC_COLUMNS}, u.username AS owner_username,
        r.latitude::float8 AS latitude, r.longitude::float8 AS longitude, ${friend} AS viewer_is_friend`,
      options,
    ),
  );
}

function baseFields(row: PublicReportRow) {
  return {
    id: row.id,
    fish: row.fish,
    weight: row.weight,
    length: row.length,
    location: row.location,
    bait: row.bait,
    method: row.method,
    notes: row.notes,
    image: row.image,
    time: row.created_at,
    created_at: row.created_at,
    fishing_date: row.fishing_date,
    is_anonymous: row.owner_anonymous,
    like_count: row.like_count,
    comment_count: row.comment_count,
    species: row.species_slug ? { slug: row.species_slug, name: row.species_name ?? "", latin: row.species_latin ?? "" } : null,
    released: row.released,
    is_big_fish: row.is_big_fish,
    is_personal_best: row.is_personal_best,
  };
}

/**
 * The report as everyone may see it: the same for every viewer, so it can be cached. For an anonymous member
 * the name is 'anonym#007' and there is no user_id, so the profile link does not leave the server.
 */
export function toPublicReport(row: PublicReportRow): PublicReport {
  return {
    ...baseFields(row),
    user_id: row.owner_anonymous ? null : row.user_id,
    username: row.fisher_name,
    position: publicPosition(
      row.cell_latitude === null || row.cell_longitude === null
        ? null
        : { cellLatitude: row.cell_latitude, cellLongitude: row.cell_longitude, precision: row.position_precision },
    ),
  };
}

function viewerPosition(row: ReportRow, viewer: Viewer): ReportPosition | null {
  if (row.latitude === null || row.longitude === null || row.cell_latitude === null || row.cell_longitude === null) return null;
  return positionFor(
    {
      latitude: row.latitude,
      longitude: row.longitude,
      cellLatitude: row.cell_latitude,
      cellLongitude: row.cell_longitude,
      precision: row.position_precision,
    },
    positionAudience(row.user_id, viewer, row.viewer_is_friend),
  );
}

/**
 * The report as this viewer may see it: the member and admins see who is behind an anonymous report; the position
 * is as lib/privacy/positions.ts allows, so the row must come from selectReports with this viewer's id.
 */
export function toReportJson(row: ReportRow, viewer: Viewer): ReportJson {
  const owner = { id: row.user_id, username: row.owner_username, isAnonymous: row.owner_anonymous };
  return {
    ...baseFields(row),
    user_id: revealsMember(owner, viewer) ? row.user_id : null,
    username: displayNameFor(owner, viewer),
    position: viewerPosition(row, viewer),
    can_delete: seesMember(viewer, row.user_id),
  };
}

/**
 * The report as a member who is not an admin sees it, worked out from the report as everyone sees it (the cached
 * lists): the same answer as toReportJson. The owner sees more than everyone: their own id and username behind
 * their anonymous name, and the right to delete. `exact` holds the points this member may see
 * (lib/reports/positions.ts exactPositionsFor, one query for the whole page). Admins, who see every anonymous
 * member, are answered from the database.
 */
export function publicReportFor(
  report: PublicReport,
  viewer: { id: number; username: string; isAdmin: false },
  exact: ReadonlyMap<number, ReportPosition> = new Map(),
): ReportJson {
  const position = exact.get(report.id) ?? report.position;
  const own = reportOwnerId(report) === viewer.id;
  if (!own) return { ...report, position, can_delete: false };
  return { ...report, user_id: viewer.id, username: viewer.username, position, can_delete: true };
}

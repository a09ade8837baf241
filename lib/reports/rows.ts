// Reading report rows for a known viewer and turning them into the shapes the API hands out. The public row and
// its shape are in lib/report-rows/public.ts; anonymity is decided by the privacy policy (lib/privacy/members.ts).
import "server-only";
import { Prisma } from "@/lib/db";
import { displayNameFor, reportOwnerId, revealsMember, seesMember, type Viewer } from "@/lib/privacy/members";
import { positionAudience, positionFor, type ReportPosition } from "@/lib/privacy/positions";
import { baseFields, PUBLIC_COLUMNS, reportQuery, type PublicReportRow, type Reader, type SelectOptions } from "@/lib/report-rows/public";
import type { PublicReport, ReportJson } from "@/lib/report-rows/types";
import { friendOfOwnerSql } from "@/lib/reports/positions";

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

/** selectReports also says whether this member is a friend of each report's owner (for the position). */
export type ViewerSelectOptions = SelectOptions & { viewerId?: number };

/** The SQL of selectReports, for a statement that reads its reports from elsewhere (SelectOptions.source). */
export function viewerReportsSql({ viewerId, ...options }: ViewerSelectOptions): Prisma.Sql {
  const friend = viewerId === undefined ? Prisma.sql`false` : friendOfOwnerSql(viewerId);
  return reportQuery(
    Prisma.sql`${PUBLIC_COLUMNS}, u.username AS owner_username,
      r.latitude::float8 AS latitude, r.longitude::float8 AS longitude, ${friend} AS viewer_is_friend`,
    options,
  );
}

/** selectPublicReports' row plus the owner's username and exact position, for an answer to a known viewer. */
export function selectReports(client: Reader, options: ViewerSelectOptions): Promise<ReportRow[]> {
  return client.$queryRaw<ReportRow[]>(viewerReportsSql(options));
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

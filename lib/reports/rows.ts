// Reading report rows and turning them into ReportJson: the one place the anonymity rule is applied to reports.
import "server-only";
import { Prisma } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { anonymousDisplayName } from "@/lib/profiles/display-name";
import type { ReportJson } from "@/lib/reports/types";

/** A Prisma client or an open transaction. */
export type Reader = Pick<Prisma.TransactionClient, "$queryRaw">;

/** One row as selected below. Numbers, dates and timestamps arrive as the strings the JSON carries. */
export type ReportRow = {
  id: number;
  user_id: number;
  /** the real username: used only when the viewer may see it */
  owner_username: string;
  owner_anonymous: boolean;
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
};

// created_at is a UTC timestamp without zone (Prisma's DateTime), hence the literal Z.
const COLUMNS = Prisma.sql`
  r.id, r.user_id, u.username AS owner_username, u.is_anonymous AS owner_anonymous, r.fisher_name,
  r.fish, r.weight::text AS weight, r.length::text AS length, r.location, r.bait, r.method, r.notes, r.image,
  to_char(r.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(r.fishing_date, 'YYYY-MM-DD') AS fishing_date,
  (SELECT count(*)::int FROM report_likes l WHERE l.report_id = r.id) AS like_count`;

/** SELECT … FROM reports r JOIN users u … with the given WHERE, ORDER BY and LIMIT. */
export function selectReports(
  client: Reader,
  { where, orderBy, limit }: { where?: Prisma.Sql; orderBy?: Prisma.Sql; limit?: number },
): Promise<ReportRow[]> {
  return client.$queryRaw<ReportRow[]>`
    SELECT ${COLUMNS}
    FROM reports r JOIN users u ON u.id = r.user_id
    ${where ? Prisma.sql`WHERE ${where}` : Prisma.empty}
    ${orderBy ? Prisma.sql`ORDER BY ${orderBy}` : Prisma.empty}
    ${limit !== undefined ? Prisma.sql`LIMIT ${limit}` : Prisma.empty}`;
}

/** Whether the viewer may see who is behind an anonymous member's reports: the member and admins. */
export function seesOwner(viewer: SessionUser | null, ownerId: number): boolean {
  return !!viewer && (viewer.id === ownerId || viewer.isAdmin);
}

/**
 * The report as this viewer may see it. For an anonymous member everyone but the member and admins gets the
 * 'anonym#007' name and no user_id, so neither the username nor the profile link leaves the server.
 */
export function toReportJson(row: ReportRow, viewer: SessionUser | null): ReportJson {
  const revealed = !row.owner_anonymous || seesOwner(viewer, row.user_id);
  return {
    id: row.id,
    user_id: revealed ? row.user_id : null,
    username: revealed ? row.owner_username : anonymousDisplayName(row.user_id),
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
    can_delete: seesOwner(viewer, row.user_id),
  };
}

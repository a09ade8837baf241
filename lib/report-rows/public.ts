// A catch report as the public may see it: the row select and the shape every domain that lists reports uses
// (reports, species, profiles, the map, statistics, share cards). Anonymity is decided by the privacy policy
// (lib/privacy/members.ts); public reads never even select the owner's username.
import "server-only";
import { driverRead, isoText, Prisma, type DriverQuery } from "@/lib/db";
import { publicPosition, type PositionPrecision } from "@/lib/privacy/positions";
import type { PublicReport } from "@/lib/report-rows/types";

/** A Prisma client or an open transaction. */
export type Reader = Pick<Prisma.TransactionClient, "$queryRaw">;

/**
 * A Reader whose statements run through `query`, called as a tagged template or with a Prisma.sql query: the pool
 * (driverRead) or a driver transaction's connection (lib/db.ts driverTransaction).
 */
export function readerOn(query: DriverQuery): Reader {
  const run = (first: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) => {
    const statement = Array.isArray(first) ? Prisma.sql(first as TemplateStringsArray, ...values) : (first as Prisma.Sql);
    return query(statement.text, statement.values);
  };
  return { $queryRaw: run as unknown as Reader["$queryRaw"] };
}

/**
 * The same reads straight through the driver, for the public columns only: they are text, numbers and booleans,
 * which both read alike. A first read of a report page spent about a twentieth of its time in Prisma's query work
 * for its one query (docs/performance.md, "The long tail").
 */
export const viaDriver: Reader = readerOn((text, values) => driverRead(text, values ?? []));

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
  /** HH:MM, or null */
  catch_time: string | null;
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

export const PUBLIC_COLUMNS = Prisma.sql`
  r.id, r.user_id, u.is_anonymous AS owner_anonymous, r.fisher_name,
  r.fish, r.weight::text AS weight, r.length::text AS length, r.location, r.bait, r.method, r.notes, r.image,
  ${isoText(Prisma.sql`r.created_at`)} AS created_at,
  to_char(r.fishing_date, 'YYYY-MM-DD') AS fishing_date, to_char(r.catch_time, 'HH24:MI') AS catch_time,
  (SELECT count(*)::int FROM report_likes l WHERE l.report_id = r.id) AS like_count,
  (SELECT count(*)::int FROM comments c WHERE c.report_id = r.id AND c.deleted_at IS NULL) AS comment_count,
  sp.slug AS species_slug, sp.name AS species_name, sp.latin AS species_latin, r.released, r.is_personal_best,
  COALESCE(r.weight * 1000 >= sp.big_fish_min_grams, false) AS is_big_fish,
  r.position_precision::text AS position_precision, r.cell_latitude, r.cell_longitude`;

/**
 * `extra`: more columns after the report's own (e.g. a search's rank, as `rank`); `offset`: rows skipped first.
 * `source`: where the reports are read from instead of the table, such as a statement's own
 * `WITH posted AS (INSERT … RETURNING *)`.
 */
export type SelectOptions = { where?: Prisma.Sql; orderBy?: Prisma.Sql; limit?: number; offset?: number; extra?: Prisma.Sql; source?: Prisma.Sql };

/** SELECT columns FROM reports r JOIN users u LEFT JOIN species sp, with the given WHERE, ORDER BY and LIMIT. */
export function reportQuery(columns: Prisma.Sql, { where, orderBy, limit, offset, extra, source }: SelectOptions): Prisma.Sql {
  return Prisma.sql`
    SELECT ${columns}${extra ? Prisma.sql`, ${extra}` : Prisma.empty}
    FROM ${source ?? Prisma.sql`reports`} r JOIN users u ON u.id = r.user_id LEFT JOIN species sp ON sp.id = r.species_id
    ${where ? Prisma.sql`WHERE ${where}` : Prisma.empty}
    ${orderBy ? Prisma.sql`ORDER BY ${orderBy}` : Prisma.empty}
    ${limit !== undefined ? Prisma.sql`LIMIT ${limit}` : Prisma.empty}
    ${offset ? Prisma.sql`OFFSET ${offset}` : Prisma.empty}`;
}

/** The SQL of selectPublicReports (for the query-plan tests). */
export function publicReportsSql(options: SelectOptions): Prisma.Sql {
  return reportQuery(PUBLIC_COLUMNS, options);
}

/** SELECT … FROM reports r JOIN users u … with the given WHERE, ORDER BY and LIMIT, without any username. */
export function selectPublicReports(client: Reader, options: SelectOptions): Promise<PublicReportRow[]> {
  return client.$queryRaw<PublicReportRow[]>(publicReportsSql(options));
}

/** The fields every viewer sees alike. */
export function baseFields(row: PublicReportRow) {
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
    // Only when the member gave one, so answers without it stay as the spec words them.
    ...(row.catch_time ? { catch_time: row.catch_time } : {}),
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

// Reading a catch's conditions as a viewer may see them. The place is the area everyone may see; the SMHI
// station, which sits near the spot, is named only to a viewer who may see the exact position, and a catch whose
// position is hidden shows its conditions to its owner alone (lib/privacy/positions.ts).
import "server-only";
import { Prisma } from "@/lib/db";
import { viaDriver } from "@/lib/report-rows/public";
import { CONDITION_VALUES, type ConditionValues } from "@/lib/conditions/fields";
import { catchInstant } from "@/lib/conditions/catch-time";
import { sunMoonAt } from "@/lib/conditions/sun-moon";
import type { ConditionsStatus, ConditionsView } from "@/lib/conditions/types";
import { positionAudience, seesExactPosition, type PositionPrecision } from "@/lib/privacy/positions";

type Row = {
  id: number;
  user_id: number;
  position_precision: PositionPrecision;
  cell_latitude: number | null;
  cell_longitude: number | null;
  fishing_date: string;
  catch_time: string | null;
  friend: boolean;
  status: string | null;
  stations: Record<string, { name: string; km: number }> | null;
  member_fields: string[] | null;
} & Record<ConditionValue, number | null>;

type ConditionValue = (typeof CONDITION_VALUES)[number];

const friendSql = (viewerId: number | null) =>
  viewerId === null
    ? Prisma.sql`false`
    : Prisma.sql`EXISTS (SELECT 1 FROM friendships f WHERE f.status = 'ACCEPTED'
        AND ((f.requester_id = r.user_id AND f.addressee_id = ${viewerId}) OR (f.requester_id = ${viewerId} AND f.addressee_id = r.user_id)))`;

// Through the driver: every first read of a report page asks, and Prisma's query work for this one statement was
// about 3 % of the server's time on such reads. Its columns are numbers, text, a boolean, JSON and a text array.
async function readRow(reportId: number, viewerId: number | null): Promise<Row | null> {
  const [row] = await viaDriver.$queryRaw<Row[]>`
    SELECT r.id, r.user_id, r.position_precision::text AS position_precision, r.cell_latitude, r.cell_longitude,
           to_char(r.fishing_date, 'YYYY-MM-DD') AS fishing_date, to_char(r.catch_time, 'HH24:MI') AS catch_time,
           ${friendSql(viewerId)} AS friend,
           c.status, c.stations, c.member_fields,
           c.air_temperature::float8 AS "airTemperature", c.wind_speed::float8 AS "windSpeed",
           c.wind_direction::int AS "windDirection", c.pressure::float8 AS pressure,
           c.pressure_trend::float8 AS "pressureTrend", c.cloud_cover::int AS "cloudCover",
           c.precipitation::float8 AS precipitation, c.water_temperature::float8 AS "waterTemperature"
    FROM reports r JOIN users u ON u.id = r.user_id LEFT JOIN report_conditions c ON c.report_id = r.id
    -- A pending child's catch does not exist for anyone but the child's parent (lib/privacy/members.ts).
    WHERE r.id = ${reportId} AND u.consent_status <> 'PENDING'`;
  return row ?? null;
}

const roundTo = (value: number | null, decimals: number) => (value === null ? null : Math.round(value * 10 ** decimals) / 10 ** decimals);

/**
 * The conditions of a report as this viewer may see them; null when the report is missing or the viewer may see
 * nothing of where it was made. `viewer` null is everyone at once (the cached page).
 */
export async function getConditionsFor({ viewer, reportId }: { viewer: { id: number } | null; reportId: number }): Promise<ConditionsView | null> {
  const row = await readRow(reportId, viewer?.id ?? null);
  if (!row) return null;
  const audience = positionAudience(row.user_id, viewer, row.friend);
  if (row.position_precision === "hidden" && audience !== "owner") return null;
  const exact = seesExactPosition(row.position_precision, audience) && row.cell_latitude !== null;
  const values = Object.fromEntries(
    CONDITION_VALUES.map((field) => [field, roundTo(row[field], field === "pressure" || field === "pressureTrend" ? 1 : 1)]),
  ) as ConditionValues;
  const hasPlace = row.cell_latitude !== null && row.cell_longitude !== null;
  const status: ConditionsStatus = !hasPlace ? "none" : ((row.status as ConditionsStatus | null) ?? "pending");
  return {
    reportId: row.id,
    status,
    values,
    memberFields: row.member_fields ?? [],
    sunMoon: hasPlace ? sunMoonAt(catchInstant(row.fishing_date, row.catch_time), row.cell_latitude!, row.cell_longitude!) : null,
    catchTime: row.catch_time,
    stations: exact && row.stations
      ? Object.entries(row.stations)
          .filter(([field]) => !(row.member_fields ?? []).includes(field))
          .map(([field, station]) => ({ field, name: station.name, km: station.km }))
      : null,
    canEdit: audience === "owner",
  };
}

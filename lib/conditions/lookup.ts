// Looks up one catch's weather at SMHI and stores it, never over a value its owner set. Runs in the background
// (lib/conditions/queue.ts), never in the request that posts the catch.
import "server-only";
import { db, Prisma } from "@/lib/db";
import { isMissingReference } from "@/lib/db-errors";
import { expireTags } from "@/lib/cache/invalidate";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { catchInstant } from "@/lib/conditions/catch-time";
import { SmhiGarbageError, SmhiUnavailableError, type SmhiSettings } from "@/lib/conditions/smhi/fetch";
import { hourKey, METOBS_PARAMETERS, observationsFor, periodFor, stationsFor, type ConditionField } from "@/lib/conditions/smhi/metobs";
import { nearestStation } from "@/lib/conditions/smhi/nearest";
import { smhiSettings } from "@/lib/conditions/smhi/settings";
import { calmLog } from "@/lib/conditions/calm-log";

/** After this many tries with SMHI down, a catch stays without looked-up weather. */
const MAX_ATTEMPTS = 8;
/** The first wait after SMHI was down; each next one doubles, up to six hours. */
const RETRY_MINUTES = 5;

/** After SMHI was found down, lookups wait this long before asking it again (a circuit breaker). */
const DOWN_PAUSE_MS = 60_000;
let downUntil = 0;

/** For tests: forget that SMHI was down. */
export function resetSmhiPause(): void {
  downUntil = 0;
}

export type LookupOutcome = "done" | "pending" | "failed" | "gone";

type StationNote = { id: string; name: string; km: number };

type Found = Partial<Record<ConditionField | "pressureTrend", number>> & { stations: Record<string, StationNote> };

/**
 * Where the lookup looks: the centre of the catch's 10 km cell, the area everyone may see, so neither the values
 * nor the station can tell more about the spot than the area does.
 */
async function readTarget(reportId: number) {
  const [row] = await db.$queryRaw<{ user_id: number; cell_latitude: number | null; cell_longitude: number | null; fishing_date: string; catch_time: string | null }[]>`
    SELECT user_id, cell_latitude, cell_longitude, to_char(fishing_date, 'YYYY-MM-DD') AS fishing_date, to_char(catch_time, 'HH24:MI') AS catch_time
    FROM reports WHERE id = ${reportId}`;
  return row ?? null;
}

/** The hour SMHI's hourly values stand for: the catch's instant rounded to the nearest full hour. */
function observationHour(instant: Date): Date {
  return new Date(Math.round(instant.getTime() / 3_600_000) * 3_600_000);
}

async function findWeather(place: { latitude: number; longitude: number }, hour: Date, settings: SmhiSettings): Promise<Found> {
  const found: Found = { stations: {} };
  const period = periodFor(hour);
  for (const [field, parameter] of Object.entries(METOBS_PARAMETERS) as [ConditionField, number][]) {
    const nearest = nearestStation(await stationsFor(parameter, settings), place, hour);
    if (!nearest) continue;
    const values = await observationsFor({ parameter, station: nearest.station.id, period, needed: hour }, settings);
    const value = values[hourKey(hour)];
    if (value === undefined) continue;
    found[field] = value;
    found.stations[field] = { id: nearest.station.id, name: nearest.station.name, km: Math.round(nearest.km) };
    if (field === "pressure") {
      const before = values[hourKey(new Date(hour.getTime() - 3 * 3_600_000))];
      if (before !== undefined) found.pressureTrend = Math.round((value - before) * 10) / 10;
    }
  }
  return found;
}

const COLUMN: Record<ConditionField | "pressureTrend", string> = {
  airTemperature: "airTemperature",
  windDirection: "windDirection",
  windSpeed: "windSpeed",
  precipitation: "precipitation",
  pressure: "pressure",
  pressureTrend: "pressureTrend",
  cloudCover: "cloudCover",
};

/** The looked-up values as columns, leaving out every value the member set. */
function lookedUpColumns(found: Found | null, memberFields: readonly string[]) {
  const columns: Record<string, number | null> = {};
  for (const field of Object.keys(COLUMN) as (keyof typeof COLUMN)[]) {
    if (memberFields.includes(field)) continue;
    const value = found?.[field];
    columns[field] = value === undefined ? null : field === "windDirection" || field === "cloudCover" ? Math.round(value) : value;
  }
  return columns;
}

/**
 * Looks up and stores one catch's weather. SMHI down: tried again later; garbage: none, and one calm log line. A catch
 * deleted while its weather was being looked up is simply gone: there is nothing to store the weather on.
 */
export async function lookupConditions(reportId: number, settings: SmhiSettings = smhiSettings()): Promise<LookupOutcome> {
  try {
    return await lookUp(reportId, settings);
  } catch (error) {
    if (isMissingReference(error)) return "gone";
    throw error;
  }
}

async function lookUp(reportId: number, settings: SmhiSettings): Promise<LookupOutcome> {
  // While SMHI is known to be down, a catch costs nothing: without a row (or with its lease) the sweep brings it back.
  if (Date.now() < downUntil) return "pending";
  const target = await readTarget(reportId);
  if (!target) return "gone";
  const existing = await db.reportConditions.findUnique({ where: { reportId }, select: { memberFields: true, attempts: true } });
  const memberFields = existing?.memberFields ?? [];
  const instant = catchInstant(target.fishing_date, target.catch_time);
  const hour = observationHour(instant);

  // `failedTry`: SMHI was down; waiting for an hour not measured yet is no failure and counts no attempt.
  const save = async (status: string, found: Found | null, retryAt?: Date, failedTry = false) => {
    const data = {
      status,
      lookedUpAt: new Date(),
      // A lookup that settles replaces every looked-up value and its stations (a moved catch keeps none of the old).
      ...(status === "pending" ? {} : { ...lookedUpColumns(found, memberFields), stations: found ? found.stations : Prisma.DbNull }),
      ...(retryAt ? { nextAttemptAt: retryAt } : {}),
      attempts: failedTry ? (existing?.attempts ?? 0) + 1 : status === "pending" ? (existing?.attempts ?? 0) : 0,
    };
    await db.reportConditions.upsert({ where: { reportId }, create: { reportId, ...data }, update: data });
    // The catch's page, and its owner's patterns, which count its weather.
    expireTags([CACHE_TAGS.report(reportId), CACHE_TAGS.patterns(target.user_id)]);
  };

  if (target.cell_latitude === null || target.cell_longitude === null) {
    await save("done", null);
    return "done";
  }
  // An hour not yet measured (a catch logged ahead, or this very hour): look again once SMHI has it.
  if (hour.getTime() > Date.now() - 3_600_000) {
    await save("pending", null, new Date(Math.max(hour.getTime() + 90 * 60_000, Date.now() + 10 * 60_000)));
    return "pending";
  }
  try {
    const found = await findWeather({ latitude: target.cell_latitude, longitude: target.cell_longitude }, hour, settings);
    await save("done", found);
    calmLog.recovered();
    return "done";
  } catch (error) {
    if (error instanceof SmhiGarbageError) {
      calmLog.once("garbage", `[conditions] SMHI answered in a shape it does not document; catches stay without weather (${error.message})`);
      await save("failed", null);
      return "failed";
    }
    if (error instanceof SmhiUnavailableError) {
      downUntil = Date.now() + DOWN_PAUSE_MS;
      calmLog.once("down", `[conditions] SMHI cannot be reached; catches get their weather when it is back (${error.message})`);
      const attempts = (existing?.attempts ?? 0) + 1;
      if (attempts >= MAX_ATTEMPTS) {
        await save("failed", null);
        return "failed";
      }
      const wait = Math.min(RETRY_MINUTES * 2 ** (attempts - 1), 360) * 60_000;
      await save("pending", null, new Date(Date.now() + wait), true);
      return "pending";
    }
    throw error;
  }
}

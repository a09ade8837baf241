// SMHI's point forecast (pmp3g, version 2), as documented: GET
// {base}/category/pmp3g/version/2/geotype/point/lon/{lon}/lat/{lat}/data.json → { approvedTime, referenceTime,
// geometry, timeSeries: [{ validTime, parameters: [{ name, levelType, level, unit, values: [n] }] }] }, with
// msl (hPa), t (°C), ws (m/s), wd (degrees), tcc_mean (octas) and pmean (mm/h). Kept per 10 km grid cell and hour
// in smhi_fetches, so a town asked for a thousand times an hour costs SMHI one request.
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { cellOf } from "@/lib/geo/grid";
import { fetchSmhiJson, SmhiGarbageError, SmhiUnavailableError, type SmhiSettings } from "@/lib/conditions/smhi/fetch";

export type ForecastHour = {
  at: string;
  pressure: number | null;
  temperature: number | null;
  windSpeed: number | null;
  windDirection: number | null;
  /** percent */
  cloudCover: number | null;
  /** mm in the hour */
  precipitation: number | null;
};

const forecastSchema = z.object({
  timeSeries: z.array(
    z.object({
      validTime: z.string(),
      parameters: z.array(z.object({ name: z.string(), values: z.array(z.number()) })),
    }),
  ),
});

function parse(body: unknown): ForecastHour[] {
  const parsed = forecastSchema.safeParse(body);
  if (!parsed.success) throw new SmhiGarbageError("the point forecast is not the documented shape");
  return parsed.data.timeSeries.map((entry) => {
    const value = (name: string) => entry.parameters.find((p) => p.name === name)?.values[0] ?? null;
    const octas = value("tcc_mean");
    return {
      at: new Date(entry.validTime).toISOString(),
      pressure: value("msl"),
      temperature: value("t"),
      windSpeed: value("ws"),
      windDirection: value("wd"),
      cloudCover: octas === null ? null : Math.round((octas / 8) * 100),
      precipitation: value("pmean"),
    };
  });
}

/** How long a page waits for a forecast it starts fetching; past it the page goes on without, the fetch finishes for the next. */
export const FORECAST_WAIT_MS = 1500;
/** After SMHI failed, how long pages go on without asking it again. */
export const FORECAST_PAUSE_MS = 60_000;

/**
 * Forecasts this process has read or fetched, by cell and hour. A kept forecast is the same for its whole hour, so a
 * page asks the database for it once per process and hour instead of on every first read (each was a query and the
 * forecast's JSON read again). The latest READ_KEPT are kept: a few hundred towns and positions in an hour.
 */
const readForecasts = new Map<string, ForecastHour[]>();
const READ_KEPT = 500;

function remember(key: string, hours: ForecastHour[]): ForecastHour[] {
  if (readForecasts.size >= READ_KEPT) readForecasts.delete(readForecasts.keys().next().value!);
  readForecasts.set(key, hours);
  return hours;
}

/** Fetches in progress, one per cell and hour however many pages ask at once. */
const inFlight = new Map<string, Promise<ForecastHour[]>>();
let pausedUntil = 0;

async function fetchAndKeep(key: string, cell: ReturnType<typeof cellOf>, settings: SmhiSettings): Promise<ForecastHour[]> {
  const { latitude, longitude } = cell.centre;
  const url = `${settings.forecastUrl}/category/pmp3g/version/2/geotype/point/lon/${longitude.toFixed(4)}/lat/${latitude.toFixed(4)}/data.json`;
  const body = await fetchSmhiJson(url, settings);
  if (body === null) throw new SmhiGarbageError("no forecast for this point");
  const hours = parse(body);
  await db.smhiFetch.upsert({ where: { key }, create: { key, data: hours }, update: { data: hours, fetchedAt: new Date() } });
  remember(key, hours);
  // Older hours of any cell are of no use: drop them now and then, not on every read.
  if (Math.random() < 0.05) await db.smhiFetch.deleteMany({ where: { key: { startsWith: "forecast:" }, fetchedAt: { lt: new Date(Date.now() - 2 * 3_600_000) } } });
  return hours;
}

/**
 * The forecast for the grid cell around a place: from the cache when fetched this hour, else from SMHI. A person
 * waits on the page that asks, so the page that starts a fetch waits at most `waitMs` for it, a page that finds one
 * running does not wait at all, and for FORECAST_PAUSE_MS after SMHI failed no page asks it (SmhiUnavailableError:
 * the page shows sun and moon only). The fetch itself runs on with its own time limit and retries, and keeps
 * what it gets for the next reader.
 */
export async function forecastFor(
  place: { latitude: number; longitude: number },
  settings: SmhiSettings,
  { waitMs = FORECAST_WAIT_MS }: { waitMs?: number } = {},
): Promise<ForecastHour[]> {
  const cell = cellOf(place);
  const hour = new Date().toISOString().slice(0, 13);
  const key = `forecast:${cell.row}:${cell.column}:${hour}`;
  const known = readForecasts.get(key);
  if (known) return known;
  const kept = await db.smhiFetch.findUnique({ where: { key }, select: { data: true } });
  if (kept) return remember(key, kept.data as ForecastHour[]);
  if (Date.now() < pausedUntil) throw new SmhiUnavailableError("SMHI's forecast failed a moment ago");
  const running = inFlight.get(key);
  if (running) throw new SmhiUnavailableError("the forecast is being fetched for an earlier reader");
  const fetching = fetchAndKeep(key, cell, settings)
    .catch((error: unknown) => {
      if (error instanceof SmhiUnavailableError) pausedUntil = Date.now() + FORECAST_PAUSE_MS;
      throw error;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, fetching);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SmhiUnavailableError(`no forecast within ${waitMs} ms; it is kept for the next reader`)), waitMs);
  });
  // The fetch's own failure is handled above for the pause; a page that stopped waiting must not leave it unhandled.
  fetching.catch(() => {});
  try {
    return await Promise.race([fetching, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Forgets a pause after a failure (tests). */
export function resetForecastPause(): void {
  pausedUntil = 0;
}

/** Forgets the forecasts this process has read, as a process that has just started (tests). */
export function forgetReadForecasts(): void {
  readForecasts.clear();
}

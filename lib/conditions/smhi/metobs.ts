// SMHI's meteorological observations (metobs, API version 1.0), as documented at
// https://opendata-download-metobs.smhi.se/api: a parameter's stations (parameter/{p}.json → station[] with key,
// name, latitude, longitude, active, from, to) and a station's values for a period
// (parameter/{p}/station/{s}/period/{period}/data.json → value[] with date in ms UTC, value as text, quality).
// Each answer is kept in smhi_fetches, so many catches cost one fetch per station, parameter and period.
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { fetchSmhiJson, fetchSmhiText, SmhiGarbageError, type SmhiSettings } from "@/lib/conditions/smhi/fetch";

export { METOBS_PARAMETERS, type ConditionField } from "@/lib/conditions/smhi/metobs-parameters";

export const METOBS_PERIODS = ["latest-day", "latest-months", "corrected-archive"] as const;
export type MetobsPeriod = (typeof METOBS_PERIODS)[number];

import type { Station } from "@/lib/conditions/smhi/nearest";

export type { Station };

const stationListSchema = z.object({
  station: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      from: z.number().optional(),
      to: z.number().optional(),
    }),
  ),
});

const dataSchema = z.object({
  value: z.nullable(z.array(z.object({ date: z.number(), value: z.string(), quality: z.string().optional() }))),
});

/** Observations by hour: "YYYY-MM-DDTHH" (UTC) → value. */
export type HourlyValues = Record<string, number>;

export const hourKey = (instant: Date) => instant.toISOString().slice(0, 13);

/** How long a kept station list is trusted. */
const STATION_LIST_DAYS = 7;

type Kept = { fetchedAt: Date; data: unknown };

/**
 * The kept answers this process read last, in front of smhi_fetches: a lookup reads six of them (a station's
 * months are some 3,000 values), and reading them from the database for every catch cost more than the catch.
 */
const memory = new Map<string, Kept>();
const MEMORY_ENTRIES = 400;

async function readKept(key: string): Promise<Kept | null> {
  const hit = memory.get(key);
  if (hit) return hit;
  const row = await db.smhiFetch.findUnique({ where: { key }, select: { fetchedAt: true, data: true } });
  if (row) remember(key, row);
  return row;
}

function remember(key: string, kept: Kept): void {
  memory.delete(key);
  memory.set(key, kept);
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
}

/** For tests, which empty the database between them: forget what this process keeps. */
export function forgetKeptAnswers(): void {
  memory.clear();
}

/** A parameter's stations, from the cache or SMHI. */
export async function stationsFor(parameter: number, settings: SmhiSettings): Promise<Station[]> {
  const key = `stations:${parameter}`;
  const kept = await readKept(key);
  if (kept && Date.now() - kept.fetchedAt.getTime() < STATION_LIST_DAYS * 86_400_000) return kept.data as Station[];
  return shared(key, () => fetchStations(parameter, key, settings));
}

async function fetchStations(parameter: number, key: string, settings: SmhiSettings): Promise<Station[]> {
  const body = await fetchSmhiJson(`${settings.metobsUrl}/version/1.0/parameter/${parameter}.json`, settings);
  if (body === null) return [];
  const parsed = stationListSchema.safeParse(body);
  if (!parsed.success) throw new SmhiGarbageError(`station list of parameter ${parameter} is not the documented shape`);
  const stations: Station[] = parsed.data.station.map((s) => ({
    id: s.key,
    name: s.name,
    latitude: s.latitude,
    longitude: s.longitude,
    from: s.from ?? 0,
    to: s.to ?? Number.MAX_SAFE_INTEGER,
  }));
  await keep(key, stations);
  return stations;
}

/** Which period holds an hour, seen from now: the last day, the last months, or the quality-checked archive. */
export function periodFor(instant: Date, now = new Date()): MetobsPeriod {
  const age = now.getTime() - instant.getTime();
  if (age < 20 * 3_600_000) return "latest-day";
  if (age < 90 * 86_400_000) return "latest-months";
  return "corrected-archive";
}

/**
 * A station's hourly values for a period. A kept fetch serves every hour up to an hour before it was made; a later
 * hour fetches again (and replaces it). The corrected archive is SMHI's CSV; the others are JSON.
 */
export async function observationsFor(
  { parameter, station, period, needed }: { parameter: number; station: string; period: MetobsPeriod; needed: Date },
  settings: SmhiSettings,
): Promise<HourlyValues> {
  const key = `obs:${parameter}:${station}:${period}`;
  const kept = await readKept(key);
  if (kept && kept.fetchedAt.getTime() - 3_600_000 >= needed.getTime()) return kept.data as HourlyValues;
  const base = `${settings.metobsUrl}/version/1.0/parameter/${parameter}/station/${station}/period/${period}`;
  return shared(key, async () => {
    const values = period === "corrected-archive" ? await archiveValues(`${base}/data.csv`, settings) : await jsonValues(`${base}/data.json`, settings);
    await keep(key, values);
    return values;
  });
}

const inflight = new Map<string, Promise<unknown>>();

/** Lookups running side by side that need the same answer wait for one fetch, not one each. */
function shared<T>(key: string, fetchOnce: () => Promise<T>): Promise<T> {
  const running = inflight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const started = fetchOnce().finally(() => inflight.delete(key));
  inflight.set(key, started);
  return started;
}

async function jsonValues(url: string, settings: SmhiSettings): Promise<HourlyValues> {
  const body = await fetchSmhiJson(url, settings);
  if (body === null) return {};
  const parsed = dataSchema.safeParse(body);
  if (!parsed.success) throw new SmhiGarbageError(`observations at ${url} are not the documented shape`);
  const values: HourlyValues = {};
  for (const row of parsed.data.value ?? []) {
    const value = Number(row.value);
    if (Number.isFinite(value)) values[hourKey(new Date(row.date))] = value;
  }
  return values;
}

// The archive's rows: "Datum;Tid (UTC);Värde;Kvalitet" after a header of station and parameter lines.
const ARCHIVE_ROW = /^(\d{4}-\d{2}-\d{2});(\d{2}):\d{2}:\d{2};(-?\d+(?:\.\d+)?);/;

async function archiveValues(url: string, settings: SmhiSettings): Promise<HourlyValues> {
  const text = await fetchSmhiText(url, settings);
  if (text === null) return {};
  const values: HourlyValues = {};
  for (const line of text.split(/\r?\n/)) {
    const match = ARCHIVE_ROW.exec(line);
    if (match) values[`${match[1]}T${match[2]}`] = Number(match[3]);
  }
  return values;
}

async function keep(key: string, data: object): Promise<void> {
  const fetchedAt = new Date();
  await db.smhiFetch.upsert({ where: { key }, create: { key, data, fetchedAt }, update: { data, fetchedAt } });
  remember(key, { fetchedAt, data });
}

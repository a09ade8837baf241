// /fiskevader: the next seven days at a place, from SMHI's point forecast and the sun and moon, each day scored by
// what the community's catches of the chosen species show (lib/conditions/scoring.ts). With the forecast out of
// reach the days still have their sun, moon and solunar periods, and say so plainly.
import "server-only";
import { catchInstant, stockholmClock } from "@/lib/conditions/catch-time";
import { getCachedSpeciesPatterns } from "@/lib/conditions/cached";
import { pressureTrendOf, type PressureTrend } from "@/lib/conditions/fields";
import { TREND_LABELS, type Patterns } from "@/lib/conditions/pattern-types";
import { scoreDay, type Factor } from "@/lib/conditions/scoring";
import { forecastFor, type ForecastHour } from "@/lib/conditions/smhi/forecast";
import { SmhiGarbageError, SmhiUnavailableError } from "@/lib/conditions/smhi/fetch";
import { smhiSettings } from "@/lib/conditions/smhi/settings";
import { calmLog } from "@/lib/conditions/calm-log";
import { MOON_PHASES, solunarPeriods, sunMoonAt, type SunMoon } from "@/lib/conditions/sun-moon";
import type { FishingPlace } from "@/lib/conditions/schemas-fiskevader";

export type DayWeather = {
  minTemperature: number;
  maxTemperature: number;
  windSpeed: number;
  /** hPa over the three hours 09–12 */
  pressureChange: number | null;
  pressureTrend: PressureTrend | null;
  cloudCover: number | null;
  precipitation: number;
};

export type FishingDay = {
  date: string;
  sunMoon: SunMoon;
  solunar: { kind: "major" | "minor"; label: string; start: string; end: string }[];
  weather: DayWeather | null;
  score: number | null;
  reasons: string[];
};

export type FishingWeather = { place: FishingPlace; forecast: "ok" | "down"; days: FishingDay[]; total: number };

const MONTH_NAMES = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"];

/** The days of forecasts already sorted, by the forecast (which forecastFor hands every page of its hour alike). */
const sortedForecasts = new WeakMap<ForecastHour[], Map<string, ForecastHour[]>>();

/**
 * The forecast's hours by their Swedish calendar day. Each hour's day is read once per forecast: reading the Swedish
 * clock is dear (an Intl formatter's parts), and doing it for every hour for each of the seven days was the largest
 * part of a first read of /fiskevader (docs/performance.md).
 */
function hoursByDay(hours: ForecastHour[]): Map<string, ForecastHour[]> {
  const sorted = sortedForecasts.get(hours);
  if (sorted) return sorted;
  const byDay = new Map<string, ForecastHour[]>();
  sortedForecasts.set(hours, byDay);
  for (const hour of hours) {
    const day = stockholmClock(new Date(hour.at)).slice(0, 10);
    const list = byDay.get(day);
    if (list) list.push(hour);
    else byDay.set(day, [hour]);
  }
  return byDay;
}

function dayWeather(hours: ForecastHour[], byDay: Map<string, ForecastHour[]>, date: string): DayWeather | null {
  const inDay = byDay.get(date) ?? [];
  if (inDay.length === 0) return null;
  const numbers = (pick: (h: ForecastHour) => number | null) => inDay.map(pick).filter((n): n is number => n !== null);
  const temperatures = numbers((h) => h.temperature);
  const at = (time: string) => {
    const instant = catchInstant(date, time).toISOString();
    return hours.find((h) => h.at === instant)?.pressure ?? null;
  };
  const [nine, noon] = [at("09:00"), at("12:00")];
  const change = nine !== null && noon !== null ? Math.round((noon - nine) * 10) / 10 : null;
  const mean = (list: number[]) => (list.length ? list.reduce((a, b) => a + b, 0) / list.length : null);
  return {
    minTemperature: Math.min(...temperatures),
    maxTemperature: Math.max(...temperatures),
    windSpeed: Math.round((mean(numbers((h) => h.windSpeed)) ?? 0) * 10) / 10,
    pressureChange: change,
    pressureTrend: pressureTrendOf(change),
    cloudCover: (() => {
      const m = mean(numbers((h) => h.cloudCover));
      return m === null ? null : Math.round(m);
    })(),
    // Three-hourly steps later in the forecast: each value stands for its hour only, so this is a lower bound.
    precipitation: Math.round(numbers((h) => h.precipitation).reduce((a, b) => a + b, 0) * 10) / 10,
  };
}

type Sky = Pick<FishingDay, "sunMoon" | "solunar">;

/**
 * The sun, the moon and the solunar periods of a day at a place, which are the same for every species: worked out
 * once per day and place in this process, and then shared (never changed) by the pages of every species. Finding
 * the moon's highest and lowest in ten-minute steps is 144 positions a day, and was the largest part of a first read
 * of /fiskevader after the clock (docs/performance.md). At most SKY_KEPT days and places are kept, the oldest
 * forgotten first; positions from the browser come with their own coordinates, so the bound matters.
 */
const skies = new Map<string, Sky>();
const SKY_KEPT = 2_000;

function skyOf(date: string, place: FishingPlace): Sky {
  const key = `${date} ${place.latitude} ${place.longitude}`;
  const kept = skies.get(key);
  if (kept) return kept;
  const start = catchInstant(date, "00:00");
  const sky: Sky = {
    sunMoon: sunMoonAt(catchInstant(date, "12:00"), place.latitude, place.longitude),
    solunar: solunarPeriods(start, place.latitude, place.longitude).map((p) => ({
      kind: p.kind,
      label: p.label,
      start: stockholmClock(p.start).slice(11),
      end: stockholmClock(p.end).slice(11),
    })),
  };
  if (skies.size >= SKY_KEPT) skies.delete(skies.keys().next().value!);
  skies.set(key, sky);
  return sky;
}

function factorsFor(patterns: Patterns, date: string, sunMoon: SunMoon, weather: DayWeather | null): Factor[] {
  const month = Number(date.slice(5, 7));
  const moonBin = MOON_PHASES.indexOf(sunMoon.moonPhaseName);
  const factors: Factor[] = [
    { pattern: patterns.month, key: String(month), label: `I ${MONTH_NAMES[month - 1]}`, what: "Månaden" },
    { pattern: patterns.moon, key: String(moonBin), label: `Vid ${sunMoon.moonPhaseName}`, what: "Månfasen" },
  ];
  if (weather?.pressureTrend) {
    factors.push({
      pattern: patterns.pressure,
      key: weather.pressureTrend,
      label: `${TREND_LABELS[weather.pressureTrend]} lufttryck`,
      what: "Med känt lufttryck",
    });
  }
  return factors;
}

export async function fishingWeather({ place, species }: { place: FishingPlace; species: { slug: string; name: string } | null }): Promise<FishingWeather> {
  let hours: ForecastHour[] | null = null;
  try {
    hours = await forecastFor(place, smhiSettings());
    calmLog.recovered();
  } catch (error) {
    if (!(error instanceof SmhiUnavailableError || error instanceof SmhiGarbageError)) throw error;
    calmLog.once("forecast", `[conditions] SMHI's forecast cannot be read; /fiskevader shows sun and moon only (${error.message})`);
  }
  const patterns = await getCachedSpeciesPatterns(species?.slug ?? null);
  const subject = species ? `av ${species.name.toLowerCase()}` : "";
  const today = stockholmClock(new Date()).slice(0, 10);
  const byDay = hours ? hoursByDay(hours) : null;
  const days: FishingDay[] = [];
  for (let i = 0; i < 7; i += 1) {
    const date = new Date(Date.parse(`${today}T12:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    const { sunMoon, solunar } = skyOf(date, place);
    const weather = hours && byDay ? dayWeather(hours, byDay, date) : null;
    const { score, reasons } = scoreDay(factorsFor(patterns, date, sunMoon, weather), subject);
    days.push({ date, sunMoon, solunar, weather, score, reasons });
  }
  return { place, forecast: hours ? "ok" : "down", days, total: patterns.total };
}

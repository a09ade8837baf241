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

function dayWeather(hours: ForecastHour[], date: string): DayWeather | null {
  const inDay = hours.filter((h) => stockholmClock(new Date(h.at)).startsWith(date));
  if (inDay.length === 0) return null;
  const numbers = (pick: (h: ForecastHour) => number | null) => inDay.map(pick).filter((n): n is number => n !== null);
  const temperatures = numbers((h) => h.temperature);
  const at = (time: string) => hours.find((h) => h.at === catchInstant(date, time).toISOString())?.pressure ?? null;
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
  const days: FishingDay[] = [];
  for (let i = 0; i < 7; i += 1) {
    const date = new Date(Date.parse(`${today}T12:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    const start = catchInstant(date, "00:00");
    const sunMoon = sunMoonAt(catchInstant(date, "12:00"), place.latitude, place.longitude);
    const weather = hours ? dayWeather(hours, date) : null;
    const { score, reasons } = scoreDay(factorsFor(patterns, date, sunMoon, weather), subject);
    days.push({
      date,
      sunMoon,
      solunar: solunarPeriods(start, place.latitude, place.longitude).map((p) => ({
        kind: p.kind,
        label: p.label,
        start: stockholmClock(p.start).slice(11),
        end: stockholmClock(p.end).slice(11),
      })),
      weather,
      score,
      reasons,
    });
  }
  return { place, forecast: hours ? "ok" : "down", days, total: patterns.total };
}

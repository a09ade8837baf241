// The values of a catch's conditions, their units and how they are written in Swedish. Browser-safe.

export const CONDITION_VALUES = [
  "airTemperature",
  "windSpeed",
  "windDirection",
  "pressure",
  "pressureTrend",
  "cloudCover",
  "precipitation",
  "waterTemperature",
] as const;
export type ConditionValue = (typeof CONDITION_VALUES)[number];

export type ConditionValues = Record<ConditionValue, number | null>;

/** A three-hour change of at least this many hPa counts as rising or falling. */
export const PRESSURE_TREND_HPA = 1;

export type PressureTrend = "stigande" | "fallande" | "stabilt";

export function pressureTrendOf(change: number | null): PressureTrend | null {
  if (change === null) return null;
  if (change >= PRESSURE_TREND_HPA) return "stigande";
  if (change <= -PRESSURE_TREND_HPA) return "fallande";
  return "stabilt";
}

const COMPASS = ["nord", "nordost", "ost", "sydost", "syd", "sydväst", "väst", "nordväst"] as const;

/** Where the wind comes from, as a Swedish word ('sydväst'). */
export function windFrom(degrees: number): string {
  return COMPASS[Math.round((((degrees % 360) + 360) % 360) / 45) % 8]!;
}

/** Swedish number style: decimal comma, a non-breaking space before the unit, a real minus sign. */
export function swedishNumber(value: number, decimals = 1): string {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("sv-SE", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(decimals, format);
  }
  return format.format(value);
}

// One formatter per number of decimals, made on first use: making one costs some 30 times what formatting does.
const numberFormats = new Map<number, Intl.NumberFormat>();

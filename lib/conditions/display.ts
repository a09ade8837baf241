// A catch's conditions as the 'Förhållanden' block writes them: Swedish words, units and number style.
// Browser-safe and pure, so the page, its browser part and the tests read the same lines.
import { pressureTrendOf, swedishNumber, windFrom, type PressureTrend } from "@/lib/conditions/fields";
import type { ConditionsView } from "@/lib/conditions/types";

export type ConditionLine = { key: string; label: string; value: string; trend?: PressureTrend };

const LIGHT_WORDS = { gryning: "Gryning", dag: "Dag", skymning: "Skymning", natt: "Natt" } as const;

export const TREND_ARROWS: Record<PressureTrend, string> = { stigande: "↑", fallande: "↓", stabilt: "→" };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The block's lines, in the order an angler's logbook has them; values missing are left out. */
export function conditionLines(view: ConditionsView): ConditionLine[] {
  const lines: ConditionLine[] = [];
  const v = view.values;
  if (view.catchTime) lines.push({ key: "time", label: "Klockslag", value: view.catchTime });
  const sun = view.sunMoon;
  if (sun) {
    if (sun.polar === "polarnatt") lines.push({ key: "sun", label: "Sol", value: "Polarnatt – solen går inte upp" });
    else if (sun.polar === "midnattssol") lines.push({ key: "sun", label: "Sol", value: "Midnattssol – solen går inte ned" });
    else lines.push({ key: "sun", label: "Sol", value: `upp ${sun.sunrise ?? "–"}, ned ${sun.sunset ?? "–"}` });
    lines.push({ key: "light", label: "Ljus", value: view.catchTime ? LIGHT_WORDS[sun.lightPeriod] : "Okänt (inget klockslag)" });
  }
  if (v.airTemperature !== null) lines.push({ key: "airTemperature", label: "Lufttemperatur", value: `${swedishNumber(v.airTemperature)} °C` });
  if (v.windSpeed !== null) {
    const from = v.windDirection !== null ? ` från ${windFrom(v.windDirection)}` : "";
    lines.push({ key: "windSpeed", label: "Vind", value: `${swedishNumber(v.windSpeed)} m/s${from}` });
  } else if (v.windDirection !== null) {
    lines.push({ key: "windDirection", label: "Vind", value: `från ${windFrom(v.windDirection)}` });
  }
  if (v.pressure !== null) {
    const trend = pressureTrendOf(v.pressureTrend);
    const change = v.pressureTrend !== null ? ` (${v.pressureTrend > 0 ? "+" : ""}${swedishNumber(v.pressureTrend)} hPa på 3 timmar)` : "";
    lines.push({ key: "pressure", label: "Lufttryck", value: `${swedishNumber(v.pressure)} hPa${trend ? `, ${trend}` : ""}${change}`, trend: trend ?? undefined });
  }
  if (v.cloudCover !== null) lines.push({ key: "cloudCover", label: "Molnighet", value: `${swedishNumber(v.cloudCover, 0)} %` });
  if (v.precipitation !== null) lines.push({ key: "precipitation", label: "Nederbörd", value: `${swedishNumber(v.precipitation)} mm den timmen` });
  if (v.waterTemperature !== null) lines.push({ key: "waterTemperature", label: "Vattentemperatur", value: `${swedishNumber(v.waterTemperature)} °C` });
  return lines;
}

/** The moon's line: its phase in words and how much of it was lit. */
export function moonText(view: ConditionsView): string | null {
  if (!view.sunMoon) return null;
  return `${capitalised(view.sunMoon.moonPhaseName)}, ${swedishNumber(view.sunMoon.moonIllumination * 100, 0)} % belyst`;
}

/**
 * The lit part of the moon as an SVG path in a circle of radius r around (r, r): the outer edge on the lit side
 * and the terminator, an ellipse whose width follows the phase.
 */
export function moonPath(phase: number, r = 12): string {
  const waxing = phase < 0.5;
  const k = Math.cos(2 * Math.PI * phase);
  const crescent = k > 0;
  const rx = Math.abs(k) * r;
  const outer = waxing ? 1 : 0;
  const terminator = waxing ? (crescent ? 0 : 1) : crescent ? 1 : 0;
  const f = (n: number) => n.toFixed(2);
  return `M ${f(r)} 0 A ${f(r)} ${f(r)} 0 0 ${outer} ${f(r)} ${f(2 * r)} A ${f(rx)} ${f(r)} 0 0 ${terminator} ${f(r)} 0 Z`;
}

export const STATUS_TEXT = {
  pending: "Vädret hämtas från SMHI och visas här när det har kommit.",
  failed: "SMHI hade inga väderuppgifter för den här fångsten.",
  none: "Fångsten har ingen plats, så vädret kan inte hämtas.",
} as const;

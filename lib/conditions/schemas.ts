// A member's correction of a catch's conditions (PUT /api/reports/{id}/conditions): any value set, or cleared with
// null, and the water temperature added by hand. Shared by the form and the handler. Browser-safe.
import { z } from "zod/mini";
import type { ConditionValue } from "@/lib/conditions/fields";

type Range = { min: number; max: number; label: string; unit: string; whole?: boolean };

/** What a member may write for each value, and how the form names it. */
export const CONDITION_RANGES: Record<ConditionValue, Range> = {
  airTemperature: { min: -50, max: 45, label: "Lufttemperatur", unit: "°C" },
  waterTemperature: { min: -2, max: 35, label: "Vattentemperatur", unit: "°C" },
  windSpeed: { min: 0, max: 60, label: "Vindhastighet", unit: "m/s" },
  windDirection: { min: 0, max: 360, label: "Vindriktning", unit: "grader", whole: true },
  pressure: { min: 900, max: 1100, label: "Lufttryck", unit: "hPa" },
  pressureTrend: { min: -30, max: 30, label: "Lufttryckets ändring på tre timmar", unit: "hPa" },
  cloudCover: { min: 0, max: 100, label: "Molnighet", unit: "%", whole: true },
  precipitation: { min: 0, max: 200, label: "Nederbörd", unit: "mm", whole: false },
};

const swedish = (n: number) => String(n).replace("-", "−").replace(".", ",");

export function conditionMessage(field: ConditionValue): string {
  const range = CONDITION_RANGES[field];
  const kind = range.whole ? "ett heltal" : "ett tal";
  return `${range.label} måste vara ${kind} mellan ${swedish(range.min)} och ${swedish(range.max)} ${range.unit}`;
}

/** A value as typed ("12,5") or sent (12.5); blank or null clears it; left out leaves it as it is. */
const conditionField = (field: ConditionValue) => {
  const range = CONDITION_RANGES[field];
  const message = conditionMessage(field);
  return z.optional(
    z.pipe(
      z.union([z.string(), z.number(), z.null()], { error: message }),
      z.transform((raw, payload): number | null => {
        const text = String(raw ?? "").trim().replace(",", ".").replace("−", "-");
        if (text === "") return null;
        const value = /^-?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : NaN;
        if (!Number.isFinite(value) || value < range.min || value > range.max || (range.whole && !Number.isInteger(value))) {
          payload.issues.push({ code: "custom", message, input: payload.value });
          return z.NEVER;
        }
        return Math.round(value * 10) / 10;
      }),
    ),
  );
};

export const conditionsCorrectionSchema = z.object({
  airTemperature: conditionField("airTemperature"),
  waterTemperature: conditionField("waterTemperature"),
  windSpeed: conditionField("windSpeed"),
  windDirection: conditionField("windDirection"),
  pressure: conditionField("pressure"),
  pressureTrend: conditionField("pressureTrend"),
  cloudCover: conditionField("cloudCover"),
  precipitation: conditionField("precipitation"),
});

export type ConditionsCorrection = z.output<typeof conditionsCorrectionSchema>;

export const conditionsMessages = {
  notFound: "Rapporten hittades inte",
  forbidden: "Du kan bara ändra förhållandena för dina egna fångster",
} as const;

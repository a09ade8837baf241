// What the pattern charts show: counts of catches by month, hour, moon phase, pressure trend and water
// temperature, and the baits and methods that caught by season. Browser-safe.
import type { PressureTrend } from "@/lib/conditions/fields";

/** A pattern is shown only from this many catches. */
export const MIN_PATTERN_CATCHES = 10;
/** On public pages a pattern, a bait or a method is shown only when this many members stand behind it. */
export const MIN_PATTERN_MEMBERS = 3;

/** `short`: the axis's label where the full one (kept for the table and the sentence) would not fit. */
export type Bar = { key: string; label: string; short?: string; count: number };
export type Pattern = { bars: Bar[]; total: number };

export const SEASONS = ["vinter", "vår", "sommar", "höst"] as const;
export type Season = (typeof SEASONS)[number];

export type WhatWorks = { season: Season; baits: { name: string; count: number }[]; methods: { name: string; count: number }[]; total: number };

export type Patterns = {
  total: number;
  month: Pattern | null;
  hour: Pattern | null;
  moon: Pattern | null;
  pressure: Pattern | null;
  water: Pattern | null;
  whatWorks: WhatWorks[];
};

export const TREND_LABELS: Record<PressureTrend, string> = { stigande: "Stigande", stabilt: "Stabilt", fallande: "Fallande" };

export const WATER_BANDS = ["under 4 °C", "4–8 °C", "8–12 °C", "12–16 °C", "16–20 °C", "20 °C och över"] as const;
export const WATER_BANDS_SHORT = ["<4", "4–8", "8–12", "12–16", "16–20", "≥20"] as const;

// How report values read on screen: Swedish number and date formats and the 'Okänd' fallback. Safe for the browser.
import { parseIsoDay, swedishDay } from "@/lib/calendar";
import { REPORT_SORTS, type ReportSort } from "@/lib/reports/types";

export const UNKNOWN = "Okänd";

export const SORT_LABELS: Record<ReportSort, string> = {
  date: "Datum (nyast först)",
  fish: "Fisk A–Ö",
  fisher: "Fiskare A–Ö",
  location: "Plats A–Ö",
};

const kgFormat = new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 2 });
const cmFormat = new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 1 });
const weekdayFormat = new Intl.DateTimeFormat("sv-SE", { weekday: "long", timeZone: "UTC" });

export function orUnknown(value: string | null | undefined): string {
  const text = value?.trim();
  return text ? text : UNKNOWN;
}

function parseNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** "3.40" → "3,4 kg" */
export function formatWeight(value: string | null | undefined): string {
  const number = parseNumber(value);
  return number === null ? UNKNOWN : `${kgFormat.format(number)} kg`;
}

/** "72.0" → "72 cm" */
export function formatLength(value: string | null | undefined): string {
  const number = parseNumber(value);
  return number === null ? UNKNOWN : `${cmFormat.format(number)} cm`;
}

/** "2025-06-14" → "14 juni 2025" */
export function formatFishingDate(value: string | null | undefined): string {
  return swedishDay(value) ?? UNKNOWN;
}

/** "2025-06-14" → "lördag" */
export function weekdayOf(value: string | null | undefined): string | null {
  const date = parseIsoDay(value);
  return date ? weekdayFormat.format(date) : null;
}

/** '1 rapport' / '12 rapporter' */
export function reportCountLabel(count: number): string {
  return `${count.toLocaleString("sv-SE")} ${count === 1 ? "rapport" : "rapporter"}`;
}

export function reportImageUrl(image: string | null | undefined): string | null {
  return image ? `/uploads/reports/${encodeURIComponent(image)}` : null;
}

/** Today's date in the visitor's own time zone, as the date input wants it (YYYY-MM-DD). */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isReportSort(value: unknown): value is ReportSort {
  return typeof value === "string" && (REPORT_SORTS as readonly string[]).includes(value);
}

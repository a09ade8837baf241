// Calendar days as the site reads and writes them: today's date in a time zone, and an ISO date in Swedish. Safe for
// the browser. The formatters are made once each: making one costs some thirty times what using it does.

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Today's date (YYYY-MM-DD) in Sweden: the calendar of fishing dates, trips, seasons and competitions. */
export const todayInSweden = (now = new Date()) => todayIn("Europe/Stockholm", now);

/** The day a value starting with YYYY-MM-DD names, at midnight UTC; null for anything else. */
export function parseIsoDay(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

// A date without a time of day: written in UTC, so server and browser agree on the day.
const SWEDISH_DAY = new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-05-01" → "1 maj 2026"; null for anything that is not such a date. */
export function swedishDay(value: string | null | undefined): string | null {
  const date = parseIsoDay(value);
  return date ? SWEDISH_DAY.format(date) : null;
}

const SWEDISH_WEEKDAY = new Intl.DateTimeFormat("sv-SE", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });

/** "2026-05-01" → "fredag 1 maj": a day of the coming week, named as a forecast names it; null for anything else. */
export function swedishWeekday(value: string | null | undefined): string | null {
  const date = parseIsoDay(value);
  return date ? SWEDISH_WEEKDAY.format(date) : null;
}

// Where a competition stands in time. Dates are Swedish calendar days; a period's last day ends at midnight in
// Sweden, and catches posted in the 48 hours after still count. Browser-safe.
import { swedishDay } from "@/lib/calendar";
import type { CompetitionPhase } from "@/lib/competitions/types";

const DAY_MS = 86_400_000;

/** Swedish wall-clock time, made once (a formatter costs far more to make than to use). */
const STOCKHOLM_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Stockholm",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The offset of Swedish time from UTC at `at`, in milliseconds. */
function stockholmOffset(at: number): number {
  const parts = STOCKHOLM_CLOCK.formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return local - Math.floor(at / 1000) * 1000;
}

/** Midnight at the start of an ISO date in Sweden, as an instant. */
export function swedishMidnight(isoDate: string): Date {
  const utc = Date.parse(`${isoDate}T00:00:00Z`);
  return new Date(utc - stockholmOffset(utc));
}

const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** When new catches stop counting and the standings may be frozen: the last day's end plus 48 hours. */
export const graceEndsAt = (endsOn: string) => swedishMidnight(addDays(endsOn, 3));

/** upcoming → running (the period's days) → grace (48 hours) → finished. */
export function competitionPhase({ startsOn, endsOn }: { startsOn: string; endsOn: string }, now = new Date()): CompetitionPhase {
  if (now < swedishMidnight(startsOn)) return "upcoming";
  if (now < swedishMidnight(addDays(endsOn, 1))) return "running";
  if (now < graceEndsAt(endsOn)) return "grace";
  return "finished";
}

export const PHASE_LABELS: Record<CompetitionPhase, string> = {
  upcoming: "Har inte börjat",
  running: "Pågår",
  grace: "Avslutad, sista rapporterna räknas",
  finished: "Avgjord",
};

/** "2026-05-01" as "1 maj 2026". */
export function formatDay(isoDate: string): string {
  return swedishDay(isoDate) ?? isoDate;
}

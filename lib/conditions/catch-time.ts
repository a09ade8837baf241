// The time of day a catch was made (HH:MM, local Swedish time), as the reports table stores it. Browser-safe.

/** The column a form's `catch_time` sets: left out keeps the stored time (an edit), blank clears it. */
export function catchTimeColumn(value: string | null | undefined): { catchTime?: Date | null } {
  if (value === undefined) return {};
  if (value === null) return { catchTime: null };
  // A `time` column: Prisma writes the time-of-day part of a UTC date.
  return { catchTime: new Date(`1970-01-01T${value}:00Z`) };
}

/** The instant a catch was made: its date and time of day in Europe/Stockholm, as UTC. Noon when no time is known. */
export function catchInstant(fishingDate: string, catchTime: string | null): Date {
  const [hour, minute] = (catchTime ?? "12:00").split(":").map(Number) as [number, number];
  const guess = new Date(`${fishingDate}T${pad(hour)}:${pad(minute)}:00Z`);
  // Sweden is UTC+1 or UTC+2: try both offsets and keep the one whose local reading is the time asked for.
  for (const offset of [1, 2]) {
    const candidate = new Date(guess.getTime() - offset * 3_600_000);
    if (stockholmClock(candidate) === `${fishingDate} ${pad(hour)}:${pad(minute)}`) return candidate;
  }
  return new Date(guess.getTime() - 3_600_000);
}

const pad = (n: number) => String(n).padStart(2, "0");

const STOCKHOLM = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Stockholm",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "YYYY-MM-DD HH:MM" in Swedish local time. */
export function stockholmClock(instant: Date): string {
  const parts = STOCKHOLM.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

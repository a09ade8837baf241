// What a suspension means to the panel and the login refusal: a member is suspended while `suspended_until` lies
// in the future (isSuspended, lib/privacy/members.ts), so a suspension lifts by itself at its end. Browser-safe.

/** A permanent suspension is stored as the last moment of year 9999: one column, one comparison. */
export const PERMANENT_UNTIL = new Date("9999-12-31T23:59:59.000Z");
export const SUSPENSION_DAYS = 7;

export const suspensionMessages = {
  permanent: "Ditt konto är avstängt.",
  until: (date: string) => `Ditt konto är avstängt till och med ${date}.`,
} as const;

export function isPermanent(until: Date | string | null | undefined): boolean {
  return until != null && new Date(until).getUTCFullYear() >= 9999;
}

const swedishDate = new Intl.DateTimeFormat("sv-SE", { year: "numeric", month: "long", day: "numeric", timeZone: "Europe/Stockholm" });

/** "30 november 2026", as a Swede reads the last day of the suspension. */
export function formatSuspensionEnd(until: Date | string): string {
  return swedishDate.format(new Date(until));
}

/** The login refusal for a suspended member: the end date and nothing else. */
export function suspensionMessage(until: Date | string): string {
  return isPermanent(until) ? suspensionMessages.permanent : suspensionMessages.until(formatSuspensionEnd(until));
}

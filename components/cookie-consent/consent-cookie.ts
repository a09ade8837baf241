// The visitor's cookie choice: a first-party cookie read by the server (to skip the banner) and written
// by the banner in the browser. Safe for both sides.

export const CONSENT_COOKIE = "fg_cookie_consent";
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60; // one year, in seconds

export type ConsentStatus = "accepted" | "declined";
export type CookieConsent = { status: ConsentStatus; date: string };

/** The stored choice, or null when there is none or it cannot be read (then the banner asks again). */
export function parseConsent(raw: string | undefined | null): CookieConsent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw.startsWith("%") ? decodeURIComponent(raw) : raw);
    if (typeof value !== "object" || value === null) return null;
    const { status, date } = value as Record<string, unknown>;
    if (status !== "accepted" && status !== "declined") return null;
    if (typeof date !== "string" || Number.isNaN(Date.parse(date))) return null;
    return { status, date };
  } catch {
    return null;
  }
}

/** A `document.cookie` assignment that stores the choice for a year. */
export function consentCookieString(status: ConsentStatus, now: Date, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify({ status, date: now.toISOString() } satisfies CookieConsent));
  return `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

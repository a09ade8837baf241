// How the bell reads: the badge text and the bell's accessible name. Safe for the browser.

/** SPEC §9: the unread count is fetched at load and every 30 seconds. */
export const NOTIFICATION_POLL_MS = 30_000;

/** The badge shows at most "99+" so it stays round. */
export function badgeLabel(count: number): string {
  return count > 99 ? "99+" : String(count);
}

export function bellLabel(count: number): string {
  if (count <= 0) return "Notifikationer";
  return `Notifikationer, ${count} ${count === 1 ? "oläst" : "olästa"}`;
}

// When a failed delivery is tried again, and when it is given up.

/** Attempts before a delivery is given up (the last waits about 4 hours after the one before). */
export const MAX_ATTEMPTS = 10;
/** How long a claimed row stays another server's: a server that dies mid-send frees its rows after this. */
export const LEASE_MS = 60_000;

/** 30 s, 1 min, 2 min … doubling, at most 4 hours, with up to a fifth more at random so retries spread out. */
export function retryAt(attempts: number, now: Date, random: () => number = Math.random): Date {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 4 * 60 * 60 * 1000);
  return new Date(now.getTime() + base + Math.floor(base * 0.2 * random()));
}

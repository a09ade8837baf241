// Sliding-window counter: the running window's count plus the previous window's count weighted by how much
// of it still falls inside the last `windowMs`. Smooth like a true sliding log, but only two counters a key.
import "server-only";
import type { RateLimitStore } from "@/lib/rate-limit/store";

export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Seconds until one more attempt fits again, from the counts the store saw. */
export function secondsUntilAllowed(rule: RateLimitRule, previous: number, current: number, now: number): number {
  const { limit, windowMs } = rule;
  const elapsed = now - Math.floor(now / windowMs) * windowMs;
  let waitMs: number;
  if (current + 1 <= limit) {
    // The running window has room; wait until enough of the previous window has slid out.
    const needed = windowMs * (1 - (limit - 1 - current) / previous);
    waitMs = needed - elapsed;
  } else {
    // The running window is full by itself: it becomes the previous one, then has to slide out far enough.
    waitMs = windowMs - elapsed + windowMs * (1 - (limit - 1) / current);
  }
  return Math.max(1, Math.ceil(waitMs / 1000));
}

export async function consume(store: RateLimitStore, key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitDecision> {
  const result = await store.slide({ key, windowMs: rule.windowMs, limit: rule.limit, now });
  if (result.allowed) return { allowed: true };
  return { allowed: false, retryAfterSeconds: secondsUntilAllowed(rule, result.previous, result.current, now) };
}

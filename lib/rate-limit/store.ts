// Counters for the sliding-window limiter. The memory store serves one app server; the Redis store lets
// several servers share one count. Both check and count in one atomic step.
import "server-only";
import type Redis from "ioredis";

/** One attempt against a bucket: counts it only when it fits under the limit. */
export type SlideInput = { key: string; windowMs: number; limit: number; now: number };
/** `previous` and `current` are the counts of the last and the running window after this attempt. */
export type SlideResult = { allowed: boolean; previous: number; current: number };

export interface RateLimitStore {
  slide(input: SlideInput): Promise<SlideResult>;
  /** Forgets every count (tests, or an operator clearing a lock-out). */
  reset(): Promise<void>;
}

function windowKeys({ key, windowMs, now }: SlideInput) {
  const index = Math.floor(now / windowMs);
  const weight = 1 - (now - index * windowMs) / windowMs;
  // A window's count is needed until the end of the next window, when it stops being "previous".
  const ttlMs = (index + 2) * windowMs - now;
  return { current: `${key}:${index}`, previous: `${key}:${index - 1}`, weight, ttlMs };
}

/** The previous window counts in proportion to how much of it still lies inside the sliding window. */
function fits(previous: number, current: number, weight: number, limit: number): boolean {
  return previous * weight + current + 1 <= limit;
}

const MEMORY_MAX_KEYS = 100_000;

export class MemoryStore implements RateLimitStore {
  private readonly counts = new Map<string, { count: number; expiresAt: number }>();

  async slide(input: SlideInput): Promise<SlideResult> {
    const { current, previous, weight, ttlMs } = windowKeys(input);
    if (this.counts.size >= MEMORY_MAX_KEYS) this.sweep(input.now);
    const prev = this.read(previous, input.now);
    const cur = this.read(current, input.now);
    if (!fits(prev, cur, weight, input.limit)) return { allowed: false, previous: prev, current: cur };
    this.counts.set(current, { count: cur + 1, expiresAt: input.now + ttlMs });
    return { allowed: true, previous: prev, current: cur + 1 };
  }

  async reset(): Promise<void> {
    this.counts.clear();
  }

  private read(key: string, now: number): number {
    const entry = this.counts.get(key);
    if (!entry) return 0;
    if (entry.expiresAt <= now) {
      this.counts.delete(key);
      return 0;
    }
    return entry.count;
  }

  /** Drops expired windows; if a flood of distinct keys still fills the map, the oldest go first. */
  private sweep(now: number): void {
    for (const [key, entry] of this.counts) if (entry.expiresAt <= now) this.counts.delete(key);
    let excess = this.counts.size - MEMORY_MAX_KEYS / 2;
    for (const key of this.counts.keys()) {
      if (excess-- <= 0) break;
      this.counts.delete(key);
    }
  }
}

// KEYS: running window, previous window. ARGV: weight of the previous window, limit, time to live in ms.
const SLIDE_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local previous = tonumber(redis.call('GET', KEYS[2]) or '0')
if previous * tonumber(ARGV[1]) + current + 1 > tonumber(ARGV[2]) then
  return {0, previous, current}
end
current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return {1, previous, current}
`;

export class RedisStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "fg:rl:",
  ) {}

  async slide(input: SlideInput): Promise<SlideResult> {
    const { current, previous, weight, ttlMs } = windowKeys(input);
    const reply = (await this.redis.eval(
      SLIDE_SCRIPT,
      2,
      this.prefix + current,
      this.prefix + previous,
      weight.toFixed(6),
      input.limit,
      ttlMs,
    )) as [number, number, number];
    return { allowed: reply[0] === 1, previous: Number(reply[1]), current: Number(reply[2]) };
  }

  async reset(): Promise<void> {
    let cursor = "0";
    do {
      const [next, keys] = await this.redis.scan(cursor, "MATCH", `${this.prefix}*`, "COUNT", 500);
      if (keys.length) await this.redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  }
}

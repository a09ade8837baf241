// Where counts live: process memory for one app server, Redis when several servers must share one count.
// Both hand out rate-limiter-flexible counters; the rest of the app never sees which store it has.
import "server-only";
import type Redis from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";

/** One counter: at most `points` within `durationSeconds`, the window starting at a key's first count. */
export type CounterSpec = { name: string; points: number; durationSeconds: number };

export interface RateLimitStore {
  /** The counter for a spec; asking again with the same spec gives the same counter. */
  counter(spec: CounterSpec): RateLimiterAbstract;
  /** Forgets every count (tests, or an operator clearing a lock-out). */
  reset(): Promise<void>;
  /** Resolves when the store answers (the health check asks); the memory store always does. */
  ping(): Promise<void>;
}

const specKey = (spec: CounterSpec) => `${spec.name}:${spec.points}:${spec.durationSeconds}`;

export class MemoryStore implements RateLimitStore {
  private counters = new Map<string, RateLimiterMemory>();

  counter(spec: CounterSpec): RateLimiterAbstract {
    const key = specKey(spec);
    let counter = this.counters.get(key);
    if (!counter) {
      counter = new RateLimiterMemory({ keyPrefix: spec.name, points: spec.points, duration: spec.durationSeconds });
      this.counters.set(key, counter);
    }
    return counter;
  }

  async reset(): Promise<void> {
    this.counters = new Map();
  }
  async ping(): Promise<void> {}
}

/**
 * Counts in Redis with one atomic script per hit. While Redis cannot answer, each counter falls back to a counter
 * of its own in this process (the library's insurance limiter): limits then hold per app server instead of
 * site-wide, which is looser but neither lets every request through nor refuses everyone.
 */
export class RedisStore implements RateLimitStore {
  private counters = new Map<string, RateLimiterRedis>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix = "fg:rl",
  ) {}

  counter(spec: CounterSpec): RateLimiterAbstract {
    const key = specKey(spec);
    let counter = this.counters.get(key);
    if (!counter) {
      const options = { keyPrefix: `${this.prefix}:${spec.name}`, points: spec.points, duration: spec.durationSeconds };
      counter = new RateLimiterRedis({
        ...options,
        storeClient: this.redis,
        // Without a connection, go straight to the insurance counter instead of queueing behind reconnects.
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      });
      this.counters.set(key, counter);
    }
    return counter;
  }

  async reset(): Promise<void> {
    this.counters = new Map();
    let cursor = "0";
    do {
      const [next, keys] = await this.redis.scan(cursor, "MATCH", `${this.prefix}:*`, "COUNT", 500);
      if (keys.length) await this.redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  }
  async ping(): Promise<void> {
    await this.redis.ping();
  }
}

// Where counts live: process memory for one app server, Redis when several servers must share one count.
// Both hand out rate-limiter-flexible counters; the rest of the app never sees which store it has.
import "server-only";
import type Redis from "ioredis";
import { RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { BoundedRateLimiterMemory, DEFAULT_MEMORY_MAX_KEYS, KeyBudget } from "@/lib/rate-limit/bounded-memory";

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

/**
 * Counts in this process. All its counters together hold at most `maxKeys` keys (RATE_LIMIT_MEMORY_MAX_KEYS); past
 * that, the counter with the most keys forgets its oldest window (bounded-memory.ts).
 */
export class MemoryStore implements RateLimitStore {
  private counters = new Map<string, BoundedRateLimiterMemory>();
  private budget: KeyBudget;

  constructor(private readonly maxKeys = DEFAULT_MEMORY_MAX_KEYS) {
    this.budget = new KeyBudget(maxKeys);
  }

  /** Keys held by every counter together (tests and the memory check read it). */
  get keyCount(): number {
    return this.budget.size;
  }

  counter(spec: CounterSpec): RateLimiterAbstract {
    const key = specKey(spec);
    let counter = this.counters.get(key);
    if (!counter) {
      counter = new BoundedRateLimiterMemory({ keyPrefix: spec.name, points: spec.points, duration: spec.durationSeconds }, this.budget);
      this.counters.set(key, counter);
    }
    return counter;
  }

  async reset(): Promise<void> {
    this.counters = new Map();
    this.budget = new KeyBudget(this.maxKeys);
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
  /** The fallback counters are bounded like the memory store's, so an outage under a flood cannot fill memory. */
  private insuranceBudget: KeyBudget;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = "fg:rl",
    private readonly insuranceMaxKeys = DEFAULT_MEMORY_MAX_KEYS,
  ) {
    this.insuranceBudget = new KeyBudget(insuranceMaxKeys);
  }

  /** Keys held by the in-memory fallback counters together. */
  get insuranceKeyCount(): number {
    return this.insuranceBudget.size;
  }

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
        insuranceLimiter: new BoundedRateLimiterMemory(options, this.insuranceBudget),
      });
      this.counters.set(key, counter);
    }
    return counter;
  }

  async reset(): Promise<void> {
    this.counters = new Map();
    this.insuranceBudget = new KeyBudget(this.insuranceMaxKeys);
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

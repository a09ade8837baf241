import { describe, expect, it, vi } from "vitest";
import { RateLimiterRes } from "rate-limiter-flexible";
import Redis from "ioredis";
import { BoundedRateLimiterMemory, KeyBudget } from "@/lib/rate-limit/bounded-memory";
import { MemoryStore, RedisStore } from "@/lib/rate-limit/store";

const limiter = (budget: KeyBudget, points = 3, duration = 60, keyPrefix = "test") =>
  new BoundedRateLimiterMemory({ keyPrefix, points, duration }, budget);

async function consume(counter: BoundedRateLimiterMemory, key: string): Promise<{ over: boolean; count: number }> {
  try {
    return { over: false, count: (await counter.consume(key)).consumedPoints };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { over: true, count: error.consumedPoints };
    throw error;
  }
}

describe("BoundedRateLimiterMemory", () => {
  it("counts, refuses past the limit, reads and forgets like the library's own memory limiter", async () => {
    const counter = limiter(new KeyBudget(10));
    expect(await consume(counter, "a")).toEqual({ over: false, count: 1 });
    expect(await consume(counter, "a")).toEqual({ over: false, count: 2 });
    expect(await consume(counter, "a")).toEqual({ over: false, count: 3 });
    const refused = await consume(counter, "a");
    expect(refused).toEqual({ over: true, count: 4 });
    const read = await counter.get("a");
    expect(read?.consumedPoints).toBe(4);
    expect(read?.msBeforeNext).toBeGreaterThan(59_000);
    expect(await counter.delete("a")).toBe(true);
    expect(await counter.get("a")).toBeNull();
    expect(await consume(counter, "a")).toEqual({ over: false, count: 1 });
  });

  it("starts a new window once the old one has ended", async () => {
    vi.useFakeTimers({ now: new Date("2026-06-01T08:00:00Z") });
    try {
      const budget = new KeyBudget(10);
      const counter = limiter(budget, 2, 60);
      await consume(counter, "a");
      await consume(counter, "a");
      expect((await consume(counter, "a")).over).toBe(true);
      vi.advanceTimersByTime(60_001);
      expect(await counter.get("a")).toBeNull();
      expect(await consume(counter, "a")).toEqual({ over: false, count: 1 });
      expect(budget.size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("at the bound forgets the oldest windows and keeps the newest keys' counts", async () => {
    const budget = new KeyBudget(100);
    const counter = limiter(budget, 1000);
    for (let i = 0; i < 250; i++) await consume(counter, `client-${i}`);
    // The newest keys counted again keep counting from where they were.
    for (let i = 150; i < 250; i++) await consume(counter, `client-${i}`);
    expect(budget.size).toBe(100);
    for (let i = 0; i < 150; i++) expect(await counter.get(`client-${i}`)).toBeNull();
    for (let i = 150; i < 250; i++) expect((await counter.get(`client-${i}`))?.consumedPoints).toBe(2);
  });

  it("counts a key that keeps its window as old, even when it is counted again lately", async () => {
    const budget = new KeyBudget(3);
    const counter = limiter(budget, 1000);
    await consume(counter, "first");
    await consume(counter, "second");
    await consume(counter, "third");
    await consume(counter, "first");
    await consume(counter, "fourth");
    // "first" opened the oldest window: it goes, whatever happened to it since.
    expect(await counter.get("first")).toBeNull();
    expect((await counter.get("second"))?.consumedPoints).toBe(1);
    expect((await counter.get("fourth"))?.consumedPoints).toBe(1);
  });

  it("makes room in the counter with the most keys, so a flood on one counter leaves the others' counts alone", async () => {
    const budget = new KeyBudget(50);
    const logins = limiter(budget, 10, 900, "login");
    const likes = limiter(budget, 1000, 600, "like");
    for (let i = 0; i < 5; i++) await consume(logins, `member-${i}`);
    for (let i = 0; i < 5; i++) await consume(logins, `member-${i}`);
    for (let i = 0; i < 10_000; i++) await consume(likes, `sprayed-${i}`);
    expect(budget.size).toBe(50);
    for (let i = 0; i < 5; i++) expect((await logins.get(`member-${i}`))?.consumedPoints).toBe(2);
    expect((await likes.get("sprayed-9999"))?.consumedPoints).toBe(1);
    expect(await likes.get("sprayed-0")).toBeNull();
  });

  it("refuses a budget that is not a positive whole number", () => {
    expect(() => new KeyBudget(0)).toThrow();
    expect(() => new KeyBudget(1.5)).toThrow();
  });
});

describe("the stores' in-memory counters", () => {
  const spec = { name: "like:client", points: 300, durationSeconds: 600 };

  it("the memory store holds at most its budget over all its counters", async () => {
    const store = new MemoryStore(200);
    for (let i = 0; i < 1000; i++) await store.counter(spec).consume(`client-${i}`);
    for (let i = 0; i < 1000; i++) await store.counter({ ...spec, name: "report:client" }).consume(`client-${i}`);
    expect(store.keyCount).toBe(200);
    // The second counter took room from the first until they held as many each, the oldest going first.
    expect(await store.counter(spec).get("client-850")).toBeNull();
    expect((await store.counter(spec).get("client-999"))?.consumedPoints).toBe(1);
    expect(await store.counter({ ...spec, name: "report:client" }).get("client-850")).toBeNull();
    expect((await store.counter({ ...spec, name: "report:client" }).get("client-999"))?.consumedPoints).toBe(1);
  });

  it("the Redis store's fallback, which counts while Redis is away, is bounded the same way", async () => {
    // Never connected: every count goes to the insurance counter, as in an outage.
    const redis = new Redis({ lazyConnect: true, enableOfflineQueue: false });
    const store = new RedisStore(redis, "fg:rl:test", 150);
    for (let i = 0; i < 1000; i++) await store.counter(spec).consume(`client-${i}`);
    expect(store.insuranceKeyCount).toBe(150);
    expect((await store.counter(spec).get("client-999"))?.consumedPoints).toBe(1);
    redis.disconnect();
  });
});

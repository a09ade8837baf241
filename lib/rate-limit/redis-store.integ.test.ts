// The Redis store against a real Redis (REDIS_TEST_URL, default 127.0.0.1:6379). Each run uses its own key
// prefix and removes its keys afterwards, so it cannot disturb other runs sharing the server. Each "app server"
// is a store with a connection of its own, as two processes would have.
import { afterAll, describe, expect, it } from "vitest";
import Redis, { type RedisOptions } from "ioredis";
import { randomBytes } from "node:crypto";
import { RedisStore } from "@/lib/rate-limit/store";
import { counter, setRateLimitStore } from "@/lib/rate-limit";

const url = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
const prefix = `fg:test:${randomBytes(6).toString("hex")}`;

async function reachable(): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

// No silent skip: a suite that claims Redis works must have talked to one (.ci/run starts it when missing).
if (!(await reachable())) {
  throw new Error(`Redis is not reachable at ${url}: start one (redis-server) or point REDIS_TEST_URL at one`);
}

const clients: Redis[] = [];
function connection(options: RedisOptions = {}): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, ...options });
  clients.push(redis);
  return redis;
}
// The store counts in memory until its connection is ready, so a test waits for that as a running server would have.
async function client(): Promise<Redis> {
  const redis = connection();
  await redis.ping();
  return redis;
}
const server = async (name = prefix) => new RedisStore(await client(), name);

afterAll(async () => {
  await (await server()).reset();
  await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())));
});

const spec = { name: "login:failures:client", points: 5, durationSeconds: 60 };
const allowed = (attempt: Promise<unknown>) =>
  attempt.then(
    () => true,
    (rejection: unknown) => {
      if (rejection instanceof Error) throw rejection;
      return false;
    },
  );

describe("RedisStore", () => {
  it("shares one count between two app servers", async () => {
    const [a, b] = [(await server()).counter(spec), (await server()).counter(spec)];
    for (let i = 0; i < 5; i++) expect(await allowed((i % 2 ? a : b).consume("198.51.100.7"))).toBe(true);
    expect(await allowed(a.consume("198.51.100.7"))).toBe(false);
    expect(await allowed(b.consume("198.51.100.7"))).toBe(false);
    expect(await allowed(b.consume("203.0.113.9"))).toBe(true);
  });

  it("counts concurrent attempts exactly (the check and the count are one atomic step)", async () => {
    const limiters = [(await server()).counter(spec), (await server()).counter(spec)];
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => allowed(limiters[i % 2]!.consume("192.0.2.1"))));
    expect(results.filter(Boolean)).toHaveLength(5);
  });

  it("counts through the app's counter() the same on every server", async () => {
    const [a, b] = [await server(), await server()];
    const rule = { limit: 3, windowSeconds: 60 };
    const hits = [];
    for (const store of [a, b, a, b]) {
      setRateLimitStore(store);
      hits.push(await counter("report:member", rule).hit("42"));
    }
    expect(hits.map((h) => h.over)).toEqual([false, false, false, true]);
    expect(hits[3]!.retryAfterSeconds).toBeGreaterThan(55);
    expect(hits[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    setRateLimitStore(b);
    expect((await counter("report:member", rule).peek("42")).count).toBe(4);
  });

  it("starts over once the window has passed, and lets keys expire with it", async () => {
    const redis = await client();
    const limiter = new RedisStore(redis, prefix).counter({ name: "short", points: 1, durationSeconds: 1 });
    expect(await allowed(limiter.consume("k"))).toBe(true);
    expect(await allowed(limiter.consume("k"))).toBe(false);
    const ttl = await redis.pttl(`${prefix}:short:k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(1000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await allowed(limiter.consume("k"))).toBe(true);
  });

  it("counts in memory while Redis cannot be reached, neither failing nor letting everything through", async () => {
    const down = connection({ port: 1, lazyConnect: false, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    down.on("error", () => {});
    const limiter = new RedisStore(down, prefix).counter({ ...spec, points: 2 });
    expect(await allowed(limiter.consume("198.51.100.8"))).toBe(true);
    expect(await allowed(limiter.consume("198.51.100.8"))).toBe(true);
    expect(await allowed(limiter.consume("198.51.100.8"))).toBe(false);
  });

  it("reset() removes only its own prefix", async () => {
    const redis = await client();
    const mine = new RedisStore(redis, `${prefix}:reset`);
    const other = `${prefix}:other-key`;
    await redis.set(other, "1");
    await mine.counter(spec).consume("x");
    expect(await redis.keys(`${prefix}:reset:*`)).not.toEqual([]);
    await mine.reset();
    expect(await redis.keys(`${prefix}:reset:*`)).toEqual([]);
    expect(await redis.get(other)).toBe("1");
  });
});

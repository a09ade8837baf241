// The Redis store against a real Redis (REDIS_TEST_URL, default 127.0.0.1:6379). Each run uses its own key
// prefix and removes its keys afterwards, so it cannot disturb other runs sharing the server.
import { afterAll, describe, expect, it } from "vitest";
import Redis from "ioredis";
import { randomBytes } from "node:crypto";
import { RedisStore } from "@/lib/rate-limit/store";
import { consume } from "@/lib/rate-limit/limiter";

const url = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
const prefix = `fg:test:${randomBytes(6).toString("hex")}:`;

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
function client(): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  clients.push(redis);
  return redis;
}

afterAll(async () => {
  if (clients[0]) await new RedisStore(clients[0], prefix).reset();
  await Promise.all(clients.map((c) => c.quit()));
});

describe("RedisStore", () => {
  const rule = { limit: 5, windowMs: 60_000 };

  it("shares one count between two app servers", async () => {
    const serverA = new RedisStore(client(), prefix);
    const serverB = new RedisStore(client(), prefix);
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    for (let i = 0; i < 5; i++) {
      const store = i % 2 === 0 ? serverA : serverB;
      expect((await consume(store, "login:ip:198.51.100.7", rule, now + i)).allowed).toBe(true);
    }
    const refusedOnA = await consume(serverA, "login:ip:198.51.100.7", rule, now + 10);
    const refusedOnB = await consume(serverB, "login:ip:198.51.100.7", rule, now + 10);
    expect(refusedOnA.allowed).toBe(false);
    expect(refusedOnB.allowed).toBe(false);
    expect(await consume(serverB, "login:ip:203.0.113.9", rule, now + 10)).toEqual({ allowed: true });
  });

  it("counts concurrent attempts exactly (the check and the count are one atomic step)", async () => {
    const stores = [new RedisStore(client(), prefix), new RedisStore(client(), prefix)];
    const now = Date.UTC(2026, 10, 22, 13, 0, 0);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => consume(stores[i % 2]!, "register:ip:direct", rule, now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("slides: the previous window fades out, and counts expire once no longer needed", async () => {
    const redis = client();
    const store = new RedisStore(redis, prefix);
    const start = Date.UTC(2026, 10, 22, 14, 0, 0);
    for (let i = 0; i < 5; i++) await consume(store, "slide", rule, start + i);
    expect((await consume(store, "slide", rule, start + 59_000)).allowed).toBe(false);
    // 30 s into the next window half of the previous one still counts: 2.5 + 0 + 1 fits under 5.
    expect((await consume(store, "slide", rule, start + 90_000)).allowed).toBe(true);
    // Counted at 0 s into its window, a window's key lives to the end of the next window: two minutes.
    const ttl = await redis.pttl(`${prefix}slide:${Math.floor(start / 60_000)}`);
    expect(ttl).toBeGreaterThan(110_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });

  it("reset() removes only its own prefix", async () => {
    const redis = client();
    const mine = new RedisStore(redis, `${prefix}reset:`);
    const other = `${prefix}other-key`;
    await redis.set(other, "1");
    await consume(mine, "x", rule);
    await mine.reset();
    expect(await redis.keys(`${prefix}reset:*`)).toEqual([]);
    expect(await redis.get(other)).toBe("1");
  });
});

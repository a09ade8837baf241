// 200,000 clients, each with an address of its own, through the same path a request takes (limitClient). Without a
// bound every one of them would stay in memory until its window ends; with it the process grows by a few MB.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const CLIENTS = 200_000;
const MAX_KEYS = 100_000;
const MB = 1024 * 1024;

function collector(): () => void {
  // The unit project starts its workers with --expose-gc and a young generation of fixed size (vitest.config.ts).
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  // Run some other way: switch gc on for a fresh context and take its gc.
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

function settledRss(gc: () => void): number {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().rss;
}

describe("the in-memory rate-limit store under 200,000 distinct clients", () => {
  const saved = { ...process.env };
  beforeAll(() => {
    process.env.DATABASE_URL ??= "postgresql://unused@127.0.0.1/unused";
    process.env.RATE_LIMIT_MEMORY_MAX_KEYS = String(MAX_KEYS);
    process.env.TRUST_PROXY = "0";
  });
  afterAll(() => {
    process.env = saved;
  });

  it("holds at most its key budget and grows the process by less than 50 MB", { timeout: 120_000 }, async () => {
    const { limitClient, setRateLimitStore } = await import("@/lib/rate-limit");
    const { MemoryStore } = await import("@/lib/rate-limit/store");
    const store = new MemoryStore(MAX_KEYS);
    setRateLimitStore(store);
    const gc = collector();

    // A server that has been answering for a while: the code is compiled and V8's young generation has grown to
    // what a stream of requests needs. The same hundred clients come back again and again, so no keys pile up here;
    // what grows after this is the keys.
    const count = (address: string) => limitClient(requestFrom(address), "like").catch(refusedIsFine);
    for (let i = 0; i < 50_000; i++) await count(`10.255.0.${i % 100}`);
    const before = settledRss(gc);

    for (let i = 0; i < CLIENTS; i++) {
      await count(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    }
    const grown = (settledRss(gc) - before) / MB;

    expect(store.keyCount).toBeLessThanOrEqual(MAX_KEYS);
    expect(grown).toBeLessThan(50);
    console.info(`[memory-bound] ${CLIENTS} clients: ${store.keyCount} keys held, RSS grew ${grown.toFixed(1)} MB`);
  });
});

function refusedIsFine(error: unknown): void {
  if ((error as { status?: number }).status !== 429) throw error;
}

function requestFrom(address: string): Request {
  return new Request("http://localhost/api/likes", { method: "POST", headers: { "x-forwarded-for": address } });
}

import { describe, expect, it } from "vitest";
import { consume, secondsUntilAllowed } from "@/lib/rate-limit/limiter";
import { MemoryStore } from "@/lib/rate-limit/store";

const MINUTE = 60_000;
const rule = { limit: 10, windowMs: 15 * MINUTE };
const start = 1_000 * 15 * MINUTE; // the start of a window

describe("sliding-window limiter (memory store)", () => {
  it("allows the limit, refuses the next attempt without counting it, and tells how long to wait", async () => {
    const store = new MemoryStore();
    for (let i = 0; i < 10; i++) expect((await consume(store, "k", rule, start + i * 1000)).allowed).toBe(true);
    const refused = await consume(store, "k", rule, start + 10_000);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    if (refused.allowed) throw new Error("unreachable");
    // Full running window (10): wait for its end, then until 1/10 of it has slid out: 14:50 + 1:30.
    expect(refused.retryAfterSeconds).toBe(14 * 60 + 50 + 90);
    expect((await consume(store, "k", rule, start + 10_000 + (refused.retryAfterSeconds - 1) * 1000)).allowed).toBe(false);
    expect((await consume(store, "k", rule, start + 10_000 + refused.retryAfterSeconds * 1000)).allowed).toBe(true);
  });

  it("does not let a burst at a window boundary double the limit", async () => {
    const store = new MemoryStore();
    for (let i = 0; i < 10; i++) await consume(store, "k", rule, start + 15 * MINUTE - 1000);
    // One second into the next window the previous one still weighs almost fully.
    expect((await consume(store, "k", rule, start + 15 * MINUTE + 1000)).allowed).toBe(false);
    // Halfway through, half of it counts: 5 + 0 + 1 fits, up to 5 more attempts.
    let allowed = 0;
    for (let i = 0; i < 10; i++) if ((await consume(store, "k", rule, start + 22.5 * MINUTE)).allowed) allowed++;
    expect(allowed).toBe(5);
  });

  it("keeps keys apart and forgets everything on reset", async () => {
    const store = new MemoryStore();
    const tiny = { limit: 1, windowMs: MINUTE };
    expect((await consume(store, "a", tiny, start)).allowed).toBe(true);
    expect((await consume(store, "a", tiny, start)).allowed).toBe(false);
    expect((await consume(store, "b", tiny, start)).allowed).toBe(true);
    await store.reset();
    expect((await consume(store, "a", tiny, start)).allowed).toBe(true);
  });
});

describe("secondsUntilAllowed", () => {
  it("waits only for the previous window to slide out when the running one has room", () => {
    // 8 in the previous window, 4 in the running one, 5 min into a 15 min window, limit 10:
    // allowed when 8·(1 − t/15) + 4 + 1 ≤ 10, i.e. t ≥ 5.625 min: wait 0.625 min = 37.5 s → 38.
    expect(secondsUntilAllowed(rule, 8, 4, start + 5 * MINUTE)).toBe(38);
  });

  it("is never less than a second", () => {
    expect(secondsUntilAllowed(rule, 100, 0, start + 15 * MINUTE - 1)).toBeGreaterThanOrEqual(1);
  });
});

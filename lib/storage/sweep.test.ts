// When a server sweeps: not at start, then after a short delay and every hour, one log line each time, and never
// while `next build` prerenders.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startStorageSweep, stopStorageSweep, SWEEP_FIRST_DELAY_MS, SWEEP_INTERVAL_MS, type SweepResult } from "@/lib/storage/sweep";

const result: SweepResult = { removed: { reports: 0, profiles: 0, news: 2 }, inUse: 7, waiting: 1, refused: null };

describe("startStorageSweep", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "info").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    stopStorageSweep();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it("sweeps after the first delay and then every hour, with one line each time", async () => {
    const sweep = vi.fn(async () => result);
    startStorageSweep({ sweep });
    startStorageSweep({ sweep }); // a second start is a no-op
    await vi.advanceTimersByTimeAsync(SWEEP_FIRST_DELAY_MS - 1);
    expect(sweep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(1);
    expect(console.info).toHaveBeenCalledTimes(1);
    expect(console.info).toHaveBeenLastCalledWith(expect.stringMatching(/^\[storage\] sweep: 2 unused file\(s\) removed \(news 2\), 7 in use, 1 unused/));
    await vi.advanceTimersByTimeAsync(2 * SWEEP_INTERVAL_MS);
    expect(sweep).toHaveBeenCalledTimes(3);
  });

  it("logs a failure in one line and keeps its schedule", async () => {
    const sweep = vi.fn(async () => Promise.reject(new Error("Bilderna går inte att nå just nu.")));
    startStorageSweep({ sweep });
    await vi.advanceTimersByTimeAsync(SWEEP_FIRST_DELAY_MS + SWEEP_INTERVAL_MS);
    expect(sweep).toHaveBeenCalledTimes(2);
    expect(console.error).toHaveBeenCalledWith("[storage] sweep failed: Bilderna går inte att nå just nu.");
  });

  it("does nothing while the site is being built", async () => {
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    const sweep = vi.fn(async () => result);
    startStorageSweep({ sweep });
    await vi.advanceTimersByTimeAsync(SWEEP_FIRST_DELAY_MS + SWEEP_INTERVAL_MS);
    expect(sweep).not.toHaveBeenCalled();
  });
});

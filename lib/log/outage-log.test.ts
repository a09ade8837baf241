import { afterEach, describe, expect, it, vi } from "vitest";
import { createOutageLog } from "@/lib/log/outage-log";

describe("the outage log", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("writes one line when an outage starts, at most one per interval while it lasts, and one when it ends", () => {
    let clock = 0;
    const lines: string[] = [];
    const log = createOutageLog({ write: (line) => lines.push(line), now: () => clock, intervalMs: 10_000 });

    // 30 s of an outage with a failed request every 10 ms: 3,000 failures.
    for (let i = 0; i < 3_000; i++) {
      log.failed("database", "DatabaseNotReachable");
      clock += 10;
    }
    log.recovered("database");

    expect(lines.length).toBeLessThanOrEqual(5);
    expect(lines[0]).toBe("[outage] database unreachable (DatabaseNotReachable): answering 503 until it is back");
    expect(lines.slice(1, -1).every((line) => /^\[outage\] database still unreachable after \d+,\d s: \d+ more requests answered 503$/.test(line))).toBe(true);
    expect(lines.at(-1)).toBe("[outage] database answers again after 30,0 s; 3000 requests were answered 503");
    expect(log.isDown("database")).toBe(false);
  });

  it("keeps dependencies apart and says nothing of a recovery that follows no outage", () => {
    const lines: string[] = [];
    const log = createOutageLog({ write: (line) => lines.push(line), now: () => 0 });
    log.recovered("database");
    log.failed("redis", "ECONNREFUSED");
    log.failed("database", "P1001");
    expect(lines).toHaveLength(2);
    expect(log.isDown("redis") && log.isDown("database")).toBe(true);
  });

  it("asks the dependency whether it is back and ends the outage when the probe answers", async () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    let reachable = false;
    const probe = vi.fn(async () => {
      if (!reachable) throw new Error("down");
    });
    const log = createOutageLog({ write: (line) => lines.push(line), probeEveryMs: 1_000, probes: { database: probe } });

    log.failed("database", "ConnectionClosed");
    await vi.advanceTimersByTimeAsync(3_000);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(log.isDown("database")).toBe(true);

    reachable = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.isDown("database")).toBe(false);
    expect(lines.at(-1)).toMatch(/^\[outage\] database answers again after/);

    // Once back, the probing stops.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe).toHaveBeenCalledTimes(4);
  });
});

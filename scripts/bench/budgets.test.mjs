import { describe, expect, it } from "vitest";
import { checkBudgets } from "./budgets.mjs";
import { longTailSelected } from "./long-tail.mjs";

describe("the new rows' budgets", () => {
  const texts = (rows) => checkBudgets(rows, { connections: 10, postingSlowdown: null }).map((c) => `${c.ok ? "PASS" : "MISS"} ${c.text}`);

  it("hold a write to half the bare server's and 100 ms", () => {
    const lines = texts([{ target: "POST /api/reports (no position)", kind: "write", as: "member", rps: 100, bareRps: 250, p99: 90 }]);
    expect(lines).toEqual([expect.stringMatching(/^MISS .*0\.40× the bare server's same write/), expect.stringMatching(/^PASS .*p99 90 ms/)]);
  });

  it("hold the long tail to the floor where it has a floor budget, else to the bare server", () => {
    const lines = texts([
      { target: "/reports/{different}", kind: "long-tail", rps: 60, bareRps: 1800, floorRps: 100, p99: 120 },
      { target: "/fiskevader?plats={different}&art={different}", kind: "long-tail", rps: 30, bareRps: 1800, floorRps: 100, p99: 700 },
      { target: "/fiskevader?plats={different}&art={different}", kind: "long-tail", rps: 45, bareRps: 1800, floorRps: 100, p99: 700 },
      { target: "/arter/{different}", kind: "long-tail", rps: 30, bareRps: 150, p99: 300 },
    ]);
    expect(lines[0]).toMatch(/^PASS .*0\.60× the framework's floor/);
    expect(lines[2]).toMatch(/^MISS .*0\.30× the framework's floor .*budget ≥ 0\.4×/);
    expect(lines[3]).toMatch(/^PASS .*0\.45× the framework's floor/);
    // Without the floor's reading, the bare server is the yardstick.
    expect(lines[4]).toMatch(/^PASS .*0\.20× the bare server on the same addresses/);
  });

  it("hold competition day to 0.9× and to no answer but 2xx", () => {
    const day = (rps, non2xx = 0) => ({ target: "POST /api/reports (competition day)", kind: "competition-day", rps, non2xx, requests: 1000 });
    expect(texts([day(95), day(100)])).toEqual([expect.stringMatching(/^PASS .*0\.95×/), expect.stringMatching(/^PASS .*2xx/)]);
    expect(texts([day(80, 3), day(100)])).toEqual([expect.stringMatching(/^MISS .*0\.80×/), expect.stringMatching(/^MISS .*2xx/)]);
  });
});

describe("BENCH_ONLY", () => {
  it("brings the floor with the long tail, and alone with floor", () => {
    expect(longTailSelected("long-tail")).toEqual({ longTail: true, mixed: false, floor: true });
    expect(longTailSelected("floor")).toEqual({ longTail: false, mixed: false, floor: true });
    expect(longTailSelected("posting")).toEqual({ longTail: false, mixed: false, floor: false });
    expect(longTailSelected("")).toEqual({ longTail: true, mixed: true, floor: true });
  });
});

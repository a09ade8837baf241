import { describe, expect, it } from "vitest";
import { createVariantGate } from "@/lib/search/variants";

describe("the bound on cached filtered lists", () => {
  it("admits the first variants of a window, refuses new ones past the bound, and starts over with the next window", () => {
    let now = 0;
    const gate = createVariantGate(2, 1000, () => now);
    expect(gate.admit("a")).toBe(true);
    expect(gate.admit("b")).toBe(true);
    expect(gate.admit("c")).toBe(false);
    expect(gate.admit("a")).toBe(true);
    expect(gate.size()).toBe(2);
    now = 1000;
    expect(gate.admit("c")).toBe(true);
    expect(gate.size()).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import { axisLabel, patternSummary } from "@/components/patterns/pattern-chart";

describe("a pattern chart's words", () => {
  it("names the largest group and its share as the chart's text alternative", () => {
    const pattern = { total: 20, bars: [{ key: "1", label: "Fallande", count: 11 }, { key: "2", label: "Stabilt", count: 4 }, { key: "3", label: "Stigande", count: 5 }] };
    expect(patternSummary(pattern, "med lufttryck")).toBe("20 fångster med lufttryck. Flest: fallande med 11 (55 %).");
  });

  it("keeps an axis label whole when it fits under its bar and cuts it with a full stop when not", () => {
    expect(axisLabel("Stigande", 120)).toBe("Stigande");
    expect(axisLabel("tilltagande skära", 45)).toBe("tillt.");
    expect(axisLabel("jan", 10)).toBe("jan");
  });
});

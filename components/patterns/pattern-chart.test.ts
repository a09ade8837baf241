import { describe, expect, it } from "vitest";
import { axisLabel, patternSummary, patternSvg, patternTable } from "@/components/patterns/pattern-chart";

const pressure = { total: 20, bars: [{ key: "1", label: "Fallande", count: 11 }, { key: "2", label: "Stabilt", count: 4 }, { key: "3", label: "Stigande", count: 5 }] };

describe("a pattern chart's words", () => {
  it("names the largest group and its share as the chart's text alternative", () => {
    expect(patternSummary(pressure, "med lufttryck")).toBe("20 fångster med lufttryck. Flest: fallande med 11 (55 %).");
  });

  it("keeps an axis label whole when it fits under its bar and cuts it with a full stop when not", () => {
    expect(axisLabel("Stigande", 120)).toBe("Stigande");
    expect(axisLabel("tilltagande skära", 45)).toBe("tillt.");
    expect(axisLabel("jan", 10)).toBe("jan");
  });
});

describe("a pattern chart as markup", () => {
  it("draws one bar per group, names the picture by its summary and labels each bar", () => {
    const svg = patternSvg(pressure, "20 fångster <med> lufttryck", "text");
    expect(svg).toMatch(/^<svg viewBox="0 0 360 168" class="[^"]+" role="img" aria-label="20 fångster &lt;med&gt; lufttryck">/);
    expect(svg.match(/<rect /g)).toHaveLength(3);
    expect(svg).toContain('text-anchor="middle">Fallande</text>');
    // The tallest bar reaches the top of the drawing area.
    expect(svg).toContain('y="14" width="79.2" height="136"');
  });

  it("draws the moon's phase under each bar instead of words", () => {
    const moon = { total: 16, bars: Array.from({ length: 8 }, (_, i) => ({ key: String(i), label: `Fas ${i}`, count: 2 })) };
    const svg = patternSvg(moon, "16 fångster", "moon");
    expect(svg.match(/<circle /g)).toHaveLength(8);
    expect(svg).not.toContain("<text");
  });

  it("writes the numbers as a table with a row per group and its share", () => {
    const table = patternTable(pressure, "Lufttryckets riktning", "Lufttryck");
    expect(table).toContain("<caption>Lufttryckets riktning</caption>");
    expect(table).toContain('<th scope="col">Lufttryck</th>');
    expect(table).toContain('<tr><th scope="row">Fallande</th><td>11</td><td>55 %</td></tr>');
    expect(table.match(/<tr>/g)).toHaveLength(4);
  });
});

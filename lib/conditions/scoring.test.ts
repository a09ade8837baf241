import { describe, expect, it } from "vitest";
import { scoreDay, scoreWord } from "@/lib/conditions/scoring";

const trend = { total: 100, bars: [{ key: "fallande", label: "Fallande", count: 61 }, { key: "stabilt", label: "Stabilt", count: 25 }, { key: "stigande", label: "Stigande", count: 14 }] };

describe("scoreDay", () => {
  it("scores a day by the share of catches under its conditions and says why in words", () => {
    const falling = scoreDay([{ pattern: trend, key: "fallande", label: "Fallande lufttryck", what: "Med känt lufttryck" }], "av gädda");
    expect(falling.score).toBe(65);
    expect(falling.reasons).toEqual(["Fallande lufttryck: 61 % av fångsterna av gädda med känt lufttryck (utan samband väntat 33 %)."]);
    const rising = scoreDay([{ pattern: trend, key: "stigande", label: "Stigande lufttryck", what: "Med känt lufttryck" }], "av gädda");
    expect(rising.score).toBeLessThan(50);
    expect(scoreWord(falling.score)).toBe("Mycket bra");
  });

  it("says plainly when there are too few catches, and gives no score from nothing", () => {
    const none = scoreDay([{ pattern: null, key: "3", label: "Mars", what: "Månaden" }], "av lake");
    expect(none).toEqual({ score: null, reasons: ["Månaden: för få fångster av lake för att säga något."] });
    expect(scoreWord(null)).toBe("Okänt");
  });
});

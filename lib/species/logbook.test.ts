import { describe, expect, it } from "vitest";
import { bestsOf, currentSeason, seasonOf } from "./logbook";

const gadda = { slug: "gadda", name: "Gädda" };
const abborre = { slug: "abborre", name: "Abborre" };
const c = (id: number, species: typeof gadda | null, weight: string, length: string, fishing_date = "2026-06-01", released = false) => ({
  id,
  species,
  weight,
  length,
  fishing_date,
  released,
});

describe("bestsOf", () => {
  it("keeps the heaviest catch of each species, then the longest, then the first posted, sorted by name", () => {
    const bests = bestsOf([
      c(1, gadda, "5.00", "80.0"),
      c(2, gadda, "9.40", "98.0"),
      c(3, gadda, "9.40", "99.0"),
      c(4, abborre, "0.80", "35.0"),
      c(5, abborre, "0.80", "35.0"),
      c(6, null, "50.00", "150.0"),
    ]);
    expect(bests.map((b) => [b.species.name, b.reportId])).toEqual([
      ["Abborre", 4],
      ["Gädda", 3],
    ]);
  });
});

describe("seasonOf", () => {
  it("counts this year's catches, species, total weight and releases", () => {
    const season = seasonOf(
      [c(1, gadda, "5.10", "80.0", "2026-05-01", true), c(2, abborre, "0.20", "20.0", "2026-06-01"), c(3, null, "1.00", "30.0", "2026-07-01", true), c(4, gadda, "9.00", "90.0", "2025-09-01")],
      2026,
    );
    expect(season).toEqual({ year: 2026, catches: 3, species: 2, totalWeight: "6.30", released: 2 });
  });

  it("takes the year in Sweden, where New Year comes an hour before UTC's", () => {
    expect(currentSeason(new Date("2026-12-31T23:30:00Z"))).toBe(2027);
  });
});

import { describe, expect, it } from "vitest";
import { competitionPhase, graceEndsAt, swedishMidnight } from "@/lib/competitions/period";
import { describeRule, formatScore } from "@/lib/competitions/messages";
import { periodDays } from "@/lib/competitions/schemas";

describe("a competition's time", () => {
  it("counts days in Swedish time, summer and winter alike", () => {
    expect(swedishMidnight("2026-07-01").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(swedishMidnight("2026-12-01").toISOString()).toBe("2026-11-30T23:00:00.000Z");
    // The last day ends, then 48 hours: the end of the third day after it begins.
    expect(graceEndsAt("2026-06-30").toISOString()).toBe("2026-07-02T22:00:00.000Z");
  });

  it("moves from upcoming through running and grace to finished", () => {
    const period = { startsOn: "2026-06-01", endsOn: "2026-06-30" };
    expect(competitionPhase(period, new Date("2026-05-31T21:59:00Z"))).toBe("upcoming");
    expect(competitionPhase(period, new Date("2026-05-31T22:00:00Z"))).toBe("running");
    expect(competitionPhase(period, new Date("2026-06-30T21:59:00Z"))).toBe("running");
    expect(competitionPhase(period, new Date("2026-06-30T22:00:00Z"))).toBe("grace");
    expect(competitionPhase(period, new Date("2026-07-02T22:00:00Z"))).toBe("finished");
  });

  it("counts a period's days with both ends, so a leap year fits", () => {
    expect(periodDays("2026-06-01", "2026-06-01")).toBe(1);
    expect(periodDays("2028-01-01", "2028-12-31")).toBe(366);
  });
});

describe("scores as the leaderboard writes them", () => {
  it("in Swedish, with the rule's unit", () => {
    expect(formatScore("heaviest", 8.3)).toBe("8,3 kg");
    expect(formatScore("longest", 101.5)).toBe("101,5 cm");
    expect(formatScore("species_count", 1)).toBe("1 art");
    expect(formatScore("species_count", 4)).toBe("4 arter");
    expect(formatScore("big_fish_points", 0.625)).toBe("0,63 p");
    expect(describeRule("total_weight", 3)).toBe("Totalvikt av de 3 tyngsta fångsterna");
    expect(describeRule("big_fish_points", 1)).toBe("Storfiskpoäng, bästa fångsten");
  });
});

import { describe, expect, it } from "vitest";
import { parseIsoDay, swedishDay, swedishWeekday, todayIn, todayInSweden } from "@/lib/calendar";

describe("the calendar", () => {
  it("writes an ISO date as a Swedish day, whatever follows the date, and nothing for what is not one", () => {
    expect(swedishDay("2026-05-01")).toBe("1 maj 2026");
    expect(swedishDay("2026-12-31T23:30:00.000Z")).toBe("31 december 2026");
    expect(swedishDay("maj")).toBeNull();
    expect(swedishDay(null)).toBeNull();
    expect(swedishWeekday("2026-05-01")).toBe("fredag 1 maj");
    expect(swedishWeekday("2026-11-29")).toBe("söndag 29 november");
    expect(swedishWeekday("i morgon")).toBeNull();
    expect(parseIsoDay("2026-02-03")?.toISOString()).toBe("2026-02-03T00:00:00.000Z");
  });

  it("counts today by the Swedish clock, which turns the day before UTC does", () => {
    const lateEvening = new Date("2026-06-01T22:30:00Z");
    expect(todayIn("UTC", lateEvening)).toBe("2026-06-01");
    expect(todayInSweden(lateEvening)).toBe("2026-06-02");
    expect(todayInSweden(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });
});

import { describe, expect, it } from "vitest";
import {
  formatFishingDate,
  formatLength,
  formatWeight,
  isReportSort,
  localIsoDate,
  orUnknown,
  reportCountLabel,
  reportImageUrl,
  weekdayOf,
} from "@/lib/reports/display";

describe("report display helpers", () => {
  it("words the count in singular and plural", () => {
    expect(reportCountLabel(0)).toBe("0 rapporter");
    expect(reportCountLabel(1)).toBe("1 rapport");
    expect(reportCountLabel(12)).toBe("12 rapporter");
  });

  it("formats weight and length the Swedish way", () => {
    expect(formatWeight("3.40")).toBe("3,4 kg");
    expect(formatWeight("12.25")).toBe("12,25 kg");
    expect(formatLength("72.0")).toBe("72 cm");
    expect(formatLength("45.5")).toBe("45,5 cm");
  });

  it("falls back to 'Okänd' for missing values", () => {
    expect(orUnknown("")).toBe("Okänd");
    expect(orUnknown("  ")).toBe("Okänd");
    expect(orUnknown(null)).toBe("Okänd");
    expect(orUnknown("Gädda")).toBe("Gädda");
    expect(formatWeight("")).toBe("Okänd");
    expect(formatLength("abc")).toBe("Okänd");
    expect(formatFishingDate("")).toBe("Okänd");
    expect(formatFishingDate("inte ett datum")).toBe("Okänd");
  });

  it("formats a fishing date without shifting the day", () => {
    expect(formatFishingDate("2025-06-14")).toBe("14 juni 2025");
    expect(formatFishingDate("2025-01-01")).toBe("1 januari 2025");
    expect(weekdayOf("2025-06-14")).toBe("lördag");
  });

  it("builds the image URL from the stored file name", () => {
    expect(reportImageUrl("abc.jpg")).toBe("/uploads/reports/abc.jpg");
    expect(reportImageUrl(null)).toBeNull();
  });

  it("gives today's local date for the date input", () => {
    expect(localIsoDate(new Date(2025, 2, 7, 23, 30))).toBe("2025-03-07");
  });

  it("knows the sort keys", () => {
    expect(isReportSort("fish")).toBe(true);
    expect(isReportSort("weight")).toBe(false);
    expect(isReportSort(undefined)).toBe(false);
  });
});

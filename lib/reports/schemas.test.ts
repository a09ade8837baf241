import { describe, expect, it } from "vitest";
import { todayIn, todayInSweden } from "@/lib/calendar";
import { isIsoDate, reportFormSchema, reportListQuerySchema } from "@/lib/reports/schemas";
import { decodeCursor, encodeCursor } from "@/lib/reports/cursor";

const valid = { fish: "Gädda", weight: "3.4", length: "72", location: "Mälaren", date: "2026-06-01" };
const fieldError = (input: Record<string, unknown>, field: string) => {
  const result = reportFormSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe("reportFormSchema", () => {
  it("accepts Swedish decimal commas and numbers, and answers normalised decimal strings", () => {
    expect(reportFormSchema.parse({ ...valid, weight: "3,4", length: " 72,5 " })).toMatchObject({ weight: "3.4", length: "72.5" });
    expect(reportFormSchema.parse({ ...valid, weight: 12, length: 99.9 })).toMatchObject({ weight: "12", length: "99.9" });
    expect(reportFormSchema.parse({ ...valid, weight: "3.40", length: ".5" })).toMatchObject({ weight: "3.4", length: "0.5" });
  });

  it.each([["1e3"], ["3,4,5"], ["0x10"], ["Infinity"], ["NaN"], [" "], ["+3"]])("refuses the weight %j", (weight) => {
    expect(fieldError({ ...valid, weight }, "weight")).toMatch(/^(Ange vikt|Vikten måste vara ett tal)/);
  });

  it("holds weight and length to the step 0.1 and the column limits", () => {
    expect(fieldError({ ...valid, weight: "0.05" }, "weight")).toBe("Ange vikten med högst en decimal");
    expect(fieldError({ ...valid, weight: "999.95" }, "weight")).toBe("Vikten får vara högst 999,9 kg");
    expect(fieldError({ ...valid, weight: "999.9" }, "weight")).toBeUndefined();
    expect(fieldError({ ...valid, length: "999.1" }, "length")).toBe("Längden får vara högst 999 cm");
    expect(fieldError({ ...valid, length: "0.1" }, "length")).toBeUndefined();
    expect(fieldError({ ...valid, length: "0" }, "length")).toBe("Längden måste vara större än 0");
    expect(fieldError({ ...valid, weight: "" }, "weight")).toBe("Ange vikt");
  });

  it("cleans text: trims, collapses whitespace on one-line fields, drops control characters, blanks become null", () => {
    const parsed = reportFormSchema.parse({
      ...valid,
      fish: "  Regnbågs\u0000öring \t ",
      location: "Sjön\n  Vättern",
      bait: "   ",
      method: undefined,
      notes: "  Första raden\r\nAndra\u0007 raden  ",
    });
    expect(parsed).toMatchObject({ fish: "Regnbågsöring", location: "Sjön Vättern", bait: null, method: null, notes: "Första raden\nAndra raden" });
  });

  it("checks the date: a real calendar day from 1900 on, not in the future anywhere, blank meaning today", () => {
    expect(reportFormSchema.parse({ ...valid, date: "" }).date).toBe(todayInSweden());
    expect(reportFormSchema.parse({ ...valid, date: undefined }).date).toBe(todayInSweden());
    expect(reportFormSchema.parse({ ...valid, date: "1900-01-01" }).date).toBe("1900-01-01");
    expect(fieldError({ ...valid, date: "2026-6-1" }, "date")).toBe("Ange ett giltigt datum (ÅÅÅÅ-MM-DD)");
    expect(fieldError({ ...valid, date: "2025-02-29" }, "date")).toBe("Ange ett giltigt datum (ÅÅÅÅ-MM-DD)");
    expect(fieldError({ ...valid, date: "1899-12-31" }, "date")).toBe("Datumet kan inte vara före år 1900");
    const dayAfterTomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(fieldError({ ...valid, date: dayAfterTomorrow }, "date")).toBe("Datumet kan inte vara i framtiden");
  });

  it("takes an optional time of day as HH:MM, left out as undefined, blank as null, nonsense refused", () => {
    expect(reportFormSchema.parse(valid).catch_time).toBeUndefined();
    expect(reportFormSchema.parse({ ...valid, catch_time: "" }).catch_time).toBeNull();
    expect(reportFormSchema.parse({ ...valid, catch_time: "6:05" }).catch_time).toBe("06:05");
    expect(reportFormSchema.parse({ ...valid, catch_time: "23.59" }).catch_time).toBe("23:59");
    for (const bad of ["24:00", "12:60", "noon", "12:5", 1200]) {
      expect(fieldError({ ...valid, catch_time: bad }, "catch_time")).toBe("Ange klockslaget som TT:MM, t.ex. 06:45");
    }
  });

  it("ignores fields it does not know, such as user_id", () => {
    expect(reportFormSchema.parse({ ...valid, user_id: "1" })).not.toHaveProperty("user_id");
  });
});

describe("weight and length typed in a text field", () => {
  it.each([
    ["4,2", "4.2"],
    ["4.2", "4.2"],
    [" 4,2 ", "4.2"],
    ["42", "42"],
    ["0,5", "0.5"],
  ])("reads %j as %s, whichever decimal mark the phone's keyboard gives", (typed, stored) => {
    expect(reportFormSchema.parse({ ...valid, weight: typed, length: typed })).toMatchObject({ weight: stored, length: stored });
  });

  it.each([["fyra"], ["4,2 kg"], ["4 2"], ["4,2,1"], ["4;2"]])("says in Swedish that %j is not a number", (typed) => {
    expect(fieldError({ ...valid, weight: typed }, "weight")).toBe("Vikten måste vara ett tal, t.ex. 3,4");
    expect(fieldError({ ...valid, length: typed }, "length")).toBe("Längden måste vara ett tal, t.ex. 72");
  });
});

describe("dates", () => {
  it("knows real calendar days", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2024-13-01")).toBe(false);
    expect(isIsoDate("20240101")).toBe(false);
  });

  it("tells today's date per time zone", () => {
    const lateEvening = new Date("2026-06-01T22:30:00Z"); // 00:30 on 2 June in Stockholm (summer time)
    expect(todayIn("UTC", lateEvening)).toBe("2026-06-01");
    expect(todayInSweden(lateEvening)).toBe("2026-06-02");
  });
});

describe("reportListQuerySchema", () => {
  it("defaults to the newest 20 and reads blanks as missing", () => {
    expect(reportListQuerySchema.parse({})).toEqual({ sort: "date", limit: 20 });
    expect(reportListQuerySchema.parse({ sort: "", cursor: "", limit: "" })).toEqual({ sort: "date", limit: 20 });
    expect(reportListQuerySchema.parse({ sort: "fisher", limit: "50", cursor: "abc" })).toEqual({ sort: "fisher", limit: 50, cursor: "abc" });
  });
});

describe("report cursors", () => {
  it("round-trip for their own sort order only", () => {
    const cursor = encodeCursor({ sort: "fish", key: "Ål", id: 42 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, "fish")).toEqual({ sort: "fish", key: "Ål", id: 42 });
    expect(() => decodeCursor(cursor, "location")).toThrow("Ogiltig sidmarkör");
  });
});

describe("the report's position", () => {
  const catchOf = (extra: Record<string, unknown>) => reportFormSchema.safeParse({ fish: "Gädda", weight: "3", length: "70", location: "Mälaren", ...extra });

  it("takes decimal degrees with a dot or a comma, rounded to six decimals", () => {
    const parsed = catchOf({ latitude: "59,1234564", longitude: "17.654321", position_precision: "friends" });
    expect(parsed.success && parsed.data).toMatchObject({ latitude: 59.123456, longitude: 17.654321, position_precision: "friends" });
  });

  it("leaves a position out when the fields are left out or blank", () => {
    const absent = catchOf({});
    expect(absent.success && [absent.data.latitude, absent.data.longitude, absent.data.position_precision]).toEqual([undefined, undefined, undefined]);
    const blank = catchOf({ latitude: "", longitude: " ", position_precision: "" });
    expect(blank.success && [blank.data.latitude, blank.data.longitude, blank.data.position_precision]).toEqual([null, null, undefined]);
  });

  it("refuses a point outside Sweden, half a point, a word and an unknown precision", () => {
    for (const extra of [{ latitude: "52.52", longitude: "13.40" }, { latitude: "59.3", longitude: "25.1" }]) {
      const parsed = catchOf(extra);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Positionen ligger utanför Sverige");
    }
    expect(catchOf({ latitude: "59.3" }).error?.issues[0]?.path).toEqual(["longitude"]);
    expect(catchOf({ latitude: "norr", longitude: "18" }).success).toBe(false);
    expect(catchOf({ latitude: "Infinity", longitude: "18" }).success).toBe(false);
    expect(catchOf({ latitude: "59", longitude: "18", position_precision: "everyone" }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { guessMapping, type ImportMapping } from "@/lib/logbook-import/columns";
import { detectDateOrder, mapRow, readDateParts, rowMessages } from "@/lib/logbook-import/rows";

const HEADERS = ["Datum", "Art", "Vikt", "Längd", "Plats", "Latitud", "Longitud", "Anteckningar", "Återutsatt"];
const mapping: ImportMapping = guessMapping(HEADERS);
const row = (overrides: Partial<Record<string, string>> = {}) => {
  const values: Record<string, string> = { Datum: "2024-06-15", Art: "Gädda", Vikt: "3,4", Längd: "72", Plats: "Mälaren", Latitud: "", Longitud: "", Anteckningar: "", Återutsatt: "", ...overrides };
  return HEADERS.map((header) => values[header]!);
};

describe("mapRow", () => {
  it("stores a Swedish row as the report form would", () => {
    const mapped = mapRow(row({ Latitud: "59,3293", Longitud: "18,0686", Återutsatt: "Ja", Anteckningar: "Kall morgon" }), mapping, "dmy");
    expect(mapped).toEqual({
      ok: true,
      input: expect.objectContaining({ date: "2024-06-15", fish: "Gädda", weight: "3.4", length: "72", location: "Mälaren", latitude: 59.3293, longitude: 18.0686, released: true, notes: "Kall morgon", catch_time: null }),
    });
  });

  it("converts grams and pounds to kg and inches to cm, to the form's one decimal; a unit in the cell wins", () => {
    const inGrams = { ...mapping, weight_unit: "g" as const };
    expect(mapRow(row({ Vikt: "3 450" }), inGrams, "dmy")).toMatchObject({ ok: true, input: { weight: "3.5" } });
    expect(mapRow(row({ Vikt: "2,2 kg" }), inGrams, "dmy")).toMatchObject({ ok: true, input: { weight: "2.2" } });
    expect(mapRow(row({ Vikt: "10 lb" }), mapping, "dmy")).toMatchObject({ ok: true, input: { weight: "4.5" } });
    expect(mapRow(row({ Längd: "30" }), { ...mapping, length_unit: "in" }, "dmy")).toMatchObject({ ok: true, input: { length: "76.2" } });
    expect(mapRow(row({ Vikt: "3 stenar" }), mapping, "dmy")).toEqual({ ok: false, reasons: [rowMessages.weightUnit] });
  });

  it("reads the common date formats, with a time of day", () => {
    const dateOf = (text: string, order: "dmy" | "mdy" = "dmy") => {
      const mapped = mapRow(row({ Datum: text }), mapping, order);
      return mapped.ok ? [mapped.input.date, mapped.input.catch_time] : mapped.reasons;
    };
    expect(dateOf("2024-06-15 06:45")).toEqual(["2024-06-15", "06:45"]);
    expect(dateOf("2024/6/5")).toEqual(["2024-06-05", null]);
    expect(dateOf("20240615")).toEqual(["2024-06-15", null]);
    expect(dateOf("15.6.2024")).toEqual(["2024-06-15", null]);
    expect(dateOf("5/6/2024")).toEqual(["2024-06-05", null]);
    expect(dateOf("6/5/2024", "mdy")).toEqual(["2024-06-05", null]);
    expect(dateOf("2024-06-15T07.30")).toEqual(["2024-06-15", "07:30"]);
    expect(dateOf("igår")).toEqual([rowMessages.dateFormat]);
    expect(dateOf("")).toEqual([rowMessages.dateRequired]);
    expect(dateOf("2024-02-30")).toEqual(["Ange ett giltigt datum (ÅÅÅÅ-MM-DD)"]);
  });

  it("gives every reason of a wrong row in Swedish, as the form does", () => {
    const mapped = mapRow(row({ Art: "", Vikt: "-2", Längd: "lång", Plats: "", Återutsatt: "kanske", Datum: "2999-01-01" }), mapping, "dmy");
    expect(mapped.ok).toBe(false);
    expect(mapped.ok ? [] : mapped.reasons).toEqual(
      expect.arrayContaining([rowMessages.released, "Ange fiskart", "Vikten måste vara större än 0", "Längden måste vara ett tal, t.ex. 72", "Ange plats", "Datumet kan inte vara i framtiden"]),
    );
    expect(mapRow(row({ Latitud: "59,3" }), mapping, "dmy")).toEqual({ ok: false, reasons: ["Ange både latitud och longitud, eller ingen av dem"] });
    expect(mapRow(row({ Latitud: "40", Longitud: "2" }), mapping, "dmy")).toMatchObject({ ok: false, reasons: ["Positionen ligger utanför Sverige"] });
    expect(mapRow(row({ Anteckningar: "x".repeat(2001) }), mapping, "dmy")).toEqual({ ok: false, reasons: ["Anteckningarna får vara högst 2000 tecken"] });
  });

  it("takes off the quote an export puts before a formula-like cell", () => {
    expect(mapRow(row({ Anteckningar: "'-- tappade en till" }), mapping, "dmy")).toMatchObject({ ok: true, input: { notes: "-- tappade en till" } });
  });
});

describe("detectDateOrder", () => {
  it("settles day and month from the file's own dates, day first when nothing tells", () => {
    expect(detectDateOrder([["1/2/2024"], ["12/31/2024"]], 0)).toBe("mdy");
    expect(detectDateOrder([["1/2/2024"], ["31/12/2024"]], 0)).toBe("dmy");
    expect(detectDateOrder([["1/2/2024"], ["2024-06-15"]], 0)).toBe("dmy");
    expect(readDateParts("15/6/24")).toMatchObject({ kind: "pair", year: 2024 });
  });
});

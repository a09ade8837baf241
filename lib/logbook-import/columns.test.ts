import { describe, expect, it } from "vitest";
import { guessMapping, importMappingSchema, unitInHeader } from "@/lib/logbook-import/columns";

describe("guessMapping", () => {
  it("reads Swedish headers, the site's own export's among them", () => {
    const guess = guessMapping(["Datum", "Art", "Vikt (kg)", "Längd (cm)", "Plats", "Latitud", "Longitud", "Bete", "Metod", "Anteckningar", "Återutsatt", "Länk"]);
    expect(guess.columns).toEqual({
      date: 0, fish: 1, weight: 2, length: 3, location: 4, latitude: 5, longitude: 6, bait: 7, method: 8, notes: 9, released: 10, catch_time: null,
    });
    expect(guess.weight_unit).toBe("kg");
    expect(guess.length_unit).toBe("cm");
    expect(importMappingSchema.safeParse(guess).success).toBe(true);
  });

  it("reads English headers in any case and order, with their units", () => {
    const guess = guessMapping(["Notes", "SPECIES", "Weight (lbs)", "Length in inches", "Date", "Time", "Lake", "Lure", "Technique", "Lat", "Lng"]);
    expect(guess.columns).toMatchObject({ notes: 0, fish: 1, weight: 2, length: 3, date: 4, catch_time: 5, location: 6, bait: 7, method: 8, latitude: 9, longitude: 10 });
    expect(guess.weight_unit).toBe("lb");
    expect(guess.length_unit).toBe("in");
  });

  it("takes grams from the header, and leaves unknown columns and a second candidate alone", () => {
    const guess = guessMapping(["Fiskart", "Vikt i gram", "Storlek", "Fångstplats", "Väder", "Plats 2", "Dag"]);
    expect(guess.columns).toMatchObject({ fish: 0, weight: 1, length: 2, location: 3, date: 6 });
    expect(guess.weight_unit).toBe("g");
    expect(Object.values(guess.columns)).not.toContain(4);
    expect(Object.values(guess.columns)).not.toContain(5);
  });

  it("says which required fields are missing and refuses one column for two fields", () => {
    const guess = guessMapping(["Art", "Vikt"]);
    const parsed = importMappingSchema.safeParse(guess);
    expect(parsed.success).toBe(false);
    const messages = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining(["Välj vilken kolumn som innehåller datum", "Välj vilken kolumn som innehåller längd", "Välj vilken kolumn som innehåller plats"]));
    const twice = importMappingSchema.safeParse({ ...guess, columns: { ...guess.columns, date: 0, length: 1, location: 1 } });
    expect(twice.success ? [] : twice.error.issues.map((issue) => issue.message)).toContain("Samma kolumn kan inte användas för två uppgifter");
  });
});

describe("unitInHeader", () => {
  it("knows kg, g, lb, cm and in by their common spellings", () => {
    expect(unitInHeader("Vikt (kg)")).toBe("kg");
    expect(unitInHeader("Weight, g")).toBe("g");
    expect(unitInHeader("Vikt pund")).toBe("lb");
    expect(unitInHeader("Längd tum")).toBe("in");
    expect(unitInHeader("Length cm")).toBe("cm");
    expect(unitInHeader("Vikt")).toBeNull();
  });
});

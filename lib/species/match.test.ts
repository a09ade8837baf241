import { describe, expect, it } from "vitest";
import { buildSpeciesIndex, matchKeys, matchSpecies, normaliseSpeciesText, suggestSpecies } from "./match";

const CATALOGUE = [
  { id: 1, name: "Gädda", aliases: ["gäddor", "gäddan", "gäddorna"] },
  { id: 2, name: "Abborre", aliases: ["abborrar", "abborren", "abbe"] },
  { id: 3, name: "Öring", aliases: ["öringar", "havsöring", "bäcköring"] },
  { id: 4, name: "Gös", aliases: ["gösar", "gösen"] },
  { id: 5, name: "Regnbåge", aliases: ["regnbågar", "regnbågsöring"] },
];
const index = buildSpeciesIndex(CATALOGUE);
const match = (text: string) => matchSpecies(index, text)?.name ?? null;

describe("normaliseSpeciesText", () => {
  it("drops case, diacritics and surrounding space, and folds hyphens and runs of space", () => {
    expect(normaliseSpeciesText("  Gädda ")).toBe("gadda");
    expect(normaliseSpeciesText("ÖRING")).toBe("oring");
    expect(normaliseSpeciesText("regn-  båge")).toBe("regn bage");
    expect(normaliseSpeciesText("Gädda")).toBe(normaliseSpeciesText("Ga\u0308dda")); // composed and decomposed ä
  });
});

describe("matchSpecies", () => {
  it("finds a species by its name whatever the case, diacritics and spaces", () => {
    for (const text of ["gädda", "Gädda ", "GÄDDA", "gadda", " gädda"]) expect(match(text)).toBe("Gädda");
  });

  it("knows the plural, definite and colloquial forms it was given", () => {
    expect(match("gäddor")).toBe("Gädda");
    expect(match("Abborrar")).toBe("Abborre");
    expect(match("abbe")).toBe("Abborre");
    expect(match("havsöring")).toBe("Öring");
    expect(match("gosen")).toBe("Gös");
  });

  it("matches only the whole text, so a word that contains a species is not taken for it", () => {
    expect(match("abborrfiske")).toBeNull();
    expect(match("stor gädda från Vättern")).toBeNull();
    expect(match("gäd")).toBeNull();
    expect(match("")).toBeNull();
    expect(match("Sutare")).toBeNull();
  });
});

describe("buildSpeciesIndex", () => {
  it("refuses a catalogue where one spelling names two species", () => {
    expect(() => buildSpeciesIndex([...CATALOGUE, { id: 9, name: "Bäcköring", aliases: [] }])).toThrow(/backoring/);
  });

  it("keys a species by its name and every spelling once", () => {
    expect(matchKeys(CATALOGUE[0]!)).toEqual(["gadda", "gaddor", "gaddan", "gaddorna"]);
  });
});

describe("suggestSpecies", () => {
  it("suggests names that start with the text first, then species found by another spelling", () => {
    expect(suggestSpecies(CATALOGUE, "g").map((s) => s.name)).toEqual(["Gädda", "Gös"]);
    expect(suggestSpecies(CATALOGUE, "havs").map((s) => s.name)).toEqual(["Öring"]);
    expect(suggestSpecies(CATALOGUE, "re").map((s) => s.name)).toEqual(["Regnbåge"]);
  });

  it("suggests nothing for empty text and keeps to the limit", () => {
    expect(suggestSpecies(CATALOGUE, "  ")).toEqual([]);
    expect(suggestSpecies(CATALOGUE, "a", 1)).toHaveLength(1);
  });
});

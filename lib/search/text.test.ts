import { describe, expect, it } from "vitest";
import { markMatches } from "@/lib/search/marks";
import { foldText, searchStems, searchWords } from "@/lib/search/text";

describe("search text", () => {
  it("folds Swedish letters as the database does", () => {
    expect(foldText("Gädda i Åsnen, Öland")).toBe("gadda i asnen, oland");
  });

  it("cuts a search into at most eight distinct words of two letters or more", () => {
    expect(searchWords("Gädda, gädda i  Mälaren!")).toEqual(["gädda", "mälaren"]);
    expect(searchWords("a b c d e f g h i j k l m n o p q r s t u v")).toEqual([]);
  });

  it("leaves out the words of a question", () => {
    expect(searchWords("Vad tar gösen på?")).toEqual(["gösen", "på"]);
    expect(searchWords("När hugger gäddan bäst i Mälaren")).toEqual(["gäddan", "mälaren"]);
    expect(searchWords("tar")).toEqual([]);
  });

  it("marks the words a search found, inflected or without dots", () => {
    const marked = (text: string, q: string) => markMatches(text, searchStems(q)).filter((part) => part.match).map((part) => part.text);
    expect(marked("Stor gädda vid vassen", "gäddor")).toEqual(["gädda"]);
    expect(marked("Gäddan tog", "gadda")).toEqual(["Gäddan"]);
    expect(marked("Gädda och gös", "gäd")).toEqual(["Gädda"]);
    expect(marked("Abborre", "gädda")).toEqual([]);
    expect(markMatches("Stor gädda", searchStems("gädda")).map((part) => part.text).join("")).toBe("Stor gädda");
  });
});

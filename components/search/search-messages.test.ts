import { describe, expect, it } from "vitest";
import { searchErrorMessage, searchResultName } from "@/components/search/search-messages";

describe("searchErrorMessage", () => {
  it.each([
    [401, "Du måste vara inloggad för att söka"],
    [500, "Serverfel - försök igen senare"],
    [503, "Serverfel - försök igen senare"],
    [400, "Kunde inte söka användare"],
    [429, "Kunde inte söka användare"],
    [0, "Kunde inte söka användare"],
  ])("answers %i with %j", (status, message) => {
    expect(searchErrorMessage(status)).toBe(message);
  });
});

describe("searchResultName", () => {
  it("names anonymous members 'Anonym användare'", () => {
    expect(searchResultName({ displayName: "Hemlisen", is_anonymous: true })).toBe("Anonym användare");
    expect(searchResultName({ displayName: "Öppna Olle", is_anonymous: false })).toBe("Öppna Olle");
  });
});

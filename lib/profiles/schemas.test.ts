import { describe, expect, it } from "vitest";
import { escapeLikeWildcards, isSearchableQuery, searchResultsHref, userSearchQuery } from "@/lib/profiles/schemas";

describe("userSearchQuery", () => {
  it("trims and accepts 2 to 50 characters", () => {
    expect(userSearchQuery.parse("  Åsa ")).toBe("Åsa");
    expect(userSearchQuery.parse("ab")).toBe("ab");
    expect(userSearchQuery.parse("x".repeat(50))).toHaveLength(50);
  });

  it.each([[""], ["a"], ["  a  "]])("refuses %j as too short", (value) => {
    const result = userSearchQuery.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Sökningen måste innehålla minst 2 tecken");
  });

  it("refuses more than 50 characters", () => {
    const result = userSearchQuery.safeParse("x".repeat(51));
    expect(result.error?.issues[0]?.message).toBe("Sökningen får innehålla högst 50 tecken");
  });
});

describe("isSearchableQuery", () => {
  it("needs two characters besides surrounding spaces", () => {
    expect(isSearchableQuery("a")).toBe(false);
    expect(isSearchableQuery(" a ")).toBe(false);
    expect(isSearchableQuery("ab")).toBe(true);
    expect(isSearchableQuery(" ö ö ")).toBe(true);
  });
});

describe("searchResultsHref", () => {
  it("puts an encoded, trimmed query in q", () => {
    expect(searchResultsHref(" Gädda & co ")).toBe("/search-results?q=G%C3%A4dda%20%26%20co");
  });

  it("leaves out a query that is too short", () => {
    expect(searchResultsHref(" k ")).toBe("/search-results");
  });
});

describe("escapeLikeWildcards", () => {
  it("escapes %, _ and the backslash", () => {
    expect(escapeLikeWildcards("a_b%c\\d")).toBe("a\\_b\\%c\\\\d");
  });

  it("leaves ordinary text alone", () => {
    expect(escapeLikeWildcards("åke.lax-99")).toBe("åke.lax-99");
  });
});

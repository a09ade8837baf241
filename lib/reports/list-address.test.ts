import { describe, expect, it } from "vitest";
import { filteredListKey, filteredListQuery, reportListRewrite } from "@/lib/reports/list-address.mjs";

const rewrite = (query: string) => reportListRewrite(new URLSearchParams(query));

describe("reportListRewrite", () => {
  it("leaves the first page by date to /reports itself", () => {
    expect(rewrite("")).toBeNull();
    expect(rewrite("sort=date")).toBeNull();
    expect(rewrite("sort=nonsense")).toBeNull();
    expect(rewrite("utm_source=x")).toBeNull();
  });

  it("serves the other orders from their prerendered pages", () => {
    expect(rewrite("sort=fish")).toBe("/reports/sorted/fish");
    expect(rewrite("sort=fisher")).toBe("/reports/sorted/fisher");
    expect(rewrite("sort=location&x=1")).toBe("/reports/sorted/location");
  });

  it("sends page markers to the page that reads them, in their order", () => {
    expect(rewrite("cursor=eyJzIjoiZGF0ZSJ9")).toBe("/reports/sorted/date/eyJzIjoiZGF0ZSJ9");
    expect(rewrite("sort=fish&cursor=abc_-1")).toBe("/reports/sorted/fish/abc_-1");
  });

  it("ignores a marker that could never be one", () => {
    expect(rewrite("cursor=../../etc")).toBeNull();
    expect(rewrite("sort=fish&cursor=a%2Fb")).toBe("/reports/sorted/fish");
    expect(rewrite(`cursor=${"a".repeat(401)}`)).toBeNull();
  });
});

describe("a filtered list's key", () => {
  it("is the base64url of its UTF-8 query, as Node writes it, and reads back", () => {
    const params = new URLSearchParams({ species: "gädda", q: "öring 🐟", sort: "fish" });
    const key = filteredListKey(params)!;
    const query = filteredListQuery(key)!;
    expect(key).toBe(Buffer.from(query, "utf8").toString("base64url"));
    expect(new URLSearchParams(query).get("q")).toBe("öring 🐟");
  });

  it("is no key when it is not base64url of text", () => {
    for (const key of ["a", "!!", "ab=", "wyg"]) expect(filteredListQuery(key)).toBeNull();
  });
});

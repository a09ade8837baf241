import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LIST_FILTER_PARAMS } from "@/lib/reports/list-address.mjs";
import { filterQuery, FILTER_KEYS, isFiltered, reportFilterSchema } from "@/lib/reports/filters";
import { filteredListKey, filteredListQuery, reportListRewrite } from "@/lib/reports/list-address.mjs";

const parse = (query: string) => reportFilterSchema.safeParse(Object.fromEntries(new URLSearchParams(query)));

describe("the report list's filters", () => {
  it("are the parameters proxy.ts knows, and each has its matcher entry", () => {
    expect([...LIST_FILTER_PARAMS].sort()).toEqual([...FILTER_KEYS].sort());
    const proxy = readFileSync(new URL("../../proxy.ts", import.meta.url), "utf8");
    for (const key of FILTER_KEYS) expect(proxy, key).toContain(`has: [{ type: "query", key: "${key}" }]`);
  });

  it("have one normal form: equal filters written differently give the same query", () => {
    const a = parse("q=+G%C3%A4dda++stor+&weight_min=1,50&photo=true&released=0&sort=fish&place=");
    const b = parse("photo=1&weight_min=1.5&q=G%C3%A4dda%20stor");
    expect(a.success && b.success).toBe(true);
    expect(filterQuery(a.data!)).toBe(filterQuery(b.data!));
    expect(filterQuery(a.data!)).toBe("weight_min=1.5&photo=1&q=G%C3%A4dda+stor");
  });

  it("filter nothing when every value is blank or a flag is 0", () => {
    const parsed = parse("q=&species=&photo=0&sort=fish");
    expect(parsed.success && !isFiltered(parsed.data)).toBe(true);
  });

  it("name the field of a bad value", () => {
    const parsed = parse("from=2025-02-30");
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["from"]);
  });

  it("send a filtered address to the filtered list, in any order and from any page", () => {
    expect(reportListRewrite(new URLSearchParams("species=gadda"))).toBe("/reports/filtered?species=gadda");
    expect(reportListRewrite(new URLSearchParams("sort=fish&q=&cursor=abc"))).toBe("/reports/filtered?sort=fish&q=&cursor=abc");
  });

  it("key a first page by its filter in one order, and leave later pages and blank fields to the page on request", () => {
    const key = filteredListKey(new URLSearchParams("q=g%C3%A4dda&utm=x&species=gadda&sort=fish"));
    expect(key).toBe(filteredListKey(new URLSearchParams("species=gadda&sort=fish&q=g%C3%A4dda")));
    expect(filteredListQuery(key!)).toBe("species=gadda&q=g%C3%A4dda&sort=fish");
    expect(filteredListKey(new URLSearchParams("species=gadda&cursor=abc"))).toBeNull();
    expect(filteredListKey(new URLSearchParams("species=gadda&q="))).toBeNull();
    expect(filteredListQuery("not+a+key")).toBeNull();
    expect(filteredListQuery("c3BlY2llcz1nYWRkYQ=")).toBeNull();
  });
});

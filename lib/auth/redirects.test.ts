import { describe, expect, it } from "vitest";
import { safeNextPath } from "@/lib/auth/redirects";

describe("safeNextPath", () => {
  it.each(["/", "/reports", "/settings/4?tab=password", "/profile/12#rapporter"])("keeps the relative path %s", (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    ["a missing value", undefined],
    ["a list of values", ["/reports", "/news"]],
    ["an absolute URL", "https://example.com/"],
    ["a protocol-relative URL", "//example.com/path"],
    ["a backslash that browsers read as a slash", "/\\example.com"],
    ["a backslash later on", "/reports\\..\\x"],
    ["a path without a leading slash", "reports"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a newline", "/reports\n//example.com"],
    ["the login page itself", "/login?next=/admin"],
    ["an empty string", ""],
  ])("falls back to / for %s", (_label, value) => {
    expect(safeNextPath(value)).toBe("/");
  });

  it("does not mistake paths that merely start with 'login' for the login page", () => {
    expect(safeNextPath("/login-help")).toBe("/login-help");
  });
});

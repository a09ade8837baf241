import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE, consentCookieString, parseConsent } from "@/components/cookie-consent/consent-cookie";

describe("consent cookie", () => {
  const now = new Date("2026-11-22T10:00:00.000Z");

  it("writes a choice that reads back the same", () => {
    const cookie = consentCookieString("declined", now, false);
    expect(cookie).toMatch(new RegExp(`^${CONSENT_COOKIE}=`));
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
    const value = cookie.split(";")[0]!.slice(CONSENT_COOKIE.length + 1);
    expect(parseConsent(value)).toEqual({ status: "declined", date: "2026-11-22T10:00:00.000Z" });
  });

  it("marks the cookie Secure on https", () => {
    expect(consentCookieString("accepted", now, true)).toMatch(/; Secure$/);
  });

  it("reads a value the server has already decoded", () => {
    expect(parseConsent('{"status":"accepted","date":"2026-01-01T00:00:00.000Z"}')).toMatchObject({ status: "accepted" });
  });

  it.each([
    ["nothing", undefined],
    ["an empty value", ""],
    ["broken JSON", "%7Bstatus"],
    ["an unknown status", JSON.stringify({ status: "maybe", date: now.toISOString() })],
    ["a missing date", JSON.stringify({ status: "accepted" })],
    ["an invalid date", JSON.stringify({ status: "accepted", date: "igår" })],
    ["a non-object", "42"],
  ])("treats %s as no choice", (_label, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });
});

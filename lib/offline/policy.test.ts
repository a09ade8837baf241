import { describe, expect, it } from "vitest";
import { isKeptPage } from "./policy";

const kept = (path: string) => isKeptPage(new URL(path, "https://fiskeganget.se"));

describe("the pages the service worker may keep", () => {
  it("keeps the public pages everyone sees alike", () => {
    for (const path of ["/", "/home", "/about", "/contact", "/privacy", "/terms", "/offline", "/reports", "/reports/", "/reports/42", "/reports/sorted/fish", "/reports?sort=fish", "/news", "/news/12-gosen-nappar", "/arter/gadda", "/profile/7", "/profile/7/friends"]) {
      expect(kept(path), path).toBe(true);
    }
  });

  it("never keeps member pages, sign-in pages, search or the API", () => {
    for (const path of ["/my-profile", "/settings/7", "/notifications", "/friends", "/friend-requests", "/admin", "/login", "/forgot-password", "/reset-password/abc", "/parental-consent/abc", "/search-results?q=ka", "/api/auth/me", "/api/reports", "/uploads/reports/a.webp", "/profile/7/edit", "/reportsx"]) {
      expect(kept(path), path).toBe(false);
    }
  });
});

import { describe, expect, it } from "vitest";
import { kindOfType } from "@/lib/delivery/kinds";
import { retryAt } from "@/lib/delivery/backoff";
import { defaultPreference, audienceOf } from "@/lib/delivery/preferences";

describe("kindOfType", () => {
  it("maps every type to the kind the trigger gives it, competitions and unknown types included", () => {
    expect(kindOfType("report_liked")).toBe("like");
    expect(kindOfType("report_comment", { ownsThread: true })).toBe("comment");
    expect(kindOfType("report_comment")).toBe("reply");
    expect(kindOfType("news_comment")).toBe("reply");
    expect(kindOfType("competition_lead_lost")).toBe("competitions");
    expect(kindOfType("competition_started")).toBe("competitions");
    expect(kindOfType("news_published")).toBe("news");
    expect(kindOfType("trip_reminder")).toBe("trips");
    expect(kindOfType("new_report")).toBeNull();
    expect(kindOfType("moderation_warning")).toBeNull();
    expect(kindOfType("something_new")).toBeNull();
  });
});

describe("defaults", () => {
  it("mails an adult requests, comments and replies, a teen nothing until asked, a child never", () => {
    const adult = audienceOf({ age: 30, consentStatus: "NOT_REQUIRED" });
    expect(["friend_request", "comment", "reply", "like", "digest"].map((k) => defaultPreference(k as "like", adult).email)).toEqual([true, true, true, false, false]);
    expect(defaultPreference("friend_request", audienceOf({ age: 14, consentStatus: "NOT_REQUIRED" })).email).toBe(false);
    const child = audienceOf({ age: 12, consentStatus: "GRANTED" });
    expect(child).toBe("child");
    expect(defaultPreference("friend_request", child)).toMatchObject({ site: true, email: false, push: false });
  });
});

describe("retryAt", () => {
  it("doubles from 30 s and stops growing at 4 hours", () => {
    const now = new Date(0);
    expect(retryAt(1, now, () => 0).getTime()).toBe(30_000);
    expect(retryAt(3, now, () => 0).getTime()).toBe(120_000);
    expect(retryAt(20, now, () => 0).getTime()).toBe(4 * 3600_000);
  });
});

import { describe, expect, it } from "vitest";
import { isPermanent, PERMANENT_UNTIL, suspensionMessage } from "@/lib/moderation/suspension";
import { isSuspended } from "@/lib/privacy/members";
import { flagSchema, moderationSchema, proposedStep } from "@/lib/moderation/schemas";

describe("suspension", () => {
  const now = new Date("2026-11-23T12:00:00Z");

  it("is in force only while its end lies in the future", () => {
    expect(isSuspended(null, now)).toBe(false);
    expect(isSuspended(new Date("2026-11-23T12:00:01Z"), now)).toBe(true);
    expect(isSuspended(new Date("2026-11-23T12:00:00Z"), now)).toBe(false);
    expect(isSuspended(PERMANENT_UNTIL, new Date("2100-01-01T00:00:00Z"))).toBe(true);
  });

  it("tells the end date in Swedish, and nothing for a permanent one", () => {
    expect(suspensionMessage(new Date("2026-11-30T10:00:00Z"))).toBe("Ditt konto är avstängt till och med 30 november 2026.");
    // 23:30 UTC is already the next day in Stockholm.
    expect(suspensionMessage(new Date("2026-11-30T23:30:00Z"))).toBe("Ditt konto är avstängt till och med 1 december 2026.");
    expect(suspensionMessage(PERMANENT_UNTIL)).toBe("Ditt konto är avstängt.");
    expect(isPermanent(PERMANENT_UNTIL.toISOString())).toBe(true);
  });
});

describe("the ladder", () => {
  it("proposes warning, then 7 days, then permanent", () => {
    expect([0, 1, 2, 5].map(proposedStep)).toEqual(["warning", "suspension_7d", "suspension_permanent", "suspension_permanent"]);
  });

  it("needs a kind and a reason", () => {
    expect(moderationSchema.safeParse({ kind: "warning", reason: " Svordomar " }).data).toEqual({ kind: "warning", reason: "Svordomar" });
    expect(moderationSchema.safeParse({ kind: "ban", reason: "x" }).error?.issues[0]?.message).toBe("Välj en åtgärd");
    expect(flagSchema.safeParse({ reason: "   " }).error?.issues[0]?.message).toBe("Ange en anledning");
  });
});

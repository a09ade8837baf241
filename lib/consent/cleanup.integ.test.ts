import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { createUser } from "@/prisma/factories";
import { removeExpiredPendingChildren } from "@/lib/consent/cleanup";
import { consentRecordData, newConsentLink } from "@/lib/consent/mutations";

beforeEach(resetDatabase);

const DAY = 24 * 60 * 60 * 1000;

/** A child registered at `registeredAt`, with the 7-day link of that moment. */
async function pendingChild(username: string, registeredAt: Date, confirmedAt: Date | null = null) {
  const link = newConsentLink(registeredAt);
  return createUser(db, {
    username,
    age: 9,
    consentStatus: confirmedAt ? "GRANTED" : "PENDING",
    createdAt: registeredAt,
    parentalConsent: {
      create: { ...consentRecordData({ parentEmail: `${username}@example.se`, declaredAge: 9, ...link }), confirmedAt, createdAt: registeredAt },
    },
  });
}

describe("removeExpiredPendingChildren", () => {
  it("deletes pending children whose link has expired, with their consent records, and nothing else", async () => {
    const now = new Date("2026-06-20T12:00:00Z");
    const expired = await pendingChild("utgangen", new Date(now.getTime() - 8 * DAY));
    const justExpired = await pendingChild("precisutgangen", new Date(now.getTime() - 7 * DAY));
    const waiting = await pendingChild("vantar", new Date(now.getTime() - 6 * DAY));
    const consented = await pendingChild("godkand", new Date(now.getTime() - 30 * DAY), new Date(now.getTime() - 29 * DAY));
    const adult = await createUser(db, { username: "vuxen", createdAt: new Date(now.getTime() - 60 * DAY) });

    expect(await removeExpiredPendingChildren(now)).toBe(2);

    const left = await db.user.findMany({ select: { id: true }, orderBy: { id: "asc" } });
    expect(left.map((u) => u.id)).toEqual([waiting.id, consented.id, adult.id]);
    const consents = await db.parentalConsent.findMany({ select: { childId: true }, orderBy: { childId: "asc" } });
    expect(consents.map((c) => c.childId)).toEqual([waiting.id, consented.id]);
    expect([expired.id, justExpired.id].some((id) => left.some((u) => u.id === id))).toBe(false);

    // A day later the one still waiting has expired too; running again changes nothing more after that.
    expect(await removeExpiredPendingChildren(new Date(now.getTime() + DAY))).toBe(1);
    expect(await removeExpiredPendingChildren(new Date(now.getTime() + DAY))).toBe(0);
    expect(await db.parentalConsent.count()).toBe(1);
  });

  it("keeps a child whose parent asked for a fresh link", async () => {
    const now = new Date();
    const child = await pendingChild("nylank", new Date(now.getTime() - 10 * DAY));
    await db.parentalConsent.update({ where: { childId: child.id }, data: { expiresAt: new Date(now.getTime() + 7 * DAY) } });
    expect(await removeExpiredPendingChildren(now)).toBe(0);
    expect(await db.user.count()).toBe(1);
  });
});

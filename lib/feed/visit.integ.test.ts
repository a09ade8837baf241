// Which kept copy of the feed a visit to / is: only a session the server accepts gets one, its address changes when
// the line for what is new moves or a notice arrives, and an address that was not signed here names no visit.
import { beforeEach, describe, expect, it } from "vitest";
import { startSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { readFeed } from "@/lib/feed/read";
import { feedVisit, KEPT_FEED_PREFIX, readVisit, visitSegment } from "@/lib/feed/visit";
import { resetDatabase } from "@/test/db";
import { createReport, createUser } from "@/prisma/factories";

beforeEach(resetDatabase);

async function claimsOf(member: { id: number; username: string }) {
  return { uid: member.id, name: member.username, adm: false, sid: await startSession(member.id) };
}

const segmentOf = (address: string | null) => {
  expect(address?.startsWith(KEPT_FEED_PREFIX)).toBe(true);
  return address!.slice(KEPT_FEED_PREFIX.length);
};

describe("a visit to the feed", () => {
  it("names the member, the line and the newest notice, signed, and moves on when either does", async () => {
    const member = await createUser(db, { username: "tittaren" });
    const claims = await claimsOf(member);
    const first = segmentOf(await feedVisit(claims));
    expect(readVisit(first)).toEqual({ viewer: { id: member.id, isAdmin: false }, line: null, key: first });
    expect(segmentOf(await feedVisit(claims))).toBe(first);

    await createReport(db, { userId: member.id, createdAt: new Date(Date.now() - 60_000) });
    await readFeed({ id: member.id, username: member.username, isAdmin: false });
    const afterLine = segmentOf(await feedVisit(claims));
    expect(afterLine).not.toBe(first);
    expect(readVisit(afterLine)?.line).not.toBeNull();

    await db.notification.create({ data: { userId: member.id, type: "competition_lead", message: "Du leder", relatedId: 1 } });
    expect(segmentOf(await feedVisit(claims))).not.toBe(afterLine);
  });

  it("is none for a session the server refuses: ended, suspended or a child waiting for consent", async () => {
    const member = await createUser(db);
    const claims = await claimsOf(member);
    await db.session.deleteMany({ where: { userId: member.id } });
    expect(await feedVisit(claims)).toBeNull();

    const suspended = await createUser(db, { suspendedUntil: new Date(Date.now() + 86_400_000) });
    expect(await feedVisit(await claimsOf(suspended))).toBeNull();
    const child = await createUser(db, { consentStatus: "PENDING", age: 10 });
    expect(await feedVisit(await claimsOf(child))).toBeNull();
    expect(await feedVisit({ ...(await claimsOf(member)), uid: child.id })).toBeNull();
  });

  it("reads no visit from an address signed elsewhere or changed by hand", () => {
    const segment = visitSegment({ id: 7, isAdmin: false }, 0, 0);
    expect(readVisit(segment)?.viewer).toEqual({ id: 7, isAdmin: false });
    expect(readVisit(segment.replace(/^7-0/, "7-1"))).toBeNull();
    expect(readVisit(segment.replace(/^7-/, "8-"))).toBeNull();
    expect(readVisit(`${segment.slice(0, -1)}${segment.endsWith("A") ? "B" : "A"}`)).toBeNull();
    expect(readVisit("0-0-0-0-0")).toBeNull();
    expect(readVisit("")).toBeNull();
  });
});

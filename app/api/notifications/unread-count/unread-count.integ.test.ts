import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createUser } from "@/prisma/factories";
import { GET as unreadCount } from "@/app/api/notifications/unread-count/route";

beforeEach(resetDatabase);

async function notify(userId: number, isRead: boolean, fromUserId?: number) {
  await db.notification.create({
    data: { userId, fromUserId, type: "report_liked", message: "Någon gillade din fångst", isRead },
  });
}

describe("GET /api/notifications/unread-count", () => {
  it("answers a visitor with 401", async () => {
    const res = await call(unreadCount);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("answers 0 for a member without notifications", async () => {
    const member = await createUser(db, { username: "Nykomlingen" });
    const res = await call(unreadCount, { cookie: await sessionCookie(member) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unreadCount: 0 });
  });

  it("counts only the member's own unread notifications", async () => {
    const member = await createUser(db, { username: "Mottagaren" });
    const other = await createUser(db, { username: "Grannen" });
    await notify(member.id, false, other.id);
    await notify(member.id, false, other.id);
    await notify(member.id, false);
    await notify(member.id, true, other.id);
    await notify(other.id, false, member.id);

    const res = await call(unreadCount, { cookie: await sessionCookie(member) });
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(await res.json()).toEqual({ unreadCount: 3 });

    const otherRes = await call(unreadCount, { cookie: await sessionCookie(other) });
    expect(await otherRes.json()).toEqual({ unreadCount: 1 });
  });
});

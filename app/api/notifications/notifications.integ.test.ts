// The notifications screen: paging, one's own only, the bell resetting on opening while the cards keep their
// unread marks, and senders who have turned anonymous since.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createUser } from "@/prisma/factories";
import { GET as listRoute } from "@/app/api/notifications/route";
import { PUT as readRoute } from "@/app/api/notifications/[id]/read/route";
import { GET as unreadCountRoute } from "@/app/api/notifications/unread-count/route";
import { POST as requestRoute } from "@/app/api/friends/request/[userId]/route";
import { PUT as profileRoute } from "@/app/api/profile/[id]/route";
import type { NotificationPage } from "@/lib/notifications/types";

beforeEach(resetDatabase);

type Member = Awaited<ReturnType<typeof createUser>>;

async function list(cookie: string | undefined, cursor?: string) {
  const res = await call(listRoute, { cookie, path: cursor === undefined ? "/api/notifications" : `/api/notifications?cursor=${cursor}` });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) };
}
async function unreadCount(cookie: string): Promise<number> {
  const res = await call(unreadCountRoute, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()).unreadCount;
}
const markRead = (cookie: string, id: number | string) => call(readRoute, { method: "PUT", cookie, params: { id: String(id) } });

async function notify(recipient: Member, from: Member | null, message: string, createdAt?: Date) {
  return db.notification.create({
    data: { userId: recipient.id, fromUserId: from?.id ?? null, type: "report_liked", message, relatedId: null, createdAt },
  });
}

describe("GET /api/notifications", () => {
  it("answers a visitor with 401", async () => {
    expect((await list(undefined)).status).toBe(401);
  });

  it("pages 25 notifications as 20 and 5, newest first", async () => {
    const member = await createUser(db);
    const sender = await createUser(db, { username: "Gillaren" });
    const start = Date.parse("2026-06-01T08:00:00Z");
    const created = [];
    for (let i = 0; i < 25; i++) {
      created.push(await notify(member, sender, `Gillaren gillade din fångst nr ${i + 1}`, new Date(start + i * 60_000)));
    }
    await notify(sender, member, "Någon annans notifikation");
    const newestFirst = created.map((n) => n.id).reverse();
    const cookie = await sessionCookie(member);

    const first = await list(cookie);
    expect(first.status).toBe(200);
    const firstPage = first.body as NotificationPage;
    expect(firstPage.notifications.map((n) => n.id)).toEqual(newestFirst.slice(0, 20));
    expect(firstPage.notifications[0]).toEqual({
      id: created.at(-1)!.id,
      type: "report_liked",
      message: "Gillaren gillade din fångst nr 25",
      is_read: false,
      created_at: "2026-06-01T08:24:00.000Z",
      from_user_id: sender.id,
      related_id: null,
    });
    expect(firstPage.nextCursor).toEqual(expect.any(String));

    const second = await list(cookie, firstPage.nextCursor!);
    expect(second.status).toBe(200);
    const secondPage = second.body as NotificationPage;
    expect(secondPage.notifications.map((n) => n.id)).toEqual(newestFirst.slice(20));
    expect(secondPage.nextCursor).toBeNull();
  });

  it("answers exactly 20 notifications with no next page", async () => {
    const member = await createUser(db);
    for (let i = 0; i < 20; i++) await notify(member, null, `Meddelande ${i}`);
    const { body } = await list(await sessionCookie(member));
    expect(body.notifications).toHaveLength(20);
    expect(body.nextCursor).toBeNull();
  });

  it("refuses a malformed cursor with 400", async () => {
    const member = await createUser(db);
    const res = await list(await sessionCookie(member), "abc");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "Ogiltig sidmarkör" });
  });

  it("shows only the member's own notifications", async () => {
    const member = await createUser(db);
    const other = await createUser(db);
    const mine = await notify(member, other, "Till mig");
    await notify(other, member, "Till någon annan");
    const { body } = await list(await sessionCookie(member));
    expect((body as NotificationPage).notifications.map((n) => n.id)).toEqual([mine.id]);
  });
});

describe("PUT /api/notifications/{id}/read", () => {
  it("marks one's own notification read", async () => {
    const member = await createUser(db);
    const first = await notify(member, null, "Första");
    const second = await notify(member, null, "Andra");
    const res = await markRead(await sessionCookie(member), first.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Markerad som läst" });
    expect((await db.notification.findUniqueOrThrow({ where: { id: first.id } })).isRead).toBe(true);
    expect((await db.notification.findUniqueOrThrow({ where: { id: second.id } })).isRead).toBe(false);
  });

  it("answers 404 for another member's notification, which stays unread", async () => {
    const member = await createUser(db);
    const other = await createUser(db);
    const theirs = await notify(other, member, "Inte din");
    const cookie = await sessionCookie(member);
    for (const id of [theirs.id, 9999, "abc"]) {
      const res = await markRead(cookie, id);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: "Notifikationen hittades inte" });
    }
    expect((await db.notification.findUniqueOrThrow({ where: { id: theirs.id } })).isRead).toBe(false);
  });

  it("answers a visitor with 401", async () => {
    const member = await createUser(db);
    const mine = await notify(member, null, "Min");
    const res = await call(readRoute, { method: "PUT", params: { id: String(mine.id) } });
    expect(res.status).toBe(401);
    expect((await db.notification.findUniqueOrThrow({ where: { id: mine.id } })).isRead).toBe(false);
  });
});

describe("the bell and the cards", () => {
  it("opening the notifications resets the bell, while the cards stay unread until marked read", async () => {
    const member = await createUser(db);
    const other = await createUser(db);
    const a = await notify(member, other, "Första");
    await notify(member, other, "Andra");
    await notify(member, null, "Tredje");
    await notify(other, member, "Någon annans");
    const cookie = await sessionCookie(member);
    expect(await unreadCount(cookie)).toBe(3);

    const opened = await list(cookie);
    expect((opened.body as NotificationPage).notifications.map((n) => n.is_read)).toEqual([false, false, false]);
    expect(await unreadCount(cookie)).toBe(0);
    expect(await unreadCount(await sessionCookie(other))).toBe(1);

    const again = await list(cookie);
    expect((again.body as NotificationPage).notifications.map((n) => n.is_read)).toEqual([false, false, false]);

    expect((await markRead(cookie, a.id)).status).toBe(200);
    const afterRead = await list(cookie);
    const cards = (afterRead.body as NotificationPage).notifications;
    expect(cards.find((n) => n.id === a.id)?.is_read).toBe(true);
    expect(cards.filter((n) => !n.is_read)).toHaveLength(2);

    // One that arrives after the screen was opened rings the bell again.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await notify(member, other, "Ny efter öppning");
    expect(await unreadCount(cookie)).toBe(1);
  });

  it("reading a later page does not reset the bell", async () => {
    const member = await createUser(db);
    for (let i = 0; i < 22; i++) await notify(member, null, `Meddelande ${i}`);
    const cookie = await sessionCookie(member);
    const newest = await db.notification.findFirstOrThrow({ where: { userId: member.id }, orderBy: { id: "desc" } });
    const page = await list(cookie, String(newest.id));
    expect(page.status).toBe(200);
    expect(await unreadCount(cookie)).toBe(22);
  });
});

describe("a sender who turned anonymous later", () => {
  it("is named by their anonymous name, never their username, in the recipient's notifications", async () => {
    const sven = await createUser(db, { username: "Synlige_Sven" });
    const rut = await createUser(db, { username: "Rut" });
    const svensCookie = await sessionCookie(sven);
    const ask = await call(requestRoute, { method: "POST", cookie: svensCookie, params: { userId: String(rut.id) } });
    expect(ask.status).toBe(201);
    const rutsCookie = await sessionCookie(rut);
    expect((await list(rutsCookie)).body.notifications[0].message).toBe("Synlige_Sven vill bli din matros");

    const form = new FormData();
    form.set("is_anonymous", "true");
    const turned = await call(profileRoute, { method: "PUT", body: form, cookie: svensCookie, params: { id: String(sven.id) } });
    expect(turned.status).toBe(200);

    const { body, text } = await list(rutsCookie);
    expect((body as NotificationPage).notifications).toEqual([
      expect.objectContaining({ type: "friend_request", message: "anonym#001 vill bli din matros", from_user_id: sven.id }),
    ]);
    expect(text.toLowerCase()).not.toContain("synlige_sven");
  });
});

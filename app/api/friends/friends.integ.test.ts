// Friend requests and friendships ('matroser'): asking, answering, ending, the notifications they cause, and how
// friend lists show anonymous members.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createUser } from "@/prisma/factories";
import { GET as myFriendsRoute } from "@/app/api/friends/route";
import { DELETE as removeFriendRoute, GET as friendsOfRoute } from "@/app/api/friends/[userId]/route";
import { POST as requestRoute } from "@/app/api/friends/request/[userId]/route";
import { GET as requestsRoute } from "@/app/api/friends/requests/route";
import { POST as acceptRoute } from "@/app/api/friends/accept/[friendshipId]/route";
import { POST as declineRoute } from "@/app/api/friends/decline/[friendshipId]/route";
import { GET as statusRoute } from "@/app/api/friends/status/[userId]/route";
import type { FriendJson, FriendRequestJson } from "@/lib/profiles/types";

beforeEach(resetDatabase);

type Member = Awaited<ReturnType<typeof createUser>>;

async function ask(from: Member, toId: number | string) {
  return call(requestRoute, { method: "POST", cookie: await sessionCookie(from), params: { userId: String(toId) } });
}
async function accept(actor: Member, friendshipId: number) {
  return call(acceptRoute, { method: "POST", cookie: await sessionCookie(actor), params: { friendshipId: String(friendshipId) } });
}
async function decline(actor: Member, friendshipId: number) {
  return call(declineRoute, { method: "POST", cookie: await sessionCookie(actor), params: { friendshipId: String(friendshipId) } });
}
async function myFriends(actor: Member): Promise<FriendJson[]> {
  const res = await call(myFriendsRoute, { cookie: await sessionCookie(actor) });
  expect(res.status).toBe(200);
  return res.json();
}
async function friendsOf(viewer: Member | null, userId: string | number) {
  const res = await call(friendsOfRoute, { cookie: viewer ? await sessionCookie(viewer) : undefined, params: { userId: String(userId) } });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) };
}
async function stateBetween(viewer: Member, other: Member): Promise<string> {
  const res = await call(statusRoute, { cookie: await sessionCookie(viewer), params: { userId: String(other.id) } });
  expect(res.status).toBe(200);
  return (await res.json()).state;
}
const notificationsOf = (userId: number) =>
  db.notification.findMany({ where: { userId }, orderBy: { id: "asc" }, select: { type: true, message: true, fromUserId: true, relatedId: true, isRead: true } });

describe("POST /api/friends/request/{userId}", () => {
  it("creates a pending request and a friend_request notification for the addressee", async () => {
    const anna = await createUser(db, { username: "Anna_Abborre" });
    const bosse = await createUser(db, { username: "Bosse_Braxen" });
    const res = await ask(anna, bosse.id);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: "sent", message: "Förfrågan skickad" });

    const friendship = await db.friendship.findFirstOrThrow({ where: { requesterId: anna.id, addresseeId: bosse.id } });
    expect(friendship.status).toBe("PENDING");
    expect(await notificationsOf(bosse.id)).toEqual([
      { type: "friend_request", message: "Anna_Abborre vill bli din matros", fromUserId: anna.id, relatedId: friendship.id, isRead: false },
    ]);
    expect(await notificationsOf(anna.id)).toEqual([]);
    expect(await stateBetween(anna, bosse)).toBe("sent");
    expect(await stateBetween(bosse, anna)).toBe("received");
  });

  it("refuses a request to oneself with 400", async () => {
    const anna = await createUser(db);
    const res = await ask(anna, anna.id);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Du kan inte skicka en förfrågan till dig själv" });
    expect(await db.friendship.count()).toBe(0);
  });

  it("refuses a second request with 409 and does not notify twice", async () => {
    const anna = await createUser(db);
    const bosse = await createUser(db);
    expect((await ask(anna, bosse.id)).status).toBe(201);
    const again = await ask(anna, bosse.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "CONFLICT", error: "Du har redan skickat en förfrågan" });
    expect(await db.friendship.count()).toBe(1);
    expect(await db.notification.count({ where: { userId: bosse.id } })).toBe(1);
  });

  it("refuses a request to friends one already has with 409", async () => {
    const anna = await createUser(db);
    const bosse = await createUser(db);
    await db.friendship.create({ data: { requesterId: bosse.id, addresseeId: anna.id, status: "ACCEPTED", acceptedAt: new Date() } });
    const res = await ask(anna, bosse.id);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: "Ni är redan matroser" });
  });

  it("answers 404 for a child waiting for consent, an unknown id and a non-numeric id, and stores nothing", async () => {
    const anna = await createUser(db);
    const child = await createUser(db, { age: 9, consentStatus: "PENDING" });
    for (const id of [child.id, 9999, "abc"]) {
      const res = await ask(anna, id);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: "NOT_FOUND", error: "Användaren hittades inte" });
    }
    expect(await db.friendship.count()).toBe(0);
    expect(await db.notification.count()).toBe(0);
  });

  it("answers a visitor with 401", async () => {
    const bosse = await createUser(db);
    const res = await call(requestRoute, { method: "POST", params: { userId: String(bosse.id) } });
    expect(res.status).toBe(401);
    expect(await db.friendship.count()).toBe(0);
  });

  it("accepts the other member's request when they asked first", async () => {
    const anna = await createUser(db, { username: "Anna_Abborre" });
    const bosse = await createUser(db, { username: "Bosse_Braxen" });
    await ask(anna, bosse.id);
    const res = await ask(bosse, anna.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "accepted", message: "Vänförfrågan accepterad!" });

    const rows = await db.friendship.findMany();
    expect(rows).toHaveLength(1);
    const [row] = rows as [(typeof rows)[number]];
    expect(row).toMatchObject({ requesterId: anna.id, addresseeId: bosse.id, status: "ACCEPTED" });
    expect(row.acceptedAt).not.toBeNull();
    expect(await notificationsOf(anna.id)).toEqual([
      { type: "friend_accepted", message: "Bosse_Braxen accepterade din matros-förfrågan", fromUserId: bosse.id, relatedId: row.id, isRead: false },
    ]);
    expect((await myFriends(anna)).map((f) => f.id)).toEqual([bosse.id]);
  });
});

describe("answering a request", () => {
  async function pendingRequest() {
    const anna = await createUser(db, { username: "Anna_Abborre", firstname: "Anna", lastname: "Ås" });
    const bosse = await createUser(db, { username: "Bosse_Braxen", firstname: "Bo", lastname: "Björk" });
    const third = await createUser(db, { username: "Tredje_Tor" });
    expect((await ask(anna, bosse.id)).status).toBe(201);
    const friendship = await db.friendship.findFirstOrThrow({ where: { requesterId: anna.id } });
    return { anna, bosse, third, friendship };
  }

  it("GET /api/friends/requests lists the request for the addressee only, with its friendship_id", async () => {
    const { anna, bosse, friendship } = await pendingRequest();
    const res = await call(requestsRoute, { cookie: await sessionCookie(bosse) });
    expect(res.status).toBe(200);
    const requests = (await res.json()) as FriendRequestJson[];
    expect(requests).toEqual([
      {
        friendship_id: friendship.id,
        user_id: anna.id,
        username: "Anna_Abborre",
        firstname: "Anna",
        lastname: "Ås",
        created_at: friendship.createdAt.toISOString(),
      },
    ]);
    const annasOwn = await call(requestsRoute, { cookie: await sessionCookie(anna) });
    expect(await annasOwn.json()).toEqual([]);
  });

  it("the requester cannot accept their own request (403) and a third member gets 404", async () => {
    const { anna, third, friendship } = await pendingRequest();
    const byRequester = await accept(anna, friendship.id);
    expect(byRequester.status).toBe(403);
    expect(await byRequester.json()).toMatchObject({ error: "Bara den som fick förfrågan kan svara på den" });
    const byThird = await accept(third, friendship.id);
    expect(byThird.status).toBe(404);
    expect(await byThird.json()).toMatchObject({ error: "Förfrågan hittades inte" });
    expect((await db.friendship.findUniqueOrThrow({ where: { id: friendship.id } })).status).toBe("PENDING");
    expect(await notificationsOf(anna.id)).toEqual([]);
  });

  it("the addressee accepts: the requester is notified and both see each other as friends", async () => {
    const { anna, bosse, friendship } = await pendingRequest();
    const res = await accept(bosse, friendship.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Vänförfrågan accepterad!" });

    expect(await notificationsOf(anna.id)).toEqual([
      { type: "friend_accepted", message: "Bosse_Braxen accepterade din matros-förfrågan", fromUserId: bosse.id, relatedId: friendship.id, isRead: false },
    ]);
    const accepted = await db.friendship.findUniqueOrThrow({ where: { id: friendship.id } });
    expect(accepted.status).toBe("ACCEPTED");

    expect(await myFriends(anna)).toEqual([
      { id: bosse.id, username: "Bosse_Braxen", is_anonymous: false, firstname: "Bo", lastname: "Björk", friend_since: accepted.acceptedAt!.toISOString() },
    ]);
    expect(await myFriends(bosse)).toEqual([
      { id: anna.id, username: "Anna_Abborre", is_anonymous: false, firstname: "Anna", lastname: "Ås", friend_since: accepted.acceptedAt!.toISOString() },
    ]);
    expect(await stateBetween(anna, bosse)).toBe("friends");
    const requests = await call(requestsRoute, { cookie: await sessionCookie(bosse) });
    expect(await requests.json()).toEqual([]);

    const twice = await accept(bosse, friendship.id);
    expect(twice.status).toBe(404);
  });

  it("the addressee declines: the request goes and the requester is not told", async () => {
    const { anna, bosse, third, friendship } = await pendingRequest();
    expect((await decline(anna, friendship.id)).status).toBe(403);
    expect((await decline(third, friendship.id)).status).toBe(404);

    const res = await decline(bosse, friendship.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Förfrågan avböjd" });
    expect(await db.friendship.count()).toBe(0);
    expect(await notificationsOf(anna.id)).toEqual([]);
    expect(await notificationsOf(bosse.id)).toEqual([]);
    expect(await myFriends(anna)).toEqual([]);
    expect(await stateBetween(anna, bosse)).toBe("none");
    // Declined quietly: Anna may ask again later.
    expect((await ask(anna, bosse.id)).status).toBe(201);
  });
});

describe("DELETE /api/friends/{userId}", () => {
  it("ends a friendship from either side", async () => {
    const anna = await createUser(db);
    const bosse = await createUser(db);
    await db.friendship.create({ data: { requesterId: anna.id, addresseeId: bosse.id, status: "ACCEPTED", acceptedAt: new Date() } });
    expect(await myFriends(bosse)).toHaveLength(1);

    const res = await call(removeFriendRoute, { method: "DELETE", cookie: await sessionCookie(bosse), params: { userId: String(anna.id) } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Matrosen är borttagen" });
    expect(await db.friendship.count()).toBe(0);
    expect(await myFriends(anna)).toEqual([]);
    expect(await myFriends(bosse)).toEqual([]);
    expect(await db.notification.count()).toBe(0);

    const again = await call(removeFriendRoute, { method: "DELETE", cookie: await sessionCookie(bosse), params: { userId: String(anna.id) } });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: "Ni är inte matroser" });
  });

  it("answers 400 'userId saknas' for a blank id", async () => {
    const anna = await createUser(db);
    const res = await call(removeFriendRoute, { method: "DELETE", cookie: await sessionCookie(anna), params: { userId: " " } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "userId saknas", fields: { userId: "userId saknas" } });
  });
});

describe("GET /api/friends/{userId}", () => {
  it("shows an anonymous friend by their anonymous name, without names, and never their username", async () => {
    const olle = await createUser(db, { username: "Öppne_Olle", firstname: "Olle" });
    const hemlig = await createUser(db, { username: "Hemlige_Harry", firstname: "Harry", lastname: "Hemberg", isAnonymous: true });
    const other = await createUser(db);
    await db.friendship.create({ data: { requesterId: olle.id, addresseeId: hemlig.id, status: "ACCEPTED", acceptedAt: new Date() } });
    const expectedName = `anonym#${String(hemlig.id).padStart(3, "0")}`;
    expect(expectedName).toBe("anonym#002");

    for (const viewer of [null, other, olle]) {
      const { status, body, text } = await friendsOf(viewer, olle.id);
      expect(status).toBe(200);
      expect(body).toEqual([
        { id: hemlig.id, username: "anonym#002", is_anonymous: true, firstname: null, lastname: null, friend_since: expect.any(String) },
      ]);
      expect(text.toLowerCase()).not.toContain("hemlige_harry");
      expect(text).not.toContain("Harry");
      expect(text).not.toContain("Hemberg");
    }
    // The anonymous member sees their own friend list, naming Olle, who is not anonymous.
    const own = await friendsOf(hemlig, hemlig.id);
    expect(own.body).toEqual([expect.objectContaining({ id: olle.id, username: "Öppne_Olle", firstname: "Olle" })]);
  });

  it("shows the anonymous friend's username to themself and to an admin", async () => {
    const olle = await createUser(db);
    const hemlig = await createUser(db, { username: "Hemlige_Harry", firstname: "Harry", isAnonymous: true });
    const admin = await createUser(db, { isAdmin: true });
    await db.friendship.create({ data: { requesterId: hemlig.id, addresseeId: olle.id, status: "ACCEPTED", acceptedAt: new Date() } });
    for (const viewer of [hemlig, admin]) {
      const { body } = await friendsOf(viewer, olle.id);
      expect(body).toEqual([expect.objectContaining({ id: hemlig.id, username: "Hemlige_Harry", firstname: "Harry" })]);
    }
  });

  it("lists only accepted friendships", async () => {
    const olle = await createUser(db);
    const friend = await createUser(db);
    const asker = await createUser(db);
    await db.friendship.create({ data: { requesterId: olle.id, addresseeId: friend.id, status: "ACCEPTED", acceptedAt: new Date() } });
    await db.friendship.create({ data: { requesterId: asker.id, addresseeId: olle.id } });
    const { body } = await friendsOf(null, olle.id);
    expect((body as FriendJson[]).map((f) => f.id)).toEqual([friend.id]);
  });

  it("answers 400 'userId saknas' for a blank id and 404 for an unknown member or a child waiting for consent", async () => {
    const blank = await friendsOf(null, " ");
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ error: "userId saknas", code: "BAD_REQUEST" });

    const child = await createUser(db, { age: 8, consentStatus: "PENDING" });
    for (const id of [child.id, 9999]) {
      const res = await friendsOf(null, id);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: "Användaren hittades inte" });
    }
  });
});

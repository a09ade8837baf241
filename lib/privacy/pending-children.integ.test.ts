// A child whose parent has not consented yet answers, on every route that takes a user id, exactly as an id that
// was never used: same status, same body.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createUser } from "@/prisma/factories";
import { GET as getProfile, PUT as putProfile } from "@/app/api/profile/[id]/route";
import { GET as friendsOf, DELETE as unfriend } from "@/app/api/friends/[userId]/route";
import { GET as friendStatus } from "@/app/api/friends/status/[userId]/route";
import { POST as friendRequest } from "@/app/api/friends/request/[userId]/route";
import { GET as reportsOf } from "@/app/api/reports/user/[id]/route";
import { GET as search } from "@/app/api/profile/search/[query]/route";
import { getPublicProfilePage } from "@/lib/profiles/queries";

beforeEach(resetDatabase);

async function answer(res: Response) {
  return { status: res.status, body: await res.json() };
}

describe("a pending child is as unknown as an id never used", () => {
  it("on every route that takes a user id, to visitors and members alike", async () => {
    const member = await createUser(db, { username: "Vuxen" });
    const child = await createUser(db, { username: "Småfisken", age: 9, consentStatus: "PENDING" });
    const unknown = child.id + 1000;
    const cookie = await sessionCookie(member);

    const routes: [string, (id: number) => Promise<Response>][] = [
      ["GET /api/profile/{id} (visitor)", (id) => call(getProfile, { params: { id: String(id) } })],
      ["GET /api/profile/{id} (member)", (id) => call(getProfile, { params: { id: String(id) }, cookie })],
      ["PUT /api/profile/{id}", (id) => call(putProfile, { method: "PUT", body: new FormData(), params: { id: String(id) }, cookie })],
      ["GET /api/friends/{userId}", (id) => call(friendsOf, { params: { userId: String(id) }, cookie })],
      ["DELETE /api/friends/{userId}", (id) => call(unfriend, { method: "DELETE", params: { userId: String(id) }, cookie })],
      ["GET /api/friends/status/{userId}", (id) => call(friendStatus, { params: { userId: String(id) }, cookie })],
      ["POST /api/friends/request/{userId}", (id) => call(friendRequest, { method: "POST", params: { userId: String(id) }, cookie })],
      ["GET /api/reports/user/{id} (visitor)", (id) => call(reportsOf, { params: { id: String(id) } })],
      ["GET /api/reports/user/{id} (member)", (id) => call(reportsOf, { params: { id: String(id) }, cookie })],
    ];
    for (const [name, request] of routes) {
      const forChild = await answer(await request(child.id));
      const forUnknown = await answer(await request(unknown));
      expect({ name, ...forChild }).toEqual({ name, ...forUnknown });
      expect(forChild.status, name).toBeGreaterThanOrEqual(400);
    }
    expect(await db.friendship.count()).toBe(0);
    expect(await db.notification.count()).toBe(0);

    const hits = await answer(await call(search, { params: { query: "Småf" }, cookie }));
    expect(hits).toEqual({ status: 200, body: [] });
    expect(await getPublicProfilePage(child.id)).toBeNull();
  });

  it("stops being hidden once the parent has consented", async () => {
    const member = await createUser(db);
    const child = await createUser(db, { username: "Småfisken", age: 9, consentStatus: "GRANTED" });
    const res = await call(getProfile, { params: { id: String(child.id) }, cookie: await sessionCookie(member) });
    expect(res.status).toBe(200);
  });
});

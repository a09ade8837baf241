import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, cookieFrom } from "@/test/http";
import { createUser, FACTORY_PASSWORD } from "@/prisma/factories";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as register } from "@/app/api/auth/register/route";

beforeEach(resetDatabase);

describe("POST /api/auth/register", () => {
  it("creates a member of 13+ and logs them in", async () => {
    const res = await call(register, { body: { username: "Laxfiskaren", password: "Abborre123", age: 15 } });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ id: expect.any(Number), username: "Laxfiskaren", is_admin: false });
    const stored = await db.user.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored.passwordHash).toMatch(/^\$2[aby]\$12\$/);
    const meRes = await call(me, { cookie: cookieFrom(res) });
    expect(meRes.status).toBe(200);
  });

  it("refuses a taken username regardless of case", async () => {
    await createUser(db, { username: "Gäddan" });
    const res = await call(register, { body: { username: "gäddan", password: "Abborre123", age: 30 } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "CONFLICT", error: "Användarnamnet är redan taget" });
  });

  it.each([
    ["kort1A", "Lösenordet måste vara minst 8 tecken"],
    ["abborre123", "Lösenordet måste innehålla minst en stor bokstav"],
    ["ABBORRE123", "Lösenordet måste innehålla minst en liten bokstav"],
    ["Abborreabc", "Lösenordet måste innehålla minst en siffra"],
  ])("refuses the password %s", async (password, message) => {
    const res = await call(register, { body: { username: "Nybörjare", password, age: 20 } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { password: message } });
    expect(await db.user.count()).toBe(0);
  });

  it("refuses a blocked e-mail address", async () => {
    await db.blockedEmail.create({ data: { email: "spam@example.com", reason: "Spam" } });
    const res = await call(register, {
      body: { username: "Spammaren", password: "Abborre123", age: 30, email: "SPAM@example.com" },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "EMAIL_BLOCKED" });
    expect(await db.user.count()).toBe(0);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const res = await call(register, { body: "{not json" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "INVALID_JSON", error: expect.any(String) });
  });

  it.each([["[]"], ["null"], ['"kalle"']])("answers the JSON body %s with a Swedish 400", async (body) => {
    const res = await call(register, { body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Förfrågan måste vara ett JSON-objekt", code: "INVALID_JSON" });
  });

  it("answers a field of the wrong type in Swedish", async () => {
    const res = await call(register, { body: { username: ["kalle"], password: "Abborre123", age: 30 } });
    expect(res.status).toBe(400);
    expect((await res.json()).fields.username).toBe("Ange ett användarnamn");
  });

  it.each([[0], [121], [12.5], ["tio"]])("refuses the age %s", async (age) => {
    const res = await call(register, { body: { username: "Åldersfel", password: "Abborre123", age } });
    expect(res.status).toBe(400);
    expect((await res.json()).fields.age).toBe("Ange en giltig ålder");
  });
});

describe("POST /api/auth/login", () => {
  it("logs in with the right password and answers the session user", async () => {
    const user = await createUser(db, { username: "Harr" });
    const res = await call(login, { body: { username: "harr", password: FACTORY_PASSWORD } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: user.id, username: "Harr", is_admin: false });
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=.+; Path=\/; .*HttpOnly/i);
  });

  it("refuses a wrong password and an unknown user with the same 401", async () => {
    await createUser(db, { username: "Harr" });
    const wrong = await call(login, { body: { username: "Harr", password: "Fel12345" } });
    const unknown = await call(login, { body: { username: "Ingen", password: "Fel12345" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("refuses a cross-site form post", async () => {
    await createUser(db, { username: "Harr" });
    const res = await call(login, {
      body: { username: "Harr", password: FACTORY_PASSWORD },
      headers: { origin: "https://elak.example" },
    });
    expect(res.status).toBe(403);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session on the server, so the old cookie no longer works", async () => {
    await createUser(db, { username: "Sik" });
    const loggedIn = await call(login, { body: { username: "Sik", password: FACTORY_PASSWORD } });
    const cookie = cookieFrom(loggedIn);
    expect((await call(me, { cookie })).status).toBe(200);
    const out = await call(logout, { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/i);
    expect((await call(me, { cookie })).status).toBe(401);
  });
});

describe("GET /api/auth/me", () => {
  it("answers 401 for a visitor", async () => {
    const res = await call(me);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Du måste vara inloggad", code: "UNAUTHORIZED" });
  });
});

describe("the session read on every request", () => {
  async function loggedInAs(username: string) {
    const user = await createUser(db, { username });
    const cookie = cookieFrom(await call(login, { body: { username, password: FACTORY_PASSWORD } }));
    return { user, cookie };
  }

  it("holds until the session row's expiry, to the minute, and not after", async () => {
    const { user, cookie } = await loggedInAs("Aspen");
    await db.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() + 60_000) } });
    expect((await call(me, { cookie })).status).toBe(200);
    await db.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    expect((await call(me, { cookie })).status).toBe(401);
  });

  it("takes name and role from the database at once, and ends for a suspended member or a pending child", async () => {
    const { user, cookie } = await loggedInAs("Faren");
    await db.user.update({ where: { id: user.id }, data: { username: "Färnan", isAdmin: true } });
    expect(await (await call(me, { cookie })).json()).toMatchObject({ id: user.id, username: "Färnan", is_admin: true });
    await db.user.update({ where: { id: user.id }, data: { suspendedUntil: new Date(Date.now() + 60_000) } });
    expect((await call(me, { cookie })).status).toBe(401);
    await db.user.update({ where: { id: user.id }, data: { suspendedUntil: new Date(Date.now() - 60_000) } });
    expect((await call(me, { cookie })).status).toBe(200);
    await db.user.update({ where: { id: user.id }, data: { consentStatus: "PENDING" } });
    expect((await call(me, { cookie })).status).toBe(401);
  });

  it("is no session when the cookie names another member's session", async () => {
    const { user, cookie } = await loggedInAs("Braxen");
    const other = await loggedInAs("Sarven");
    // Sarven's cookie still says Sarven, but its session row now belongs to Braxen.
    await db.$executeRaw`UPDATE sessions SET user_id = ${user.id} WHERE user_id = ${other.user.id}`;
    expect((await call(me, { cookie: other.cookie })).status).toBe(401);
    expect((await call(me, { cookie })).status).toBe(200);
  });
});

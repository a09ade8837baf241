import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import bcrypt from "bcryptjs";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, cookieFrom } from "@/test/http";
import { latestLinkToken, latestMail } from "@/test/outbox";
import { createUser, FACTORY_PASSWORD } from "@/prisma/factories";
import { resetRateLimits } from "@/lib/rate-limit";
import { POST as requestReset } from "@/app/password/request/route";
import { GET as verify } from "@/app/password/verify/[token]/route";
import { POST as reset } from "@/app/password/reset/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";

const MESSAGE = "Om adressen finns hos oss har vi skickat en länk för att återställa lösenordet.";
const EMAIL = "gadda@example.se";
const NEW_PASSWORD = "Nyttlösen42";

beforeEach(async () => {
  await resetDatabase();
  await resetRateLimits();
});
afterEach(() => {
  vi.useRealTimers();
});

async function memberWithLink() {
  const user = await createUser(db, { username: "Gäddfiskaren", email: EMAIL });
  const res = await call(requestReset, { body: { email: "Gadda@Example.se " } });
  expect(res.status).toBe(200);
  const token = await latestLinkToken(EMAIL, "/reset-password/");
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { user, token: token! };
}

describe("POST /password/request", () => {
  it("answers the same for a known and an unknown address, and mails a link only to the known one", async () => {
    await createUser(db, { username: "Gäddfiskaren", email: EMAIL });
    const known = await call(requestReset, { body: { email: EMAIL } });
    const unknown = await call(requestReset, { body: { email: "ingen@example.se" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual({ message: MESSAGE });
    expect(await unknown.json()).toEqual({ message: MESSAGE });

    const mail = await latestMail(EMAIL);
    expect(mail).toMatchObject({ kind: "password_reset", status: "LOGGED", subject: "Återställ ditt lösenord på Fiskegänget" });
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]{43}/);
    expect(mail!.text).toContain("Gäddfiskaren");
    expect(await latestMail("ingen@example.se")).toBeNull();
    expect(await db.emailOutbox.count()).toBe(1);

    const stored = await db.passwordResetToken.findFirstOrThrow();
    const minutes = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(60, 0);
  });

  it("sends nothing for a child still waiting for consent", async () => {
    await createUser(db, { username: "Väntaren", email: EMAIL, age: 10, consentStatus: "PENDING" });
    const res = await call(requestReset, { body: { email: EMAIL } });
    expect(await res.json()).toEqual({ message: MESSAGE });
    expect(await db.emailOutbox.count()).toBe(0);
  });

  it("requires a well-formed address", async () => {
    const empty = await call(requestReset, { body: { email: "" } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ fields: { email: "Ange din email-adress" } });
    const bad = await call(requestReset, { body: { email: "inte-en-adress" } });
    expect((await bad.json()).fields.email).toBe("Ogiltigt email-format");
  });

  it("limits requests for one address, then lets them through again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
    for (let i = 0; i < 3; i++) expect((await call(requestReset, { body: { email: EMAIL } })).status).toBe(200);
    const limited = await call(requestReset, { body: { email: EMAIL } });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(2 * 3600);
    expect(await limited.json()).toEqual({
      code: "RATE_LIMITED",
      error: expect.stringMatching(/^För många förfrågningar om nytt lösenord\. Vänta \d+ minuter? och försök igen\.$/),
    });
    // Another address is not affected by this one's limit.
    expect((await call(requestReset, { body: { email: "annan@example.se" } })).status).toBe(200);

    vi.setSystemTime(Date.now() + retryAfter * 1000);
    expect((await call(requestReset, { body: { email: EMAIL } })).status).toBe(200);
  });
});

describe("GET /password/verify/{token}", () => {
  it("answers the username for a valid link", async () => {
    const { token } = await memberWithLink();
    const res = await call(verify, { params: { token } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ username: "Gäddfiskaren" });
  });

  it.each([
    ["malformed", "abc", "LINK_UNKNOWN"],
    ["unknown", "C".repeat(43), "LINK_UNKNOWN"],
  ])("answers 400 for a %s link", async (_label, token, code) => {
    const res = await call(verify, { params: { token } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code, error: expect.stringContaining("Ogiltig återställningslänk") });
  });

  it("answers 400 expired after an hour", async () => {
    const { token } = await memberWithLink();
    await db.passwordResetToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await call(verify, { params: { token } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "LINK_EXPIRED", expired: true });
  });
});

describe("POST /password/reset", () => {
  it("sets the new password, ends every session, voids other links and uses the link up", async () => {
    const { user, token } = await memberWithLink();
    await call(requestReset, { body: { email: EMAIL } });
    const otherToken = await latestLinkToken(EMAIL, "/reset-password/");
    expect(otherToken).not.toBe(token);

    const before = await call(login, { body: { username: "Gäddfiskaren", password: FACTORY_PASSWORD } });
    const oldCookie = cookieFrom(before);
    expect((await call(me, { cookie: oldCookie })).status).toBe(200);

    const res = await call(reset, { body: { token, newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Ditt lösenord är ändrat. Du kan nu logga in med det nya lösenordet." });

    expect((await call(me, { cookie: oldCookie })).status).toBe(401);
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await bcrypt.compare(NEW_PASSWORD, stored.passwordHash)).toBe(true);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(stored.passwordChangedAt).toBeInstanceOf(Date);
    expect(await db.passwordResetToken.count({ where: { usedAt: null } })).toBe(0);
    expect(await latestMail(EMAIL)).toMatchObject({ kind: "password_changed" });

    const replay = await call(reset, { body: { token, newPassword: "Annatlösen9" } });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: "LINK_USED", used: true });
    const other = await call(reset, { body: { token: otherToken, newPassword: "Annatlösen9" } });
    expect(other.status).toBe(400);
    expect(await call(verify, { params: { token } }).then((r) => r.json())).toMatchObject({ code: "LINK_USED", used: true });

    expect((await call(login, { body: { username: "Gäddfiskaren", password: FACTORY_PASSWORD } })).status).toBe(401);
    expect((await call(login, { body: { username: "Gäddfiskaren", password: NEW_PASSWORD } })).status).toBe(200);
  });

  it("refuses an expired link and changes nothing", async () => {
    const { user, token } = await memberWithLink();
    await db.passwordResetToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await call(reset, { body: { token, newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "LINK_EXPIRED", expired: true });
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.passwordHash).toBe(user.passwordHash);
  });

  it("refuses malformed and unknown links", async () => {
    const malformed = await call(reset, { body: { token: "x", newPassword: NEW_PASSWORD } });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: "LINK_UNKNOWN" });
    const unknown = await call(reset, { body: { token: "D".repeat(43), newPassword: NEW_PASSWORD } });
    expect(unknown.status).toBe(400);
  });

  it.each([
    ["kort1A", "Lösenordet måste vara minst 8 tecken"],
    ["abcdefg1", "Lösenordet måste innehålla minst en stor bokstav"],
    ["Abcdefgh", "Lösenordet måste innehålla minst en siffra"],
  ])("holds the new password %s to the registration rule", async (newPassword, message) => {
    const { user, token } = await memberWithLink();
    const res = await call(reset, { body: { token, newPassword } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { newPassword: message } });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(user.passwordHash);
    expect((await call(verify, { params: { token } })).status).toBe(200);
  });

  it("lets only one of two simultaneous resets with the same link win", async () => {
    const { token } = await memberWithLink();
    const results = await Promise.all([
      call(reset, { body: { token, newPassword: "Förstalösen1" } }),
      call(reset, { body: { token, newPassword: "Andralösen2" } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

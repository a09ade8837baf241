import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call } from "@/test/http";
import { createUser, FACTORY_PASSWORD } from "@/prisma/factories";
import { resetRateLimits } from "@/lib/rate-limit";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";

beforeEach(async () => {
  await resetDatabase();
  await resetRateLimits();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("login rate limits", () => {
  it("allows 10 attempts on one username per 15 minutes, then 429 with Retry-After, then recovers", async () => {
    await createUser(db, { username: "Abborren" });
    for (let i = 0; i < 10; i++) {
      expect((await call(login, { body: { username: "Abborren", password: "Fel12345" } })).status).toBe(401);
    }
    // Even the right password waits: the limit is on attempts, not on failures.
    const limited = await call(login, { body: { username: "abborren", password: FACTORY_PASSWORD } });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    expect(await limited.json()).toEqual({
      code: "RATE_LIMITED",
      error: expect.stringMatching(/^För många inloggningsförsök\. Vänta \d+ minuter? och försök igen\.$/),
    });

    // Other members can still log in.
    await createUser(db, { username: "Braxen" });
    expect((await call(login, { body: { username: "Braxen", password: FACTORY_PASSWORD } })).status).toBe(200);

    vi.setSystemTime(Date.now() + (retryAfter - 5) * 1000);
    expect((await call(login, { body: { username: "Abborren", password: FACTORY_PASSWORD } })).status).toBe(429);
    vi.setSystemTime(Date.now() + 5_000);
    expect((await call(login, { body: { username: "Abborren", password: FACTORY_PASSWORD } })).status).toBe(200);
  });

  it("caps one client at 50 login attempts per 15 minutes across usernames", async () => {
    for (let i = 0; i < 50; i++) {
      const res = await call(login, { body: { username: `x${i}`, password: "" } });
      expect(res.status).toBe(400);
    }
    const limited = await call(login, { body: { username: "ny", password: "Fel12345" } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});

describe("registration rate limits", () => {
  it("sends at most 5 consent e-mails a day to one parent address", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await call(register, { body: { username: `Barn${i}`, password: "Mört2015a", age: 9, parentEmail: "mamma@example.se" } });
      expect(res.status).toBe(202);
    }
    const limited = await call(register, { body: { username: "Barn9", password: "Mört2015a", age: 9, parentEmail: "MAMMA@example.se" } });
    expect(limited.status).toBe(429);
    expect(await db.user.count()).toBe(5);
    expect(await db.emailOutbox.count()).toBe(5);
  });
});

// An admin's second factor (decision 300): setting up an authenticator app, proving it per session with a code or a
// recovery code, the admin guard with and without it, the limit on wrong codes and the audit entries.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, cookieFrom, sessionCookie } from "@/test/http";
import { TEST_TOTP_SECRET } from "@/test/second-factor";
import { createUser, FACTORY_PASSWORD } from "@/prisma/factories";
import { checkTotp, totpCode, totpStep } from "@/lib/second-factor/totp";
import { openSecret } from "@/lib/second-factor/secret";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as startSetup } from "@/app/api/auth/second-factor/setup/route";
import { POST as confirmSetup } from "@/app/api/auth/second-factor/setup/confirm/route";
import { POST as verify } from "@/app/api/auth/second-factor/verify/route";
import { DELETE as removeFactor } from "@/app/api/auth/second-factor/route";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { PUT as changePassword } from "@/app/api/profile/[id]/password/route";

type Member = Awaited<ReturnType<typeof createUser>>;
let admin: Member;

beforeEach(async () => {
  await resetDatabase();
  admin = await createUser(db, { username: "Styrman", isAdmin: true });
});

const actions = async () => (await db.adminLog.findMany({ orderBy: { id: "asc" }, select: { action: true } })).map((l) => l.action);
const passwordLogin = async () => cookieFrom(await call(login, { body: { username: admin.username, password: FACTORY_PASSWORD } }))!;

describe("TOTP with a fixed clock", () => {
  const t = Date.UTC(2026, 10, 28, 12, 0, 10);
  it("takes the codes of the step and one step either side, and no further", () => {
    expect(checkTotp(TEST_TOTP_SECRET, totpCode(TEST_TOTP_SECRET, t), null, t)).toEqual({ ok: true, step: totpStep(t) });
    expect(checkTotp(TEST_TOTP_SECRET, totpCode(TEST_TOTP_SECRET, t - 30_000), null, t).ok).toBe(true);
    expect(checkTotp(TEST_TOTP_SECRET, totpCode(TEST_TOTP_SECRET, t + 30_000), null, t).ok).toBe(true);
    expect(checkTotp(TEST_TOTP_SECRET, totpCode(TEST_TOTP_SECRET, t - 60_000), null, t)).toEqual({ ok: false, reason: "wrong" });
    expect(checkTotp(TEST_TOTP_SECRET, totpCode(TEST_TOTP_SECRET, t + 60_000), null, t)).toEqual({ ok: false, reason: "wrong" });
  });
  it("refuses a code of a step already used, or of an earlier one", () => {
    const step = totpStep(t);
    expect(checkTotp(TEST_TOTP_SECRET, totpCode(TEST_TOTP_SECRET, t), step, t)).toEqual({ ok: false, reason: "used" });
    expect(checkTotp(TEST_TOTP_SECRET, totpCode(TEST_TOTP_SECRET, t - 30_000), step, t)).toEqual({ ok: false, reason: "used" });
    expect(checkTotp(TEST_TOTP_SECRET, totpCode(TEST_TOTP_SECRET, t + 30_000), step, t).ok).toBe(true);
  });
});

describe("setting up an authenticator app", () => {
  it("sends an admin without one to set it up, then opens the admin calls with its code", async () => {
    const cookie = await passwordLogin();
    const refused = await call(listUsers, { cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "SECOND_FACTOR_SETUP_REQUIRED", error: expect.stringContaining("andra faktor") });
    expect(await (await call(me, { cookie })).json()).toMatchObject({ is_admin: true });

    const setup = await call(startSetup, { cookie, method: "POST" });
    expect(setup.status).toBe(200);
    const { secret, otpauth_uri, qr_svg } = (await setup.json()) as { secret: string; otpauth_uri: string; qr_svg: string };
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(qr_svg).toMatch(/^<svg/);
    // Asked again before confirming, the same app is waiting: a reload of the page does not change the QR code.
    expect(((await (await call(startSetup, { cookie, method: "POST" })).json()) as { secret: string }).secret).toBe(secret);

    const wrong = await call(confirmSetup, { cookie, body: { code: "000000" === totpCode(secret) ? "111111" : "000000" } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "WRONG_CODE" });

    const confirmed = await call(confirmSetup, { cookie, body: { code: totpCode(secret) } });
    expect(confirmed.status).toBe(200);
    const { recovery_codes } = (await confirmed.json()) as { recovery_codes: string[] };
    expect(new Set(recovery_codes).size).toBe(10);
    const stored = await db.user.findUniqueOrThrow({ where: { id: admin.id }, select: { totpSecret: true, totpPendingSecret: true } });
    expect(stored.totpPendingSecret).toBeNull();
    expect(stored.totpSecret).not.toContain(secret);
    expect(openSecret(stored.totpSecret!)).toBe(secret);
    const hashes = await db.recoveryCode.findMany({ where: { userId: admin.id }, select: { codeHash: true } });
    expect(hashes.map((h) => h.codeHash)).not.toContain(recovery_codes[0]);

    expect((await call(listUsers, { cookie })).status).toBe(200);
    expect((await call(startSetup, { cookie, method: "POST" })).status).toBe(409);
    expect(await actions()).toEqual(["second_factor_failed", "second_factor_setup"]);
  });

  it("is only for admins", async () => {
    const member = await createUser(db, { username: "Gaddan" });
    const res = await call(startSetup, { cookie: await sessionCookie(member), method: "POST" });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "NOT_ADMIN" });
  });
});

describe("proving the second factor on a session", () => {
  beforeEach(async () => {
    await sessionCookie(admin); // gives the admin the test app
  });

  it("asks a new session for a code, takes it once, and keeps the proof to that session", async () => {
    const cookie = await passwordLogin();
    const refused = await call(listUsers, { cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "SECOND_FACTOR_REQUIRED" });

    const code = totpCode(TEST_TOTP_SECRET);
    expect((await call(verify, { cookie, body: { code } })).status).toBe(200);
    expect((await call(listUsers, { cookie })).status).toBe(200);

    // The same code on another session is refused as used, and the other session stays without powers.
    const other = await passwordLogin();
    const reused = await call(verify, { cookie: other, body: { code } });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: "WRONG_CODE", error: expect.stringContaining("redan använd") });
    expect((await call(listUsers, { cookie: other })).status).toBe(403);
    expect(await actions()).toEqual(["second_factor_used", "second_factor_failed"]);
  });

  it("takes each recovery code once", async () => {
    const setupCookie = await sessionCookie(admin);
    await db.user.update({ where: { id: admin.id }, data: { totpSecret: null } });
    const start = (await (await call(startSetup, { cookie: setupCookie, method: "POST" })).json()) as { secret: string };
    const { recovery_codes } = (await (await call(confirmSetup, { cookie: setupCookie, body: { code: totpCode(start.secret) } })).json()) as {
      recovery_codes: string[];
    };
    const first = await passwordLogin();
    expect((await call(verify, { cookie: first, body: { code: recovery_codes[0]!.toUpperCase() } })).status).toBe(200);
    const second = await passwordLogin();
    expect((await call(verify, { cookie: second, body: { code: recovery_codes[0] } })).status).toBe(400);
    expect((await call(verify, { cookie: second, body: { code: recovery_codes[1] } })).status).toBe(200);
    expect(await actions()).toEqual(["second_factor_setup", "recovery_code_used", "second_factor_failed", "recovery_code_used"]);
  });

  it("loses the proof at logout, at a password change and after its time", async () => {
    const cookie = await sessionCookie(admin);
    expect((await call(listUsers, { cookie })).status).toBe(200);
    const changed = await call(changePassword, {
      cookie,
      method: "PUT",
      params: { id: String(admin.id) },
      body: { currentPassword: FACTORY_PASSWORD, newPassword: "Nytt-losen123", confirmPassword: "Nytt-losen123" },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await call(listUsers, { cookie })).status).toBe(403);

    const later = await sessionCookie(admin);
    vi.useFakeTimers({ now: Date.now() + 13 * 60 * 60 * 1000, toFake: ["Date"] });
    try {
      expect((await call(listUsers, { cookie: later })).status).toBe(403);
    } finally {
      vi.useRealTimers();
    }
    expect((await call(logout, { cookie: later, method: "POST" })).status).toBe(200);
    expect((await call(listUsers, { cookie: later })).status).toBe(401);
  });

  it("limits wrong codes like passwords", async () => {
    const cookie = await passwordLogin();
    const wrong = totpCode(TEST_TOTP_SECRET) === "000000" ? "111111" : "000000";
    for (let i = 0; i < 10; i++) expect((await call(verify, { cookie, body: { code: wrong } })).status).toBe(400);
    const limited = await call(verify, { cookie, body: { code: totpCode(TEST_TOTP_SECRET) } });
    expect(limited.status).toBe(429);
    expect((await actions()).filter((a) => a === "second_factor_failed")).toHaveLength(10);
  });

  it("removes the app given a current code, and sends the admin back to setting one up", async () => {
    const cookie = await sessionCookie(admin);
    await db.user.update({ where: { id: admin.id }, data: { totpLastStep: null } });
    const res = await call(removeFactor, { cookie, method: "DELETE", body: { code: totpCode(TEST_TOTP_SECRET) } });
    expect(res.status).toBe(204);
    const refused = await call(listUsers, { cookie });
    expect(await refused.json()).toMatchObject({ code: "SECOND_FACTOR_SETUP_REQUIRED" });
    expect(await db.recoveryCode.count()).toBe(0);
    expect(await actions()).toEqual(["second_factor_used", "second_factor_removed"]);
  });
});

// Logging in with a passkey (decision 301), with a software authenticator: the login that works and answers as the
// password login does; and each that must not — another origin or RP id, a replayed challenge, a counter going
// backwards, a removed key, a backup flag that changed, a pending child — with the audit rows and the shared limit.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetRateLimits } from "@/lib/rate-limit";
import { createUser, FACTORY_PASSWORD } from "@/prisma/factories";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { SoftwareAuthenticator } from "@/test/passkeys/authenticator";
import { logInWithPasskey, registerPasskey, setCookies } from "@/test/passkeys/ceremony";
import { sessionCookieName } from "@/lib/auth/session-token";
import { POST as passwordLogin } from "@/app/api/auth/login/route";
import { POST as login } from "@/app/api/auth/passkeys/login/route";
import { GET as me } from "@/app/api/auth/me/route";

type Member = Awaited<ReturnType<typeof createUser>>;
let member: Member;
let authenticator: SoftwareAuthenticator;

beforeEach(async () => {
  await resetDatabase();
  await resetRateLimits();
  member = await createUser(db, { username: "Abborren", email: "abborren@example.se" });
  authenticator = new SoftwareAuthenticator();
  expect((await registerPasskey(authenticator, await sessionCookie(member))).res.status).toBe(201);
  await db.adminLog.deleteMany();
});

const actions = async () => (await db.adminLog.findMany({ orderBy: { id: "asc" }, select: { action: true, username: true } })).map((l) => `${l.action}:${l.username}`);
const sessionFrom = (res: Response) => `${sessionCookieName()}=${setCookies(res)[sessionCookieName()]}`;

describe("logging in with a passkey", () => {
  it("logs the member in, answers the session user like the password login, and keeps the counter", async () => {
    const { res } = await logInWithPasskey(authenticator);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: member.id, username: "Abborren", is_admin: false });
    expect(await (await call(me, { cookie: sessionFrom(res) })).json()).toMatchObject({ id: member.id, username: "Abborren" });
    const stored = await db.passkey.findFirstOrThrow({ select: { counter: true, lastUsedAt: true } });
    expect(stored.counter).toBe(1n);
    expect(stored.lastUsedAt).not.toBeNull();
    expect(await actions()).toEqual(["passkey_used:Abborren"]);
    // The second login's counter is higher, and is taken.
    expect((await logInWithPasskey(authenticator)).res.status).toBe(200);
    expect((await db.passkey.findFirstOrThrow()).counter).toBe(2n);
  });

  it("leaves the password login exactly as it was", async () => {
    const res = await call(passwordLogin, { body: { username: "Abborren", password: FACTORY_PASSWORD } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: member.id, username: "Abborren", is_admin: false });
  });

  it("refuses an answer made for another origin", async () => {
    const { res } = await logInWithPasskey(authenticator, { lie: { origin: "https://phishing.example" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "PASSKEY_REFUSED", error: expect.stringContaining("Nyckeln kunde inte användas") });
    expect(setCookies(res)[sessionCookieName()]).toBeUndefined();
    expect(await actions()).toEqual(["passkey_login_failed:Abborren"]);
    expect((await db.adminLog.findFirstOrThrow()).details).toContain("origin");
  });

  it("refuses an answer signed for another relying party's id", async () => {
    const { res } = await logInWithPasskey(authenticator, { lie: { rpId: "evil.example" } });
    expect(await res.json()).toMatchObject({ code: "PASSKEY_REFUSED" });
  });

  it("refuses a replayed answer: the challenge was taken by the first", async () => {
    const first = await logInWithPasskey(authenticator);
    expect(first.res.status).toBe(200);
    const replay = await call(login, { body: { credential: first.credential }, cookie: first.challengeCookie });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: "PASSKEY_CHALLENGE" });
    // Two answers racing for one challenge: exactly one gets it.
    const { options, challengeCookie } = await (async () => {
      const { POST } = await import("@/app/api/auth/passkeys/login/options/route");
      const res = await call(POST, { method: "POST" });
      const [name, value] = Object.entries(setCookies(res))[0]!;
      return { options: (await res.json()) as { challenge: string }, challengeCookie: `${name}=${value}` };
    })();
    const a = authenticator.authenticate(options);
    const b = authenticator.authenticate(options);
    const results = await Promise.all([a, b].map((credential) => call(login, { body: { credential }, cookie: challengeCookie })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("refuses a counter that went backwards or stood still, when the authenticator keeps one", async () => {
    expect((await logInWithPasskey(authenticator)).res.status).toBe(200);
    expect((await logInWithPasskey(authenticator)).res.status).toBe(200);
    const back = await logInWithPasskey(authenticator, { lie: { counter: 1 } });
    expect(back.res.status).toBe(400);
    expect(await back.res.json()).toMatchObject({ code: "PASSKEY_REFUSED" });
    const same = await logInWithPasskey(authenticator, { lie: { counter: 2 } });
    expect(same.res.status).toBe(400);
    expect((await db.passkey.findFirstOrThrow()).counter).toBe(2n);
  });

  it("takes an authenticator that keeps no counter (always 0)", async () => {
    const synced = new SoftwareAuthenticator({ counterless: true, backupEligible: true, backupState: true });
    await registerPasskey(synced, await sessionCookie(member), { name: "Nyckelringen" });
    expect((await logInWithPasskey(synced)).res.status).toBe(200);
    expect((await logInWithPasskey(synced)).res.status).toBe(200);
  });

  it("keeps BS as reported and refuses a BE that changed", async () => {
    const synced = new SoftwareAuthenticator({ backupEligible: true, backupState: false });
    await registerPasskey(synced, await sessionCookie(member), { name: "Molnet" });
    expect((await logInWithPasskey(synced, { lie: { backupState: true } })).res.status).toBe(200);
    expect((await db.passkey.findFirstOrThrow({ where: { name: "Molnet" } })).backupState).toBe(true);
    const changed = await logInWithPasskey(synced, { lie: { backupEligible: false, backupState: false } });
    expect(await changed.res.json()).toMatchObject({ code: "PASSKEY_REFUSED" });
  });

  it("answers bytes no authenticator made with 400, never a server error", async () => {
    const { POST } = await import("@/app/api/auth/passkeys/login/options/route");
    for (const broken of [
      { authenticatorData: "AAAA" },
      { clientDataJSON: Buffer.from("not json").toString("base64url") },
      { signature: "" },
      { authenticatorData: Buffer.alloc(37, 255).toString("base64url") },
    ]) {
      const res = await call(POST, { method: "POST" });
      const [name, value] = Object.entries(setCookies(res))[0]!;
      const credential = authenticator.authenticate((await res.json()) as { challenge: string });
      const answer = await call(login, { body: { credential: { ...credential, response: { ...credential.response, ...broken } } }, cookie: `${name}=${value}` });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: "PASSKEY_REFUSED" });
    }
  });

  it("refuses a removed passkey, and names nobody in the log for a key it does not know", async () => {
    await db.passkey.deleteMany();
    const { res } = await logInWithPasskey(authenticator);
    expect(await res.json()).toMatchObject({ code: "PASSKEY_REFUSED" });
    expect(await actions()).toEqual(["passkey_login_failed:(okänd)"]);
  });

  it("refuses a pending child and a suspended member as the password login does", async () => {
    await db.user.update({ where: { id: member.id }, data: { consentStatus: "PENDING" } });
    const pending = await logInWithPasskey(authenticator);
    expect(pending.res.status).toBe(403);
    expect(await pending.res.json()).toMatchObject({ code: "CONSENT_PENDING" });
    await db.user.update({ where: { id: member.id }, data: { consentStatus: "NOT_REQUIRED", suspendedUntil: new Date(Date.now() + 86_400_000) } });
    const suspended = await logInWithPasskey(authenticator);
    expect(await suspended.res.json()).toMatchObject({ code: "ACCOUNT_SUSPENDED" });
  });

  it("counts failures on the password login's counters: a client that failed too often is refused either way", async () => {
    const headers = { "x-forwarded-for": "203.0.113.9" };
    // Ten failures on one member's key from one client, as with ten wrong passwords for one username.
    for (let i = 0; i < 10; i++) {
      const { res } = await logInWithPasskey(authenticator, { lie: { origin: "https://phishing.example" }, headers });
      expect(res.status).toBe(400);
    }
    const limited = await logInWithPasskey(authenticator, { headers });
    expect(limited.res.status).toBe(429);
    expect(limited.res.headers.get("retry-after")).toBeTruthy();
    const password = await call(passwordLogin, { body: { username: "Abborren", password: FACTORY_PASSWORD }, headers });
    expect(password.status).toBe(429);
    // Another client is not held up.
    expect((await logInWithPasskey(authenticator, { headers: { "x-forwarded-for": "198.51.100.7" } })).res.status).toBe(200);
  });
});

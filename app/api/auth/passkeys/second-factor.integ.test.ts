// A passkey as an admin's second factor (decision 301): an admin without one sets one up on the session that gave
// the password, proves it on the next session instead of an app's code, or logs in with it and has both at once;
// a password alone never adds or removes a factor, another member's passkey proves nothing, wrong answers count
// like wrong codes, and every step is in the audit log.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetRateLimits } from "@/lib/rate-limit";
import { createUser, FACTORY_PASSWORD } from "@/prisma/factories";
import { resetDatabase } from "@/test/db";
import { call, cookieFrom, sessionCookie } from "@/test/http";
import { SoftwareAuthenticator } from "@/test/passkeys/authenticator";
import { logInWithPasskey, proveWithPasskey, registerPasskey, setCookies } from "@/test/passkeys/ceremony";
import { sessionCookieName } from "@/lib/auth/session-token";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { POST as startAppSetup } from "@/app/api/auth/second-factor/setup/route";
import { DELETE as remove } from "@/app/api/auth/passkeys/[id]/route";

type Member = Awaited<ReturnType<typeof createUser>>;
let admin: Member;

beforeEach(async () => {
  await resetDatabase();
  await resetRateLimits();
  admin = await createUser(db, { username: "Kaptenen", isAdmin: true, email: "kapten@example.se" });
});

const passwordLogin = async () => cookieFrom(await call(login, { body: { username: admin.username, password: FACTORY_PASSWORD } }))!;
const actions = async () => (await db.adminLog.findMany({ orderBy: { id: "asc" }, select: { action: true } })).map((l) => l.action);
const adminCalls = async (cookie: string) => (await call(listUsers, { cookie })).status;

describe("a passkey as the admin's second factor", () => {
  it("is set up on the password's session, proves that session, and is asked for on the next one", async () => {
    const first = await passwordLogin();
    expect(await adminCalls(first)).toBe(403);
    const authenticator = new SoftwareAuthenticator();
    expect((await registerPasskey(authenticator, first, { name: "Adminnyckeln" })).res.status).toBe(201);
    expect(await adminCalls(first)).toBe(200);

    const second = await passwordLogin();
    const refused = await call(listUsers, { cookie: second });
    expect(await refused.json()).toMatchObject({ code: "SECOND_FACTOR_REQUIRED" });
    const { res } = await proveWithPasskey(authenticator, second);
    expect(res.status).toBe(200);
    expect(await adminCalls(second)).toBe(200);
    expect(await actions()).toEqual(["passkey_added", "passkey_second_factor_used"]);
    expect((await db.adminLog.findFirstOrThrow()).details).toContain("andra faktor");
  });

  it("is proved at once by a passkey login (user verification makes it both factors)", async () => {
    const authenticator = new SoftwareAuthenticator();
    await registerPasskey(authenticator, await sessionCookie(admin));
    const { res } = await logInWithPasskey(authenticator);
    expect(await res.json()).toMatchObject({ is_admin: true });
    expect(await adminCalls(`${sessionCookieName()}=${setCookies(res)[sessionCookieName()]}`)).toBe(200);
  });

  it("works beside the app: an admin with both may prove either", async () => {
    const proved = await sessionCookie(admin); // has the test app and its proof
    const authenticator = new SoftwareAuthenticator();
    expect((await registerPasskey(authenticator, proved)).res.status).toBe(201);
    const next = await passwordLogin();
    expect((await proveWithPasskey(authenticator, next)).res.status).toBe(200);
    expect(await adminCalls(next)).toBe(200);
  });

  it("never lets the password alone add or remove a factor once there is one", async () => {
    const authenticator = new SoftwareAuthenticator();
    await registerPasskey(authenticator, await passwordLogin());
    const unproved = await passwordLogin();
    const add = await registerPasskey(new SoftwareAuthenticator(), unproved);
    expect(add.res.status).toBe(403);
    expect(await add.res.json()).toMatchObject({ code: "SECOND_FACTOR_REQUIRED" });
    const app = await call(startAppSetup, { method: "POST", cookie: unproved });
    expect(app.status).toBe(403);
    expect(await app.json()).toMatchObject({ code: "SECOND_FACTOR_REQUIRED" });
    const id = (await db.passkey.findFirstOrThrow()).id;
    expect((await call(remove, { method: "DELETE", cookie: unproved, params: { id: String(id) } })).status).toBe(403);
    expect(await db.passkey.count()).toBe(1);
  });

  it("refuses another member's passkey, a wrong origin and a replay, and counts them like wrong codes", async () => {
    const mine = new SoftwareAuthenticator();
    await registerPasskey(mine, await passwordLogin());
    const member = await createUser(db, { username: "Matrosen" });
    const theirs = new SoftwareAuthenticator();
    await registerPasskey(theirs, await sessionCookie(member));
    const session = await passwordLogin();
    await db.adminLog.deleteMany();

    expect(await (await proveWithPasskey(theirs, session)).res.json()).toMatchObject({ code: "PASSKEY_REFUSED" });
    expect(await (await proveWithPasskey(mine, session, { lie: { origin: "https://evil.example" } })).res.json()).toMatchObject({ code: "PASSKEY_REFUSED" });
    const good = await proveWithPasskey(mine, session);
    expect(good.res.status).toBe(200);
    const { POST } = await import("@/app/api/auth/passkeys/second-factor/route");
    const replay = await call(POST, { body: { credential: good.credential }, cookie: `${session}; ${good.challengeCookie}` });
    expect(replay.status).toBe(400);
    expect(await actions()).toEqual(["passkey_second_factor_failed", "passkey_second_factor_failed", "passkey_second_factor_used", "passkey_second_factor_failed"]);

    // Ten wrong answers, and the eleventh attempt is refused before it is looked at.
    for (let i = 0; i < 7; i++) await proveWithPasskey(mine, session, { lie: { rpId: "evil.example" } });
    const limited = await proveWithPasskey(mine, session);
    expect(limited.res.status).toBe(429);
  });

  it("is not for members: the options refuse them", async () => {
    const member = await createUser(db, { username: "Jollen" });
    const { res } = await proveWithPasskey(new SoftwareAuthenticator(), await sessionCookie(member));
    expect(res.status).toBe(403);
  });
});

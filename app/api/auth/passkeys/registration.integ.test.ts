// Adding a passkey (decision 301), with a software authenticator: the ceremony that works, and each one that must
// not — another origin, another RP id, a challenge used twice or asked for by another session — with the audit rows.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetRateLimits } from "@/lib/rate-limit";
import { createUser } from "@/prisma/factories";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { SoftwareAuthenticator } from "@/test/passkeys/authenticator";
import { joinCookies, registerPasskey } from "@/test/passkeys/ceremony";
import { POST as registration } from "@/app/api/auth/passkeys/registration/route";
import { POST as registrationOptions } from "@/app/api/auth/passkeys/registration/options/route";
import { GET as list } from "@/app/api/auth/passkeys/route";

type Member = Awaited<ReturnType<typeof createUser>>;
let member: Member;
let session: string;

beforeEach(async () => {
  await resetDatabase();
  await resetRateLimits();
  member = await createUser(db, { username: "Gäddan", email: "gaddan@example.se" });
  session = await sessionCookie(member);
});

const actions = async () => (await db.adminLog.findMany({ orderBy: { id: "asc" }, select: { action: true, username: true } })).map((l) => `${l.action}:${l.username}`);

describe("adding a passkey", () => {
  it("stores the key under the member's name for it, with its counter and backup flags, and lists it", async () => {
    const authenticator = new SoftwareAuthenticator({ backupEligible: true, backupState: true });
    const { res, options } = await registerPasskey(authenticator, session, { name: "  Telefonen " });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ name: "Telefonen", last_used_at: null, backed_up: true });
    expect(res.headers.getSetCookie().join()).toMatch(/fg_webauthn_registration=;/);

    // The options: this site, the member's own random handle, user verification and a discoverable key required.
    expect(options).toMatchObject({ rp: { id: "localhost", name: "Fiskegänget" }, user: { name: "Gäddan" } });
    const user = await db.user.findUniqueOrThrow({ where: { id: member.id }, select: { passkeyUserHandle: true } });
    expect((options as unknown as { user: { id: string } }).user.id).toBe(user.passkeyUserHandle);
    expect(options).toMatchObject({ attestation: "none", authenticatorSelection: { residentKey: "required", userVerification: "required" } });

    const stored = await db.passkey.findFirstOrThrow({ where: { userId: member.id } });
    expect(stored).toMatchObject({ credentialId: authenticator.id, counter: 0n, backupEligible: true, backupState: true, name: "Telefonen", transports: ["internal"] });
    const listed = await (await call(list, { cookie: session })).json();
    expect(listed.passkeys).toEqual([expect.objectContaining({ name: "Telefonen", backed_up: true })]);
    expect(await actions()).toEqual(["passkey_added:Gäddan"]);
  });

  it("keeps several per account, and the second options name the first so it is not made again", async () => {
    await registerPasskey(new SoftwareAuthenticator(), session, { name: "Telefonen" });
    const second = await registerPasskey(new SoftwareAuthenticator(), session, { name: "Datorn" });
    expect(second.res.status).toBe(201);
    expect((second.options as unknown as { excludeCredentials: unknown[] }).excludeCredentials).toHaveLength(1);
    expect(await db.passkey.count({ where: { userId: member.id } })).toBe(2);
  });

  it("refuses an answer made for another origin, and logs the failure", async () => {
    const { res } = await registerPasskey(new SoftwareAuthenticator(), session, { lie: { origin: "https://fiskeganget.example" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "PASSKEY_REFUSED", error: "Nyckeln kunde inte läggas till. Försök igen." });
    expect(await db.passkey.count()).toBe(0);
    const log = await db.adminLog.findFirstOrThrow({ select: { action: true, details: true } });
    expect(log.action).toBe("passkey_add_failed");
    expect(log.details).toContain("origin");
  });

  it("refuses an answer made for another relying party's id", async () => {
    const { res } = await registerPasskey(new SoftwareAuthenticator(), session, { lie: { rpId: "fiskeganget.example" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "PASSKEY_REFUSED" });
    expect(await db.passkey.count()).toBe(0);
  });

  it("refuses an authenticator that did not verify the member", async () => {
    const { res } = await registerPasskey(new SoftwareAuthenticator(), session, { lie: { userVerified: false } });
    expect(await res.json()).toMatchObject({ code: "PASSKEY_REFUSED" });
  });

  it("takes a challenge once: the same answer sent again is refused", async () => {
    const authenticator = new SoftwareAuthenticator();
    const first = await registerPasskey(authenticator, session);
    expect(first.res.status).toBe(201);
    await db.passkey.deleteMany();
    const again = await call(registration, { body: { name: "Igen", credential: first.credential }, cookie: joinCookies(session, first.challengeCookie) });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: "PASSKEY_CHALLENGE" });
    expect(await db.passkey.count()).toBe(0);
  });

  it("refuses a challenge asked for by another session of the same member, and one that has expired", async () => {
    const other = await sessionCookie(member);
    const opts = await call(registrationOptions, { method: "POST", cookie: other });
    const challengeCookie = opts.headers.getSetCookie()[0]!.split(";")[0]!;
    const { challenge, user } = (await opts.json()) as { challenge: string; user: { id: string } };
    const credential = new SoftwareAuthenticator().register({ challenge, user });
    const res = await call(registration, { body: { name: "Stulen", credential }, cookie: joinCookies(session, challengeCookie) });
    expect(await res.json()).toMatchObject({ code: "PASSKEY_CHALLENGE" });

    const late = await call(registrationOptions, { method: "POST", cookie: session });
    const lateCookie = late.headers.getSetCookie()[0]!.split(";")[0]!;
    const lateOptions = (await late.json()) as { challenge: string; user: { id: string } };
    await db.webauthnChallenge.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await call(registration, { body: { name: "Sen", credential: new SoftwareAuthenticator().register(lateOptions) }, cookie: joinCookies(session, lateCookie) });
    expect(await expired.json()).toMatchObject({ code: "PASSKEY_CHALLENGE" });
  });

  it("answers a key already on the account with a conflict, and refuses a visitor", async () => {
    const authenticator = new SoftwareAuthenticator();
    await registerPasskey(authenticator, session);
    const again = await registerPasskey(authenticator, session, { name: "Samma" });
    expect(again.res.status).toBe(409);
    expect((await call(registrationOptions, { method: "POST" })).status).toBe(401);
  });

  it("checks the name as the form does", async () => {
    const { res } = await registerPasskey(new SoftwareAuthenticator(), session, { name: "   " });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { name: "Ge nyckeln ett namn, till exempel Telefonen" } });
  });
});

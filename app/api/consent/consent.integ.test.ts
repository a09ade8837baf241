import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, cookieFrom } from "@/test/http";
import { latestLinkToken, latestMail } from "@/test/outbox";
import { resetRateLimits } from "@/lib/rate-limit";
import { hashLinkToken } from "@/lib/auth/link-tokens";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as parentalRequest } from "@/app/api/consent/parental-request/route";
import { GET as verify } from "@/app/api/consent/parental-verify/[token]/route";
import { POST as confirm } from "@/app/api/consent/parental-confirm/[token]/route";

const PARENT = "foralder@example.se";
const CHILD = { username: "Lillfisken", password: "Mört2015a", age: 10, parentEmail: PARENT };

beforeEach(async () => {
  await resetDatabase();
  await resetRateLimits();
});

async function registerChild(overrides: Partial<typeof CHILD> = {}) {
  const res = await call(register, { body: { ...CHILD, ...overrides } });
  const token = await latestLinkToken(overrides.parentEmail ?? PARENT, "/parental-consent/");
  return { res, token: token! };
}

const verifyToken = (token: string) => call(verify, { params: { token } });
const confirmToken = (token: string) => call(confirm, { method: "POST", params: { token } });

describe("POST /api/auth/register under 13", () => {
  it("answers 202 without a session, stores a pending child with its consent record and e-mails the parent", async () => {
    const { res, token } = await registerChild();
    expect(res.status).toBe(202);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.json()).toEqual({ consentPending: true, message: expect.stringContaining("förälder"), parentEmail: PARENT });

    const child = await db.user.findUniqueOrThrow({ where: { usernameKey: "lillfisken" }, include: { parentalConsent: true } });
    expect(child.consentStatus).toBe("PENDING");
    const consent = child.parentalConsent!;
    expect(consent).toMatchObject({
      parentEmail: PARENT,
      declaredAge: 10,
      consentTextVersion: "2025-01-15",
      method: "email_link",
      confirmedAt: null,
    });
    const days = (consent.expiresAt.getTime() - consent.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);

    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(consent.tokenHash).toBe(hashLinkToken(token));
    expect(consent.tokenHash).not.toContain(token);
    const mail = await latestMail(PARENT);
    expect(mail).toMatchObject({ kind: "parental_consent", status: "LOGGED" });
    expect(mail!.subject).toMatch(/samtycke/);
    expect(mail!.text).toContain(`http://localhost:3000/parental-consent/${token}`);
    expect(mail!.html).toContain(`href="http://localhost:3000/parental-consent/${token}"`);
  });

  it("builds the link from SITE_URL even when the request names another host", async () => {
    await call(register, { body: CHILD, headers: { host: "elak.example", "x-forwarded-host": "elak.example" } });
    const mail = await latestMail(PARENT);
    expect(mail!.text).toContain("http://localhost:3000/parental-consent/");
    expect(mail!.text + mail!.html).not.toContain("elak.example");
  });

  it("refuses the login of a pending child with CONSENT_PENDING", async () => {
    await registerChild();
    const res = await call(login, { body: { username: CHILD.username, password: CHILD.password } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "CONSENT_PENDING", error: expect.stringContaining("förälders samtycke") });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a blocked parent address with 403 and creates nothing", async () => {
    await db.blockedEmail.create({ data: { email: PARENT, reason: "Missbruk" } });
    const res = await call(register, { body: { ...CHILD, parentEmail: PARENT.toUpperCase() } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: "PARENT_EMAIL_BLOCKED",
      error: "Förälderns email-adress är spärrad och kan inte användas",
    });
    expect(await db.user.count()).toBe(0);
    expect(await db.emailOutbox.count()).toBe(0);
  });

  it("requires a parent address for ages 4–12 and refuses ages under 4", async () => {
    const missing = await call(register, { body: { ...CHILD, parentEmail: undefined } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).fields.parentEmail).toBe("Ange en giltig email-adress till din förälder");
    const tooYoung = await call(register, { body: { ...CHILD, age: 3 } });
    expect(tooYoung.status).toBe(400);
    expect(await db.user.count()).toBe(0);
  });

  it("keeps 13-year-olds on the ordinary path", async () => {
    const res = await call(register, { body: { ...CHILD, age: 13 } });
    expect(res.status).toBe(201);
    expect(cookieFrom(res)).toBeTruthy();
    expect(await db.parentalConsent.count()).toBe(0);
  });
});

describe("GET /api/consent/parental-verify/{token}", () => {
  it("answers the details of a valid link", async () => {
    const { token } = await registerChild();
    const res = await verifyToken(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ valid: true, childUsername: "Lillfisken", childAge: 10, parentEmail: PARENT });
  });

  it("answers 400 for a malformed link", async () => {
    const res = await verifyToken("abc123");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Ogiltig länk. Kontrollera att du använder hela länken från emailet.",
      code: "LINK_UNKNOWN",
      valid: false,
      expired: false,
      used: false,
    });
  });

  it("answers 400 for a well-formed link nobody was sent", async () => {
    const res = await verifyToken("A".repeat(43));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "LINK_UNKNOWN", error: "Ogiltig eller utgången länk", valid: false });
  });

  it("answers 400 with expired: true after 7 days", async () => {
    const { token } = await registerChild();
    await db.parentalConsent.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await verifyToken(token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Denna länk har gått ut. Länken är giltig i 7 dagar.",
      code: "LINK_EXPIRED",
      valid: false,
      expired: true,
      used: false,
    });
    const confirmed = await confirmToken(token);
    expect(confirmed.status).toBe(400);
    expect((await db.user.findFirstOrThrow()).consentStatus).toBe("PENDING");
  });

  it("answers 400 used: true once consent is registered", async () => {
    const { token } = await registerChild();
    expect((await confirmToken(token)).status).toBe(200);
    const res = await verifyToken(token);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "LINK_USED", used: true, expired: false });
  });
});

describe("POST /api/consent/parental-confirm/{token}", () => {
  it("registers consent once, opens the account, mails a receipt and refuses a replay", async () => {
    const { token } = await registerChild();
    const res = await confirmToken(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: "Tack! Ditt samtycke är registrerat. Lillfisken kan nu logga in på Fiskegänget.",
      childUsername: "Lillfisken",
    });
    const child = await db.user.findFirstOrThrow({ include: { parentalConsent: true } });
    expect(child.consentStatus).toBe("GRANTED");
    expect(child.parentalConsent!.confirmedAt).toBeInstanceOf(Date);
    const receipt = await latestMail(PARENT);
    expect(receipt).toMatchObject({ kind: "parental_consent_receipt" });
    expect(receipt!.text).toContain("2025-01-15");

    const replay = await confirmToken(token);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: "LINK_USED" });
    expect(await db.emailOutbox.count({ where: { kind: "parental_consent_receipt" } })).toBe(1);

    const loggedIn = await call(login, { body: { username: CHILD.username, password: CHILD.password } });
    expect(loggedIn.status).toBe(200);
    expect((await call(me, { cookie: cookieFrom(loggedIn) })).status).toBe(200);
  });

  it("lets exactly one of two simultaneous confirmations win", async () => {
    const { token } = await registerChild();
    const results = await Promise.all([confirmToken(token), confirmToken(token), confirmToken(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await db.emailOutbox.count({ where: { kind: "parental_consent_receipt" } })).toBe(1);
  });

  it("refuses malformed and unknown links without changing anything", async () => {
    await registerChild();
    expect((await confirmToken("kort")).status).toBe(400);
    expect((await confirmToken("B".repeat(43))).status).toBe(400);
    expect((await db.user.findFirstOrThrow()).consentStatus).toBe("PENDING");
  });

  it("refuses a cross-site confirmation", async () => {
    const { token } = await registerChild();
    const res = await call(confirm, { method: "POST", params: { token }, headers: { origin: "https://elak.example" } });
    expect(res.status).toBe(403);
    expect((await db.user.findFirstOrThrow()).consentStatus).toBe("PENDING");
  });
});

describe("POST /api/consent/parental-request", () => {
  const MESSAGE = "Om uppgifterna stämmer med ett konto som väntar på samtycke har vi skickat en ny länk till förälderns email-adress.";

  it("sends a fresh link that replaces the old one", async () => {
    const { token: first } = await registerChild();
    const res = await call(parentalRequest, { body: { parentEmail: PARENT, childAge: 10, childUsername: "lillfisken" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MESSAGE });
    const second = await latestLinkToken(PARENT, "/parental-consent/");
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await verifyToken(first)).status).toBe(400);
    expect((await verifyToken(second!)).status).toBe(200);
    expect(await db.emailOutbox.count({ where: { kind: "parental_consent" } })).toBe(2);
  });

  it.each([
    ["an unknown child", { parentEmail: PARENT, childAge: 10, childUsername: "Ingen" }],
    ["another parent's address", { parentEmail: "annan@example.se", childAge: 10, childUsername: "Lillfisken" }],
  ])("answers identically and sends nothing for %s", async (_label, body) => {
    const { token } = await registerChild();
    const before = await db.emailOutbox.count();
    const res = await call(parentalRequest, { body });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MESSAGE });
    expect(await db.emailOutbox.count()).toBe(before);
    expect((await verifyToken(token)).status).toBe(200);
  });

  it("sends nothing once consent is registered", async () => {
    const { token } = await registerChild();
    await confirmToken(token);
    const before = await db.emailOutbox.count();
    const res = await call(parentalRequest, { body: { parentEmail: PARENT, childAge: 10, childUsername: "Lillfisken" } });
    expect(await res.json()).toEqual({ message: MESSAGE });
    expect(await db.emailOutbox.count()).toBe(before);
  });

  it("validates the request", async () => {
    const res = await call(parentalRequest, { body: { parentEmail: "ingen-snabel-a", childAge: 15, childUsername: "" } });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toMatchObject({
      parentEmail: "Ange en giltig email-adress till din förälder",
      childAge: "Ange en giltig ålder",
      childUsername: "Ange barnets användarnamn",
    });
  });

  it("is rate-limited per parent address", async () => {
    await registerChild();
    const body = { parentEmail: PARENT, childAge: 10, childUsername: "Lillfisken" };
    for (let i = 0; i < 3; i++) expect((await call(parentalRequest, { body })).status).toBe(200);
    const limited = await call(parentalRequest, { body });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: "RATE_LIMITED", error: expect.stringMatching(/^För många förfrågningar om samtycke\. Vänta \d+ minuter? och försök igen\.$/) });
  });
});

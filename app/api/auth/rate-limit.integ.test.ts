// Rate limits as clients meet them: counted per client address (the X-Forwarded-For entry the server in front
// vouches for, the last one with TRUST_PROXY=0) and per member, never site-wide, and never so that one visitor
// can keep another out.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createReport, createUser, FACTORY_PASSWORD } from "@/prisma/factories";
import { verifyPassword } from "@/lib/auth/password";
import { loginDelayMs } from "@/lib/accounts/login";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as requestReset } from "@/app/password/request/route";
import { POST as postReport } from "@/app/api/reports/route";
import { POST as likeReport } from "@/app/api/likes/reports/[reportId]/route";

// Counts the password checks, to show that a refused client never reaches bcrypt.
vi.mock("@/lib/auth/password", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/auth/password")>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const A = "198.51.100.10";
const B = "203.0.113.20";
const from = (address: string) => ({ "x-forwarded-for": address });

beforeEach(async () => {
  await resetDatabase();
  vi.mocked(verifyPassword).mockClear();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

const logIn = (address: string, username: string, password: string) => call(login, { body: { username, password }, headers: from(address) });

async function expectLimited(res: Response, message: RegExp) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await res.json()).toEqual({ code: "RATE_LIMITED", error: expect.stringMatching(message) });
}

describe("login", () => {
  const LOGIN_LIMITED = /^För många misslyckade inloggningsförsök\. Vänta \d+ (minuter?|sekunder?) och försök igen\.$/;

  it("refuses one address after ten failures on a username, while the owner still logs in from elsewhere", async () => {
    await createUser(db, { username: "Abborren" });
    for (let i = 0; i < 10; i++) expect((await logIn(A, "Abborren", "Fel12345")).status).toBe(401);
    await expectLimited(await logIn(A, "abborren", "Fel12345"), LOGIN_LIMITED);

    expect((await logIn(B, "Abborren", FACTORY_PASSWORD)).status).toBe(200);

    const checks = vi.mocked(verifyPassword).mock.calls.length;
    const refused = await logIn(A, "Abborren", FACTORY_PASSWORD);
    const retryAfter = Number(refused.headers.get("retry-after"));
    await expectLimited(refused, LOGIN_LIMITED);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(vi.mocked(verifyPassword).mock.calls.length).toBe(checks);

    vi.setSystemTime(Date.now() + retryAfter * 1000);
    expect((await logIn(A, "Abborren", FACTORY_PASSWORD)).status).toBe(200);
  });

  it("counts failures, not attempts, and forgets a pair's failures after a successful login", async () => {
    await createUser(db, { username: "Braxen" });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) expect((await logIn(A, "Braxen", "Fel12345")).status).toBe(401);
      expect((await logIn(A, "Braxen", FACTORY_PASSWORD)).status).toBe(200);
    }
  });

  it("stops one address failing over many usernames without touching anyone else's login", async () => {
    await createUser(db, { username: "fiskeadmin", isAdmin: true });
    const others = await Promise.all(Array.from({ length: 5 }, (_, i) => createUser(db, { username: `Mört${i}` })));
    for (const other of others) {
      for (let i = 0; i < 8; i++) expect((await logIn(A, other.username, "Fel12345")).status).toBe(401);
    }
    // Forty failures: the address is refused, even with the admin's right password.
    await expectLimited(await logIn(A, "fiskeadmin", FACTORY_PASSWORD), LOGIN_LIMITED);
    expect((await logIn(B, "fiskeadmin", FACTORY_PASSWORD)).status).toBe(200);
  });

  it("never refuses a username however many addresses fail on it, and lets the owner in", async () => {
    await createUser(db, { username: "Gösen" });
    const statuses = new Set<number>();
    for (let client = 1; client <= 30; client++) {
      for (let i = 0; i < 3; i++) statuses.add((await logIn(`192.0.2.${client}`, "Gösen", "Fel12345")).status);
    }
    expect([...statuses]).toEqual([401]);
    expect((await logIn(B, "Gösen", FACTORY_PASSWORD)).status).toBe(200);
  });

  it("slows logins on a much-failed username down, doubling up to a cap", () => {
    expect([0, 4, 5, 6, 7, 8, 9, 500].map((failures) => loginDelayMs(failures, 3000))).toEqual([0, 0, 250, 500, 1000, 2000, 3000, 3000]);
    expect(loginDelayMs(5, 3000, 20)).toBe(0);
  });
});

describe("registration", () => {
  it("sends at most 5 consent e-mails a day to one parent address from one client", async () => {
    const child = (i: number, parentEmail: string, address = A) =>
      call(register, { body: { username: `Barn${i}`, password: "Mört2015a", age: 9, parentEmail }, headers: from(address) });
    for (let i = 0; i < 5; i++) expect((await child(i, "mamma@example.se")).status).toBe(202);
    await expectLimited(await child(9, "MAMMA@example.se"), /^För många registreringar från din anslutning\./);
    expect(await db.user.count()).toBe(5);
    expect(await db.emailOutbox.count()).toBe(5);
    // Another household is not affected.
    expect((await child(10, "mamma@example.se", B)).status).toBe(202);
  });
});

describe("password reset requests", () => {
  const MEMBER = "gadda@example.se";
  const ask = (address: string, email: string) => call(requestReset, { body: { email }, headers: from(address) });
  const resetMails = () => db.emailOutbox.count({ where: { to: MEMBER, kind: "password_reset" } });

  it("limits one address without stopping anyone else's reset", async () => {
    await createUser(db, { username: "Gäddan", email: MEMBER });
    for (let i = 0; i < 10; i++) expect((await ask(A, `person${i}@example.se`)).status).toBe(200);
    await expectLimited(await ask(A, "person10@example.se"), /^För många förfrågningar om nytt lösenord\./);
    expect((await ask(B, MEMBER)).status).toBe(200);
    expect(await resetMails()).toBe(1);
  });

  it("lets a stranger's requests for a member's address stop only the stranger", async () => {
    await createUser(db, { username: "Gäddan", email: MEMBER });
    for (let i = 0; i < 3; i++) expect((await ask(A, MEMBER)).status).toBe(200);
    await expectLimited(await ask(A, MEMBER), /^För många förfrågningar om nytt lösenord\./);
    expect((await ask(B, MEMBER)).status).toBe(200);
    expect(await resetMails()).toBe(4);
  });

  it("caps the mails to one address from many clients silently: the answer stays the same", async () => {
    await createUser(db, { username: "Gäddan", email: MEMBER });
    const answers = [];
    for (let client = 1; client <= 7; client++) answers.push(await (await ask(`192.0.2.${client}`, MEMBER)).json());
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await resetMails()).toBe(5);
  });
});

describe("writing", () => {
  function reportForm() {
    const form = new FormData();
    for (const [name, value] of Object.entries({ fish: "Gädda", weight: "3,4", length: "72", location: "Mälaren", date: "2026-06-01" })) {
      form.set(name, value);
    }
    return form;
  }

  it("takes ten reports in ten minutes from a member, then 429 with Retry-After and nothing saved", async () => {
    const member = await createUser(db);
    const cookie = await sessionCookie(member);
    const post = () => call(postReport, { body: reportForm(), cookie, headers: from(A), path: "/api/reports" });
    for (let i = 0; i < 10; i++) expect((await post()).status).toBe(201);
    const refused = await post();
    await expectLimited(refused, /^Du har skickat många fångstrapporter på kort tid\. Vänta \d+ minuter? och försök igen\.$/);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(10 * 60);
    expect(await db.report.count({ where: { userId: member.id } })).toBe(10);

    // Counted per member: another member on the same address posts as usual.
    const neighbour = await createUser(db);
    expect((await call(postReport, { body: reportForm(), cookie: await sessionCookie(neighbour), headers: from(A), path: "/api/reports" })).status).toBe(201);
  });

  it("limits like toggles per member", async () => {
    const author = await createUser(db);
    const report = await createReport(db, { userId: author.id });
    const member = await createUser(db);
    const cookie = await sessionCookie(member);
    const toggle = () => call(likeReport, { method: "POST", cookie, headers: from(A), params: { reportId: String(report.id) } });
    for (let i = 0; i < 120; i++) expect((await toggle()).status).toBe(200);
    await expectLimited(await toggle(), /^Du har gillat och ångrat många gånger på kort tid\./);
  });
});

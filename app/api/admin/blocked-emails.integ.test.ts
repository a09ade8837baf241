// The block list: adding (with 'Email-adress krävs'), listing and removing, and a blocked address refused as a
// parent's e-mail, as a profile e-mail (assertEmailNotBlocked) and for a password reset.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createUser } from "@/prisma/factories";
import { GET as listBlocked, POST as blockRoute } from "@/app/api/admin/blocked-emails/route";
import { DELETE as unblockRoute } from "@/app/api/admin/blocked-emails/[id]/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { assertEmailNotBlocked } from "@/lib/blocked-emails/queries";
import { requestPasswordReset } from "@/lib/password-reset/mutations";
import { resendParentalConsent } from "@/lib/consent/mutations";
import { latestMail } from "@/test/outbox";

type Member = Awaited<ReturnType<typeof createUser>>;
let admin: Member;
let adminCookie: string;

beforeEach(async () => {
  await resetDatabase();
  admin = await createUser(db, { username: "Vakten", isAdmin: true });
  adminCookie = await sessionCookie(admin);
});

const block = (body: unknown) => call(blockRoute, { cookie: adminCookie, body });

describe("POST /api/admin/blocked-emails", () => {
  it("requires an address ('Email-adress krävs') and a well-formed one", async () => {
    for (const body of [{}, { email: "" }, { email: "   " }]) {
      const res = await block(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR", error: "Email-adress krävs", fields: { email: "Email-adress krävs" } });
    }
    const bad = await block({ email: "inte-en-adress" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { email: "Ogiltigt email-format" } });
  });

  it("blocks lower-cased, refuses a second block of the same address and logs it", async () => {
    const res = await block({ email: "  Troll@Example.se ", reason: "Trakasserier" });
    expect(res.status).toBe(201);
    expect((await res.json()).blockedEmail).toMatchObject({ email: "troll@example.se", reason: "Trakasserier", blocked_by_username: "Vakten" });
    const again = await block({ email: "TROLL@example.se" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: "Email-adressen är redan blockerad" });
    const log = await db.adminLog.findMany({ select: { action: true, details: true } });
    expect(log).toEqual([{ action: "block_email", details: "troll@example.se: Trakasserier" }]);
  });
});

describe("GET and DELETE", () => {
  it("lists the block list newest first with who blocked, and removes an entry with a log entry", async () => {
    await block({ email: "a@example.se", reason: "Spam" });
    await block({ email: "b@example.se" });
    const list = (await (await call(listBlocked, { cookie: adminCookie })).json()) as {
      blockedEmails: { id: number; email: string; reason: string | null; blocked_by_username: string; blocked_at: string }[];
      total: number;
    };
    expect(list.total).toBe(2);
    expect(list.blockedEmails.map((b) => b.email)).toEqual(["b@example.se", "a@example.se"]);
    expect(list.blockedEmails[1]).toMatchObject({ reason: "Spam", blocked_by_username: "Vakten", blocked_at: expect.any(String) });
    const searched = (await (await call(listBlocked, { cookie: adminCookie, path: "/api/admin/blocked-emails?q=spam" })).json()) as typeof list;
    expect(searched.blockedEmails.map((b) => b.email)).toEqual(["a@example.se"]);

    const id = list.blockedEmails[1]!.id;
    const removed = await call(unblockRoute, { method: "DELETE", cookie: adminCookie, params: { id: String(id) } });
    expect(removed.status).toBe(200);
    expect((await call(unblockRoute, { method: "DELETE", cookie: adminCookie, params: { id: String(id) } })).status).toBe(404);
    const actions = (await db.adminLog.findMany({ orderBy: { id: "asc" }, select: { action: true } })).map((l) => l.action);
    expect(actions).toEqual(["block_email", "block_email", "unblock_email"]);
  });
});

describe("a blocked address cannot be used", () => {
  beforeEach(async () => {
    await block({ email: "sparrad@example.se", reason: "Missbruk" });
  });

  it("as a parent's e-mail at registration", async () => {
    const res = await call(registerRoute, {
      body: { username: "Knatte", password: "Fiskelycka1", age: 9, parentEmail: "Sparrad@example.se" },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "PARENT_EMAIL_BLOCKED" });
    expect(await db.user.count({ where: { usernameKey: "knatte" } })).toBe(0);
  });

  it("as a profile e-mail (the check the settings call)", async () => {
    await expect(assertEmailNotBlocked("SPARRAD@example.se")).rejects.toMatchObject({ status: 403, code: "EMAIL_BLOCKED" });
    await expect(assertEmailNotBlocked("fri@example.se")).resolves.toBeUndefined();
  });

  it("for a password reset: no link is sent to it", async () => {
    await createUser(db, { username: "Gammal", email: "sparrad@example.se" });
    expect(await requestPasswordReset("sparrad@example.se")).toBe(false);
    expect(await latestMail("sparrad@example.se")).toBeNull();
    expect(await db.passwordResetToken.count()).toBe(0);
  });

  it("for a fresh parental consent link", async () => {
    const child = await createUser(db, { username: "Pysen", age: 9, consentStatus: "PENDING" });
    await db.parentalConsent.create({
      data: { childId: child.id, declaredAge: 9, parentEmail: "sparrad@example.se", tokenHash: "x".repeat(64), expiresAt: new Date(Date.now() + 86_400_000), consentTextVersion: "1" },
    });
    expect(await resendParentalConsent({ parentEmail: "sparrad@example.se", childUsername: "Pysen" })).toBe(false);
    expect(await latestMail("sparrad@example.se")).toBeNull();
  });
});

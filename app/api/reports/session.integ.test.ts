// POST /api/reports checks the session in the post's own read (lib/http.ts, memberWrite): a session that is none
// is refused as route() refuses it, whatever the form holds, and nothing of the post is stored or counted.
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { png } from "@/test/images";
import { uploadFolder } from "@/test/uploads/folder";
import { createUser } from "@/prisma/factories";
import { POST as createRoute } from "@/app/api/reports/route";

const uploadDir = vi.hoisted(() => (process.env.UPLOAD_DIR = `${process.env.TMPDIR ?? "/tmp"}/fg-report-session-${process.pid}-${Date.now()}`));
const uploads = uploadFolder(uploadDir);

beforeEach(async () => {
  await resetDatabase();
  await uploads.empty();
});
afterAll(() => uploads.empty());

const UNAUTHORIZED = { error: "Du måste vara inloggad", code: "UNAUTHORIZED" };

function reportForm(fields: Record<string, string> = {}, photo?: Uint8Array) {
  const form = new FormData();
  const values = { fish: "Gädda", weight: "3,4", length: "72", location: "Mälaren", date: "2026-06-01", ...fields };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  if (photo) form.set("image", new File([Buffer.from(photo)], "gadda.png", { type: "image/png" }));
  return form;
}

const post = (cookie: string, form: FormData, headers?: Record<string, string>) => call(createRoute, { body: form, cookie, headers, path: "/api/reports" });

/** A member's cookie whose session has been logged out since (its row deleted, as a logout on another device does). */
async function loggedOutCookie(username: string) {
  const member = await createUser(db, { username });
  const cookie = await sessionCookie(member);
  await db.session.deleteMany({ where: { userId: member.id } });
  return { member, cookie };
}

async function nothingStored() {
  expect(await db.report.count()).toBe(0);
  expect(await db.notification.count()).toBe(0);
  expect(await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM report_idempotency_keys`).toEqual([{ n: 0 }]);
  expect(await uploads.stored()).toEqual([]);
}

describe("a post from a session that is none", () => {
  it("is refused with 401 with or without a photo and a key, and stores nothing", async () => {
    const { member, cookie } = await loggedOutCookie("Utloggad");
    // A friend would be told of the catch in the post's statement.
    const friend = await createUser(db, { username: "Kompis" });
    await db.friendship.create({ data: { requesterId: member.id, addresseeId: friend.id, status: "ACCEPTED", acceptedAt: new Date() } });
    const photo = await png(40, 30);
    const cases: [FormData, Record<string, string> | undefined][] = [
      [reportForm(), undefined],
      [reportForm({}, photo), undefined],
      [reportForm(), { "Idempotency-Key": "utloggad-1" }],
      [reportForm({}, photo), { "Idempotency-Key": "utloggad-2" }],
    ];
    for (const [form, headers] of cases) {
      const res = await post(cookie, form, headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(UNAUTHORIZED);
    }
    await nothingStored();
  });

  it("is told 401, not what else was wrong with the form", async () => {
    const { cookie } = await loggedOutCookie("Utloggad");
    for (const form of [reportForm({ weight: "tung" }), reportForm({ fish: "" })]) {
      const res = await post(cookie, form);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(UNAUTHORIZED);
    }
    await nothingStored();
  });

  it("is refused for a suspended member and for a child still waiting for consent", async () => {
    const suspended = await createUser(db, { username: "Avstangd" });
    const suspendedCookie = await sessionCookie(suspended);
    await db.user.update({ where: { id: suspended.id }, data: { suspendedUntil: new Date(Date.now() + 86_400_000) } });
    const child = await createUser(db, { username: "Barnet", consentStatus: "PENDING" });
    const cookies: [string, string][] = [["avstangd", suspendedCookie], ["barnet", await sessionCookie(child)]];
    for (const [who, cookie] of cookies) {
      expect((await post(cookie, reportForm())).status).toBe(401);
      expect((await post(cookie, reportForm(), { "Idempotency-Key": `nyckel-${who}` })).status).toBe(401);
    }
    await nothingStored();
  });

  it("does not spend the member's posting limit: the member posts as usual from a session that holds", async () => {
    const { member, cookie } = await loggedOutCookie("Utloggad");
    for (let i = 0; i < 12; i++) expect((await post(cookie, reportForm())).status).toBe(401);
    const res = await post(await sessionCookie(member), reportForm());
    expect(res.status).toBe(201);
    expect(await db.report.count()).toBe(1);
  });
});

describe("a post from a session that holds", () => {
  it("counts refused forms against the member's posting limit, as every member write does", async () => {
    const member = await createUser(db, { username: "Ivrig" });
    const cookie = await sessionCookie(member);
    for (let i = 0; i < 10; i++) expect((await post(cookie, reportForm({ weight: "tung" }))).status).toBe(400);
    const res = await post(cookie, reportForm());
    expect(res.status).toBe(429);
    expect(await db.report.count()).toBe(0);
  });

  it("answers the poster's own view of the catch, keyed or not", async () => {
    const member = await createUser(db, { username: "Fiskaren" });
    const cookie = await sessionCookie(member);
    const plain = await post(cookie, reportForm());
    const keyed = await post(cookie, reportForm({ fish: "Abborre" }), { "Idempotency-Key": "forsta-posten" });
    for (const res of [plain, keyed]) {
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ username: "Fiskaren", user_id: member.id, can_delete: true });
    }
  });
});

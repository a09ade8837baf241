// The Users tab's calls: list, grant/revoke admin, anonymity, deleting a member or all their reports, and the
// rules on oneself. Every change and every refused attempt is in the log.
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { storage } from "@/lib/storage";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { takeExpiredTags } from "@/test/next-cache-stub";
import { createReport, createUser } from "@/prisma/factories";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { DELETE as deleteUser, PUT as updateUser } from "@/app/api/admin/users/[id]/route";
import { DELETE as deleteUserReports } from "@/app/api/admin/users/[id]/reports/route";
import { DELETE as deleteAdminReport } from "@/app/api/admin/reports/[id]/route";
import { GET as dashboard } from "@/app/api/admin/dashboard/route";
import type { AdminUserJson } from "@/lib/admin/queries";

const uploadDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/fg-admin-uploads-${process.pid}-${Date.now()}`;
  process.env.UPLOAD_DIR = dir;
  return dir;
});
afterAll(() => rm(uploadDir, { recursive: true, force: true }));

type Member = Awaited<ReturnType<typeof createUser>>;
let admin: Member;
let adminCookie: string;

beforeEach(async () => {
  await resetDatabase();
  admin = await createUser(db, { username: "Styrman", isAdmin: true });
  adminCookie = await sessionCookie(admin);
  takeExpiredTags();
});

const logs = () => db.adminLog.findMany({ orderBy: { id: "asc" }, select: { username: true, action: true, details: true } });

describe("GET /api/admin/users", () => {
  it("lists every account with what an admin needs, searchable and paged", async () => {
    const kid = await createUser(db, { username: "Lillfisken", age: 10, consentStatus: "PENDING" });
    const anna = await createUser(db, { username: "Anna", firstname: "Anna", lastname: "Öberg", email: "anna@example.se", city: "Umeå", isAnonymous: true });
    await createReport(db, { userId: anna.id });
    for (let i = 0; i < 21; i++) await createUser(db, { username: `Fyllnad${i}` });

    const first = await call(listUsers, { cookie: adminCookie, path: "/api/admin/users" });
    expect(first.status).toBe(200);
    const page1 = (await first.json()) as { users: AdminUserJson[]; total: number; page: number; pageSize: number };
    expect(page1.total).toBe(24);
    expect(page1.users).toHaveLength(20);
    const page2 = (await (await call(listUsers, { cookie: adminCookie, path: "/api/admin/users?page=2" })).json()) as typeof page1;
    expect(page2.users).toHaveLength(4);

    const found = (await (await call(listUsers, { cookie: adminCookie, path: "/api/admin/users?q=%C3%B6berg" })).json()) as typeof page1;
    expect(found.users).toEqual([
      expect.objectContaining({ id: anna.id, username: "Anna", email: "anna@example.se", city: "Umeå", report_count: 1, is_anonymous: true, is_admin: false, consent_status: "NOT_REQUIRED", suspended_until: null }),
    ]);
    const child = (await (await call(listUsers, { cookie: adminCookie, path: "/api/admin/users?q=lillfisk" })).json()) as typeof page1;
    expect(child.users[0]).toMatchObject({ id: kid.id, consent_status: "PENDING" });
  });

  it("refuses a bad page number in the one error shape", async () => {
    const res = await call(listUsers, { cookie: adminCookie, path: "/api/admin/users?page=0" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR", error: "Ogiltigt sidnummer" });
  });
});

describe("PUT /api/admin/users/{id}", () => {
  it("grants and revokes admin, and a revoke takes effect on the member's very next request", async () => {
    const member = await createUser(db, { username: "Gäddan" });
    const memberCookie = await sessionCookie(member);
    expect((await call(dashboard, { cookie: memberCookie })).status).toBe(403);

    const granted = await call(updateUser, { method: "PUT", cookie: adminCookie, params: { id: String(member.id) }, body: { is_admin: true } });
    expect(granted.status).toBe(200);
    expect((await granted.json()).user).toMatchObject({ id: member.id, is_admin: true });
    // The same cookie, not a new login: the role is read from the database on every request, and the new admin is
    // asked to set up a second factor before the powers come (decision 300).
    const beforeFactor = await call(dashboard, { cookie: memberCookie });
    expect(beforeFactor.status).toBe(403);
    expect(await beforeFactor.json()).toMatchObject({ code: "SECOND_FACTOR_SETUP_REQUIRED" });
    const proved = await sessionCookie(member);
    expect((await call(dashboard, { cookie: proved })).status).toBe(200);

    const revoked = await call(updateUser, { method: "PUT", cookie: adminCookie, params: { id: String(member.id) }, body: { is_admin: false } });
    expect(revoked.status).toBe(200);
    const next = await call(dashboard, { cookie: proved });
    expect(next.status).toBe(403);
    expect(await next.json()).toMatchObject({ error: "Du har inte admin-behörighet" });

    expect(await logs()).toEqual([
      { username: "Styrman", action: "grant_admin", details: `Gäddan (#${member.id})` },
      { username: "Styrman", action: "revoke_admin", details: `Gäddan (#${member.id})` },
    ]);
  });

  it("refuses revoking one's own admin role, keeps it, and logs the attempt", async () => {
    const res = await call(updateUser, { method: "PUT", cookie: adminCookie, params: { id: String(admin.id) }, body: { is_admin: false } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "SELF_ADMIN_REVOKE", error: "Du kan inte ta bort din egen admin-behörighet" });
    expect((await db.user.findUniqueOrThrow({ where: { id: admin.id } })).isAdmin).toBe(true);
    expect(await logs()).toEqual([{ username: "Styrman", action: "refused_revoke_own_admin", details: `Styrman (#${admin.id})` }]);
  });

  it("switches anonymity, expires the member's pages and logs it", async () => {
    const member = await createUser(db, { username: "Laxen" });
    const report = await createReport(db, { userId: member.id });
    const res = await call(updateUser, { method: "PUT", cookie: adminCookie, params: { id: String(member.id) }, body: { is_anonymous: true } });
    expect(res.status).toBe(200);
    expect((await db.report.findUniqueOrThrow({ where: { id: report.id } })).fisherName).toBe(`anonym#${String(member.id).padStart(3, "0")}`);
    expect(takeExpiredTags()).toEqual(expect.arrayContaining([`profile:${member.id}`, `report:${report.id}`]));
    expect(await logs()).toEqual([{ username: "Styrman", action: "set_anonymous", details: `Laxen (#${member.id})` }]);
  });

  it("answers 400 for a body without a change and for non-booleans, 404 for an unknown member", async () => {
    const member = await createUser(db);
    const empty = await call(updateUser, { method: "PUT", cookie: adminCookie, params: { id: String(member.id) }, body: {} });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: "Ange is_admin eller is_anonymous" });
    const wrong = await call(updateUser, { method: "PUT", cookie: adminCookie, params: { id: String(member.id) }, body: { is_admin: "ja" } });
    expect(wrong.status).toBe(400);
    const missing = await call(updateUser, { method: "PUT", cookie: adminCookie, params: { id: "99999" }, body: { is_admin: true } });
    expect(missing.status).toBe(404);
    expect(await logs()).toEqual([]);
  });
});

describe("DELETE /api/admin/users/{id}", () => {
  it("removes the member with every row and file of theirs, ends their sessions and logs it", async () => {
    const member = await createUser(db, { username: "Borttagen" });
    const friend = await createUser(db, { username: "Kompisen" });
    const memberCookie = await sessionCookie(member);
    const photo = await storage().save("reports", new Uint8Array([1, 2, 3]), "webp");
    const face = await storage().save("profiles", new Uint8Array([4, 5, 6]), "webp");
    await db.user.update({ where: { id: member.id }, data: { profileImage: face } });
    const report = await createReport(db, { userId: member.id, image: photo });
    const friendReport = await createReport(db, { userId: friend.id });
    await db.reportLike.create({ data: { reportId: friendReport.id, userId: member.id } });
    await db.reportLike.create({ data: { reportId: report.id, userId: friend.id } });
    await db.friendship.create({ data: { requesterId: member.id, addresseeId: friend.id, status: "ACCEPTED" } });
    await db.notification.create({ data: { userId: member.id, type: "friend_accepted", message: "Hej", fromUserId: friend.id } });
    await db.notification.create({ data: { userId: friend.id, type: "report_liked", message: "Gillat", fromUserId: member.id } });
    await db.reportFlag.create({ data: { reportId: friendReport.id, reporterId: member.id, reason: "Test" } });

    const res = await call(deleteUser, { method: "DELETE", cookie: adminCookie, params: { id: String(member.id) } });
    expect(res.status).toBe(200);
    expect((await res.json()).deletedUser).toEqual({ id: member.id, username: "Borttagen" });

    expect(await db.user.count({ where: { id: member.id } })).toBe(0);
    expect(await db.report.count({ where: { userId: member.id } })).toBe(0);
    expect(await db.reportLike.count({ where: { OR: [{ userId: member.id }, { reportId: report.id }] } })).toBe(0);
    expect(await db.friendship.count()).toBe(0);
    expect(await db.notification.count()).toBe(0);
    expect(await db.session.count({ where: { userId: member.id } })).toBe(0);
    expect(await db.reportFlag.count()).toBe(0);
    expect(existsSync(path.join(uploadDir, "reports", photo))).toBe(false);
    expect(existsSync(path.join(uploadDir, "profiles", face))).toBe(false);
    expect((await call(dashboard, { cookie: memberCookie })).status).toBe(401);
    expect(takeExpiredTags()).toEqual(expect.arrayContaining(["home", `report:${report.id}`, `profile:${friend.id}`]));
    expect(await logs()).toEqual([{ username: "Styrman", action: "delete_user", details: `Borttagen (#${member.id}) med 1 rapporter` }]);
  });

  it("refuses an admin deleting themself and logs the attempt", async () => {
    const res = await call(deleteUser, { method: "DELETE", cookie: adminCookie, params: { id: String(admin.id) } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "SELF_DELETE" });
    expect(await db.user.count({ where: { id: admin.id } })).toBe(1);
    expect(await logs()).toEqual([{ username: "Styrman", action: "refused_delete_self", details: `Styrman (#${admin.id})` }]);
  });

  it("answers 404 for a member who does not exist", async () => {
    expect((await call(deleteUser, { method: "DELETE", cookie: adminCookie, params: { id: "424242" } })).status).toBe(404);
    expect((await call(deleteUser, { method: "DELETE", cookie: adminCookie, params: { id: "abc" } })).status).toBe(404);
  });
});

describe("deleting reports from the panel", () => {
  it("DELETE /api/admin/users/{id}/reports answers deletedCount, updates the statistics and logs it", async () => {
    const member = await createUser(db, { username: "Abborren" });
    await createReport(db, { userId: member.id });
    await createReport(db, { userId: member.id });
    const before = (await (await call(dashboard, { cookie: adminCookie })).json()) as { totalReports: number };
    expect(before.totalReports).toBe(2);
    const res = await call(deleteUserReports, { method: "DELETE", cookie: adminCookie, params: { id: String(member.id) } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deletedCount: 2 });
    const after = (await (await call(dashboard, { cookie: adminCookie })).json()) as { totalReports: number };
    expect(after.totalReports).toBe(0);
    expect(takeExpiredTags()).toEqual(expect.arrayContaining(["home", "report-lists"]));
    expect(await logs()).toEqual([{ username: "Styrman", action: "delete_user_reports", details: "2 rapporter av Abborren" }]);
  });

  it("DELETE /api/admin/reports/{id} answers deletedReport with fish and username", async () => {
    const member = await createUser(db, { username: "Sikfiskaren" });
    const report = await createReport(db, { userId: member.id, fish: "Sik" });
    const res = await call(deleteAdminReport, { method: "DELETE", cookie: adminCookie, params: { id: String(report.id) } });
    expect(res.status).toBe(200);
    expect((await res.json()).deletedReport).toEqual({ id: report.id, fish: "Sik", username: "Sikfiskaren" });
    expect((await call(deleteAdminReport, { method: "DELETE", cookie: adminCookie, params: { id: String(report.id) } })).status).toBe(404);
    expect((await logs()).map((l) => l.action)).toEqual(["delete_report"]);
  });
});

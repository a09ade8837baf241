// Deleting an account: by the member themself (DELETE /api/profile/{id}) or by an admin (deleteAccount). Everything
// that referred to the member goes with them, their files leave storage, and the pages that showed them expire.
import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { png } from "@/test/images";
import { takeExpiredTags } from "@/test/next-cache-stub";
import { createReport, createUser } from "@/prisma/factories";
import { storage } from "@/lib/storage";
import { deleteAccount } from "@/lib/accounts/delete-account";
import { DELETE as deleteProfileRoute } from "@/app/api/profile/[id]/route";
import { GET as meRoute } from "@/app/api/auth/me/route";

const uploadDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/fg-delete-account-uploads-${process.pid}-${Date.now()}`;
  process.env.UPLOAD_DIR = dir;
  return dir;
});
const filesIn = async (kind: string) => {
  const dir = path.join(uploadDir, kind);
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
};

beforeEach(async () => {
  await resetDatabase();
  await rm(uploadDir, { recursive: true, force: true });
  takeExpiredTags();
});
afterAll(() => rm(uploadDir, { recursive: true, force: true }));

const asActor = (user: { id: number; username: string; isAdmin: boolean }) => ({ id: user.id, username: user.username, isAdmin: user.isAdmin });

/**
 * Mia, a child whose parent consented, with everything a member can leave behind, and Olle and Per around her
 * with things of their own that must stay.
 */
async function world() {
  const photo = await png(30, 20);
  const profileImage = await storage().save("profiles", photo, "png");
  const mia = await createUser(db, { username: "Mia_Mört", age: 12, consentStatus: "GRANTED", profileImage });
  const olle = await createUser(db, { username: "Olle_Öring" });
  const per = await createUser(db, { username: "Per_Piggvar" });

  const miasPhoto = await storage().save("reports", photo, "png");
  const ollesPhoto = await storage().save("reports", photo, "png");
  const miasReports = [
    await createReport(db, { userId: mia.id, image: miasPhoto }),
    await createReport(db, { userId: mia.id, fish: "Mört" }),
  ] as const;
  const ollesReport = await createReport(db, { userId: olle.id, image: ollesPhoto });
  const persReport = await createReport(db, { userId: per.id });

  await db.reportLike.createMany({
    data: [
      { reportId: ollesReport.id, userId: mia.id },
      { reportId: miasReports[0].id, userId: olle.id },
      { reportId: persReport.id, userId: olle.id },
    ],
  });
  await db.friendship.create({ data: { requesterId: mia.id, addresseeId: olle.id, status: "ACCEPTED", acceptedAt: new Date() } });
  await db.friendship.create({ data: { requesterId: per.id, addresseeId: mia.id } });
  await db.friendship.create({ data: { requesterId: olle.id, addresseeId: per.id, status: "ACCEPTED", acceptedAt: new Date() } });
  await db.notification.createMany({
    data: [
      { userId: mia.id, fromUserId: olle.id, type: "report_liked", message: "Olle_Öring gillade din fångst", relatedId: miasReports[0].id },
      { userId: olle.id, fromUserId: mia.id, type: "new_report", message: "Mia_Mört har lagt upp en ny fångst", relatedId: miasReports[1].id },
      { userId: per.id, fromUserId: olle.id, type: "new_report", message: "Olle_Öring har lagt upp en ny fångst", relatedId: ollesReport.id },
    ],
  });
  await db.parentalConsent.create({
    data: {
      childId: mia.id,
      declaredAge: 12,
      parentEmail: "mias.mamma@example.com",
      tokenHash: "c".repeat(64),
      expiresAt: new Date(Date.now() + 86_400_000),
      consentTextVersion: "2026-01",
      confirmedAt: new Date(),
    },
  });
  await db.passwordResetToken.create({ data: { userId: mia.id, tokenHash: "d".repeat(64), expiresAt: new Date(Date.now() + 3_600_000) } });
  await db.reportIdempotencyKey.create({
    data: { userId: mia.id, key: "mias-phone-0001", fingerprint: "e".repeat(64), reportId: miasReports[1].id, response: { id: miasReports[1].id } },
  });

  const miasCookie = await sessionCookie(mia);
  const miasOtherCookie = await sessionCookie(mia);
  const ollesCookie = await sessionCookie(olle);
  return { mia, olle, per, miasReports, ollesReport, persReport, profileImage, miasPhoto, ollesPhoto, miasCookie, miasOtherCookie, ollesCookie };
}

type World = Awaited<ReturnType<typeof world>>;

/** Every row that refers to Mia, counted. */
async function rowsAbout(w: World) {
  const id = w.mia.id;
  const reportIds = w.miasReports.map((r) => r.id);
  return {
    user: await db.user.count({ where: { id } }),
    reports: await db.report.count({ where: { userId: id } }),
    likesGiven: await db.reportLike.count({ where: { userId: id } }),
    likesOnHerReports: await db.reportLike.count({ where: { reportId: { in: reportIds } } }),
    friendships: await db.friendship.count({ where: { OR: [{ requesterId: id }, { addresseeId: id }] } }),
    notificationsReceived: await db.notification.count({ where: { userId: id } }),
    notificationsSent: await db.notification.count({ where: { fromUserId: id } }),
    sessions: await db.session.count({ where: { userId: id } }),
    consent: await db.parentalConsent.count({ where: { childId: id } }),
    resetTokens: await db.passwordResetToken.count({ where: { userId: id } }),
    reportKeys: await db.reportIdempotencyKey.count({ where: { userId: id } }),
  };
}

const everything = {
  user: 1,
  reports: 2,
  likesGiven: 1,
  likesOnHerReports: 1,
  friendships: 2,
  notificationsReceived: 1,
  notificationsSent: 1,
  sessions: 2,
  consent: 1,
  resetTokens: 1,
  reportKeys: 1,
};
const nothing = Object.fromEntries(Object.keys(everything).map((key) => [key, 0]));

/** What belongs to Olle and Per, which no deletion of Mia may touch. */
async function othersRows(w: World) {
  return {
    reports: await db.report.count({ where: { id: { in: [w.ollesReport.id, w.persReport.id] } } }),
    olleLikesPer: await db.reportLike.count({ where: { reportId: w.persReport.id, userId: w.olle.id } }),
    olleAndPer: await db.friendship.count({ where: { requesterId: w.olle.id, addresseeId: w.per.id } }),
    persNotification: await db.notification.count({ where: { userId: w.per.id, fromUserId: w.olle.id } }),
    ollesSession: await db.session.count({ where: { userId: w.olle.id } }),
  };
}
const othersIntact = { reports: 2, olleLikesPer: 1, olleAndPer: 1, persNotification: 1, ollesSession: 1 };

const deleteOwn = (cookie: string, id: number, body: unknown) =>
  call(deleteProfileRoute, { method: "DELETE", cookie, body, params: { id: String(id) } });

describe("DELETE /api/profile/{id}", () => {
  it("refuses a wrongly typed username with 400 and removes nothing", async () => {
    const w = await world();
    expect(await rowsAbout(w)).toEqual(everything);
    for (const username of ["mia_mört", "Mia_Mort", " Mia_Mört", ""]) {
      const res = await deleteOwn(w.miasCookie, w.mia.id, { username });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ fields: { username: "Skriv ditt användarnamn exakt som det är" } });
    }
    const missing = await deleteOwn(w.miasCookie, w.mia.id, {});
    expect(missing.status).toBe(400);

    expect(await rowsAbout(w)).toEqual(everything);
    expect(await filesIn("profiles")).toEqual([w.profileImage]);
    expect(await filesIn("reports")).toEqual([w.miasPhoto, w.ollesPhoto].sort());
    expect((await call(meRoute, { cookie: w.miasCookie })).status).toBe(200);
    expect(takeExpiredTags()).toEqual([]);
  });

  it("refuses to delete someone else's account with 403", async () => {
    const w = await world();
    const res = await deleteOwn(w.ollesCookie, w.mia.id, { username: "Mia_Mört" });
    expect(res.status).toBe(403);
    expect(await rowsAbout(w)).toEqual(everything);
  });

  it("answers a visitor with 401", async () => {
    const w = await world();
    const res = await call(deleteProfileRoute, { method: "DELETE", body: { username: "Mia_Mört" }, params: { id: String(w.mia.id) } });
    expect(res.status).toBe(401);
    expect(await rowsAbout(w)).toEqual(everything);
  });

  it("removes the member, every row that referred to them and their files, and logs out every device", async () => {
    const w = await world();
    const res = await deleteOwn(w.miasCookie, w.mia.id, { username: "Mia_Mört" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Ditt konto är borttaget" });
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/i);

    expect(await rowsAbout(w)).toEqual(nothing);
    expect(await othersRows(w)).toEqual(othersIntact);
    expect(await filesIn("profiles")).toEqual([]);
    expect(await filesIn("reports")).toEqual([w.ollesPhoto]);

    expect((await call(meRoute, { cookie: w.miasCookie })).status).toBe(401);
    expect((await call(meRoute, { cookie: w.miasOtherCookie })).status).toBe(401);
    expect((await call(meRoute, { cookie: w.ollesCookie })).status).toBe(200);
    // A member's own deletion is not an admin action.
    expect(await db.adminLog.count()).toBe(0);
  });
});

describe("deleteAccount", () => {
  it("refuses a member deleting another member with 403, removing and expiring nothing", async () => {
    const w = await world();
    await expect(deleteAccount({ actor: asActor(w.olle), memberId: w.mia.id })).rejects.toMatchObject({ status: 403 });
    expect(await rowsAbout(w)).toEqual(everything);
    expect(await filesIn("reports")).toHaveLength(2);
    expect(takeExpiredTags()).toEqual([]);
  });

  it("lets an admin delete a member, writes a delete_user entry in the admin log and removes everything", async () => {
    const w = await world();
    const admin = await createUser(db, { username: "Admin_Agda", isAdmin: true });
    const result = await deleteAccount({ actor: asActor(admin), memberId: w.mia.id });
    expect(result).toEqual({ id: w.mia.id, username: "Mia_Mört" });

    expect(await rowsAbout(w)).toEqual(nothing);
    expect(await othersRows(w)).toEqual(othersIntact);
    expect(await filesIn("profiles")).toEqual([]);
    expect(await filesIn("reports")).toEqual([w.ollesPhoto]);

    const log = await db.adminLog.findMany();
    expect(log).toEqual([expect.objectContaining({ adminId: admin.id, username: "Admin_Agda", action: "delete_user" })]);
    expect(log[0]?.details).toContain("Mia_Mört");
  });

  it("expires the member's report pages, their friends' profiles and the reports they liked", async () => {
    const w = await world();
    const bystander = await createUser(db);
    const unrelated = await createReport(db, { userId: bystander.id });
    takeExpiredTags();
    await deleteAccount({ actor: asActor(w.mia), memberId: w.mia.id });
    const expired = takeExpiredTags();
    expect(expired).toEqual(
      expect.arrayContaining([
        "home",
        "report-lists",
        `profile:${w.mia.id}`,
        `report:${w.miasReports[0].id}`,
        `report:${w.miasReports[1].id}`,
        `profile:${w.olle.id}`,
        `profile:${w.per.id}`,
        `report:${w.ollesReport.id}`,
      ]),
    );
    expect(expired).not.toContain(`report:${unrelated.id}`);
    expect(expired).not.toContain(`profile:${bystander.id}`);
    expect(expired).not.toContain(`report:${w.persReport.id}`);
  });

  it("answers 404 for a member who does not exist", async () => {
    const admin = await createUser(db, { isAdmin: true });
    await expect(deleteAccount({ actor: asActor(admin), memberId: 9999 })).rejects.toMatchObject({ status: 404 });
    expect(await db.adminLog.count()).toBe(0);
    expect(takeExpiredTags()).toEqual([]);
  });
});

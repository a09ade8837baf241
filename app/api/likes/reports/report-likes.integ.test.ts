import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createReport, createUser } from "@/prisma/factories";
import { GET as likeStatus, POST as toggleLike } from "@/app/api/likes/reports/[reportId]/route";
import { toggleReportLike } from "@/lib/likes/mutations";

beforeEach(resetDatabase);

type Member = Awaited<ReturnType<typeof createUser>>;

async function toggle(member: Member | null, reportId: number | string, headers?: Record<string, string>) {
  return call(toggleLike, {
    method: "POST",
    cookie: member ? await sessionCookie(member) : undefined,
    params: { reportId: String(reportId) },
    headers,
  });
}

async function status(member: Member | null, reportId: number | string) {
  return call(likeStatus, { cookie: member ? await sessionCookie(member) : undefined, params: { reportId: String(reportId) } });
}

describe("POST /api/likes/reports/{reportId}", () => {
  it("likes, then takes the like back on the second toggle", async () => {
    const owner = await createUser(db);
    const fan = await createUser(db);
    const report = await createReport(db, { userId: owner.id });

    const first = await toggle(fan, report.id);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ userLiked: true, likeCount: 1 });
    expect(await db.reportLike.count()).toBe(1);

    const second = await toggle(fan, report.id);
    expect(await second.json()).toEqual({ userLiked: false, likeCount: 0 });
    expect(await db.reportLike.count()).toBe(0);
  });

  it("counts every member's like", async () => {
    const owner = await createUser(db);
    const report = await createReport(db, { userId: owner.id });
    for (const member of [owner, await createUser(db), await createUser(db)]) await toggle(member, report.id);
    expect(await (await status(null, report.id)).json()).toEqual({ userLiked: false, likeCount: 3 });
  });

  it("answers a visitor with 401 and changes nothing", async () => {
    const owner = await createUser(db);
    const report = await createReport(db, { userId: owner.id });
    const res = await toggle(null, report.id);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Du måste vara inloggad", code: "UNAUTHORIZED" });
    expect(await db.reportLike.count()).toBe(0);
  });

  it("answers a missing or malformed report id with 404", async () => {
    const member = await createUser(db);
    for (const id of ["424242", "abc", "0", "-1"]) {
      const res = await toggle(member, id);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: "NOT_FOUND", error: "Rapporten hittades inte" });
    }
  });

  it("refuses a cross-site toggle", async () => {
    const owner = await createUser(db);
    const fan = await createUser(db);
    const report = await createReport(db, { userId: owner.id });
    const res = await toggle(fan, report.id, { origin: "https://elak.example" });
    expect(res.status).toBe(403);
    expect(await db.reportLike.count()).toBe(0);
  });

  it("never stores two likes of one member when toggles race (a double click)", async () => {
    const owner = await createUser(db);
    const fan = await createUser(db);
    const report = await createReport(db, { userId: owner.id });
    const actor = { id: fan.id, username: fan.username, isAdmin: false };
    const results = await Promise.all([
      toggleReportLike({ actor, reportId: report.id }),
      toggleReportLike({ actor, reportId: report.id }),
    ]);
    const likes = await db.reportLike.count();
    expect(likes).toBeLessThanOrEqual(1);
    for (const result of results) expect(result.likeCount).toBeLessThanOrEqual(1);
    expect(await db.notification.count()).toBeLessThanOrEqual(1);
  });

  it("counts right when many members like one report at once, and queues each owner's notification for delivery", async () => {
    const owner = await createUser(db);
    const report = await createReport(db, { userId: owner.id });
    const fans = await Promise.all(Array.from({ length: 12 }, () => createUser(db)));
    const results = await Promise.all(fans.map((fan) => toggleReportLike({ actor: { id: fan.id, username: fan.username, isAdmin: false }, reportId: report.id })));
    expect(results.every((result) => result.userLiked && result.likeCount >= 1 && result.likeCount <= fans.length)).toBe(true);
    expect(await db.reportLike.count({ where: { reportId: report.id } })).toBe(fans.length);
    expect(await db.notification.count({ where: { userId: owner.id, type: "report_liked", kind: "like" } })).toBe(fans.length);
    expect(await db.notificationDelivery.count({ where: { userId: owner.id } })).toBe(fans.length);
  });

  it("tells the owner once, with the liker's display name, and not when liking one's own report", async () => {
    const owner = await createUser(db, { username: "Ägaren" });
    const fan = await createUser(db, { username: "Beundraren" });
    const hidden = await createUser(db, { username: "Hemlige", isAnonymous: true });
    const report = await createReport(db, { userId: owner.id, fish: "Gädda", weight: "3.4" });

    await toggle(owner, report.id);
    expect(await db.notification.count()).toBe(0);

    await toggle(fan, report.id);
    await toggle(fan, report.id);
    await toggle(fan, report.id);
    await toggle(hidden, report.id);
    const notes = await db.notification.findMany({ orderBy: { id: "asc" } });
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatchObject({
      userId: owner.id,
      type: "report_liked",
      fromUserId: fan.id,
      relatedId: report.id,
      message: "Beundraren gillade din fångst: Gädda 3.4 kg",
    });
    expect(notes[1]).toMatchObject({
      fromUserId: hidden.id,
      message: `anonym#${String(hidden.id).padStart(3, "0")} gillade din fångst: Gädda 3.4 kg`,
    });
  });
});

describe("GET /api/likes/reports/{reportId}", () => {
  it("tells a member whether they like it, and a visitor only the count", async () => {
    const owner = await createUser(db);
    const fan = await createUser(db);
    const report = await createReport(db, { userId: owner.id });
    await toggle(fan, report.id);

    expect(await (await status(fan, report.id)).json()).toEqual({ userLiked: true, likeCount: 1 });
    expect(await (await status(owner, report.id)).json()).toEqual({ userLiked: false, likeCount: 1 });
    const visitor = await status(null, report.id);
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toEqual({ userLiked: false, likeCount: 1 });
  });

  it("answers a missing report with 404", async () => {
    const res = await status(null, 31337);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Rapporten hittades inte", code: "NOT_FOUND" });
  });

  it("shows the like count in the report list too", async () => {
    const owner = await createUser(db);
    const report = await createReport(db, { userId: owner.id });
    await toggle(await createUser(db), report.id);
    await toggle(await createUser(db), report.id);
    const { GET: list } = await import("@/app/api/reports/route");
    const page = await (await call(list, { path: "/api/reports" })).json();
    expect(page.reports[0]).toMatchObject({ id: report.id, like_count: 2 });
  });
});

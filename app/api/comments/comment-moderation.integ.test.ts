// Comments' notifications, flags, the ladder, and what happens to them when their writer's account goes.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createReport, createUser } from "@/prisma/factories";
import { POST as postReportComment } from "@/app/api/reports/[id]/comments/route";
import { GET as listReportComments } from "@/app/api/reports/[id]/comments/route";
import { POST as flagComment } from "@/app/api/comments/[id]/flag/route";
import { GET as commentFlags } from "@/app/api/admin/comment-flags/route";
import { PUT as decideCommentFlag } from "@/app/api/admin/comment-flags/[id]/route";
import { POST as moderate } from "@/app/api/admin/users/[id]/moderation/route";
import { DELETE as deleteUser } from "@/app/api/admin/users/[id]/route";
import { GET as notifications } from "@/app/api/notifications/route";
import type { CommentJson } from "@/lib/comments/schemas";
import type { OpenCommentFlagJson } from "@/lib/moderation/comment-flags";

beforeEach(resetDatabase);

type Member = Awaited<ReturnType<typeof createUser>>;

async function comment(member: Member, reportId: number, body: string, parentId?: number) {
  const res = await call(postReportComment, {
    method: "POST",
    cookie: await sessionCookie(member),
    params: { id: String(reportId) },
    body: { body, ...(parentId ? { parent_id: parentId } : {}) },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { comment: CommentJson }).comment.id;
}

async function flag(member: Member, commentId: number, reason = "Spam") {
  return call(flagComment, { method: "POST", cookie: await sessionCookie(member), params: { id: String(commentId) }, body: { reason } });
}

const unread = (userId: number) => db.notification.findMany({ where: { userId, isRead: false }, orderBy: { id: "asc" } });

describe("notifications about comments", () => {
  it("tells the owner and earlier commenters, never the writer, with one unread notification per thread", async () => {
    const owner = await createUser(db, { username: "agaren" });
    const anna = await createUser(db, { username: "anna" });
    const bo = await createUser(db, { username: "bo" });
    const report = await createReport(db, { userId: owner.id, fish: "Gädda", weight: "9.4" });

    await comment(anna, report.id, "Grattis!");
    expect((await unread(owner.id)).map((n) => n.message)).toEqual(["anna kommenterade din fångst: Gädda 9.4 kg"]);
    expect(await unread(anna.id)).toEqual([]);

    await comment(bo, report.id, "Snyggt!");
    const ownerNotes = await unread(owner.id);
    expect(ownerNotes.map((n) => [n.type, n.relatedId, n.message])).toEqual([["report_comment", report.id, "bo kommenterade din fångst: Gädda 9.4 kg"]]);
    expect((await unread(anna.id)).map((n) => n.message)).toEqual(["bo kommenterade en fångst du har kommenterat: Gädda 9.4 kg"]);
    expect(await unread(bo.id)).toEqual([]);

    // Once read, the next comment brings a new one.
    await db.notification.updateMany({ where: { userId: owner.id }, data: { isRead: true } });
    await comment(owner, report.id, "Tack båda!");
    await comment(anna, report.id, "Var fick du den?");
    expect(await db.notification.count({ where: { userId: owner.id, isRead: false } })).toBe(1);
    expect(await db.notification.count({ where: { userId: owner.id } })).toBe(2);
  });

  it("names an anonymous writer by the anonymous name in the notification, also as the owner reads it", async () => {
    const owner = await createUser(db);
    const hidden = await createUser(db, { username: "hemlis", isAnonymous: true });
    const report = await createReport(db, { userId: owner.id });
    await comment(hidden, report.id, "Fin fisk");
    const res = await call(notifications, { cookie: await sessionCookie(owner) });
    const body = await res.text();
    expect(body).not.toContain("hemlis");
    expect(body).toContain(`anonym#${String(hidden.id).padStart(3, "0")} kommenterade din fångst`);
  });
});

describe("flags on comments", () => {
  it("takes one open flag per member and comment, never on one's own, and lists it for admins with its report", async () => {
    const owner = await createUser(db);
    const writer = await createUser(db, { username: "spammaren" });
    const admin = await createUser(db, { isAdmin: true });
    const report = await createReport(db, { userId: owner.id, fish: "Abborre", weight: "0.45" });
    const id = await comment(writer, report.id, "Köp billiga drag på spam.example");

    expect((await flag(owner, id)).status).toBe(201);
    const again = await flag(owner, id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "ALREADY_FLAGGED", error: "Du har redan anmält den här kommentaren" });
    expect((await flag(writer, id)).status).toBe(403);
    expect((await flag(owner, 99999)).status).toBe(404);
    const empty = await call(flagComment, { method: "POST", cookie: await sessionCookie(owner), params: { id: String(id) }, body: { reason: " " } });
    expect(empty.status).toBe(400);
    expect(await db.commentFlag.count()).toBe(1);

    expect((await call(commentFlags, { cookie: await sessionCookie(owner) })).status).toBe(403);
    const listed = (await (await call(commentFlags, { cookie: await sessionCookie(admin) })).json()) as { flags: OpenCommentFlagJson[]; total: number };
    expect(listed.total).toBe(1);
    expect(listed.flags[0]).toMatchObject({
      reason: "Spam",
      comment: { id, body: "Köp billiga drag på spam.example" },
      thread: { kind: "report", id: report.id, title: "Abborre 0,45 kg", path: `/reports/${report.id}` },
      member: { id: writer.id, username: "spammaren", earlier_steps: 0, proposed: "warning" },
    });
  });

  it("answers a flag with the ladder's step against the comment's author, which resolves the flag", async () => {
    const owner = await createUser(db);
    const writer = await createUser(db);
    const admin = await createUser(db, { isAdmin: true });
    const report = await createReport(db, { userId: owner.id });
    const id = await comment(writer, report.id, "Otrevligt");
    await flag(owner, id);
    const open = await db.commentFlag.findFirstOrThrow();

    const wrongMember = await call(moderate, {
      method: "POST",
      cookie: await sessionCookie(admin),
      params: { id: String(owner.id) },
      body: { kind: "warning", reason: "Fel person", commentFlagId: open.id },
    });
    expect(wrongMember.status).toBe(404);

    const res = await call(moderate, {
      method: "POST",
      cookie: await sessionCookie(admin),
      params: { id: String(writer.id) },
      body: { kind: "warning", reason: "Otrevlig kommentar", commentFlagId: open.id },
    });
    expect(res.status).toBe(201);
    expect(await db.commentFlag.findUniqueOrThrow({ where: { id: open.id } })).toMatchObject({ status: "resolved", resolvedById: admin.id });
    expect(await db.notification.count({ where: { userId: writer.id, type: "moderation_warning" } })).toBe(1);
    const closed = await call(decideCommentFlag, { method: "PUT", cookie: await sessionCookie(admin), params: { id: String(open.id) }, body: { status: "dismissed" } });
    expect(closed.status).toBe(409);
  });

  it("lets an admin dismiss a flag, logged", async () => {
    const owner = await createUser(db);
    const writer = await createUser(db);
    const admin = await createUser(db, { isAdmin: true });
    const report = await createReport(db, { userId: owner.id });
    await flag(owner, await comment(writer, report.id, "Helt okej"));
    const open = await db.commentFlag.findFirstOrThrow();
    const bad = await call(decideCommentFlag, { method: "PUT", cookie: await sessionCookie(admin), params: { id: String(open.id) }, body: { status: "kanske" } });
    expect(bad.status).toBe(400);
    const res = await call(decideCommentFlag, { method: "PUT", cookie: await sessionCookie(admin), params: { id: String(open.id) }, body: { status: "dismissed" } });
    expect(res.status).toBe(200);
    expect(await db.adminLog.count({ where: { action: "dismiss_flag" } })).toBe(1);
    expect((await (await call(commentFlags, { cookie: await sessionCookie(admin) })).json()).total).toBe(0);
  });
});

describe("a member's account removed", () => {
  it("removes their comments in the same deletion, keeping a thread others answered readable", async () => {
    const owner = await createUser(db);
    const leaving = await createUser(db, { username: "lamnar" });
    const admin = await createUser(db, { isAdmin: true });
    const report = await createReport(db, { userId: owner.id });
    const answered = await comment(leaving, report.id, "Vilket drag tog den?");
    await comment(owner, report.id, "Jerkbait", answered);
    await comment(leaving, report.id, "Tack!", answered);
    await comment(leaving, report.id, "Ensam kommentar");
    const ownOnly = await comment(leaving, (await createReport(db, { userId: leaving.id })).id, "Egen tråd");
    void ownOnly;

    const res = await call(deleteUser, { method: "DELETE", cookie: await sessionCookie(admin), params: { id: String(leaving.id) } });
    expect(res.status).toBe(200);

    const listed = (await (await call(listReportComments, { params: { id: String(report.id) } })).json()) as { comments: CommentJson[] };
    expect(listed.comments.map((c) => [c.deleted, c.body])).toEqual([
      [true, ""],
      [false, "Jerkbait"],
    ]);
    expect(JSON.stringify(listed)).not.toContain("lamnar");
    expect(await db.comment.count()).toBe(2);
  });

  it("drops a kept, emptied comment once its answers were all the leaving member's own", async () => {
    const owner = await createUser(db);
    const leaving = await createUser(db);
    const report = await createReport(db, { userId: owner.id });
    const top = await comment(leaving, report.id, "Ett");
    await comment(leaving, report.id, "Två", top);
    const admin = await createUser(db, { isAdmin: true });
    expect((await call(deleteUser, { method: "DELETE", cookie: await sessionCookie(admin), params: { id: String(leaving.id) } })).status).toBe(200);
    expect(await db.comment.count()).toBe(0);
  });
});

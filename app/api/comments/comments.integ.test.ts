import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { takeExpiredTags } from "@/test/next-cache-stub";
import { createReport, createUser } from "@/prisma/factories";
import { GET as listReportComments, POST as postReportComment } from "@/app/api/reports/[id]/comments/route";
import { GET as listNewsComments, POST as postNewsComment } from "@/app/api/news/[id]/comments/route";
import { DELETE as deleteComment } from "@/app/api/comments/[id]/route";
import { DELETE as deleteReport } from "@/app/api/reports/[id]/route";
import type { CommentJson } from "@/lib/comments/schemas";

beforeEach(resetDatabase);

type Member = Awaited<ReturnType<typeof createUser>>;

const cookieOf = async (member: Member | null) => (member ? await sessionCookie(member) : undefined);

async function comment(member: Member | null, reportId: number | string, body: unknown) {
  return call(postReportComment, { method: "POST", cookie: await cookieOf(member), params: { id: String(reportId) }, body });
}

async function list(member: Member | null, reportId: number | string) {
  return call(listReportComments, { cookie: await cookieOf(member), params: { id: String(reportId) } });
}

async function remove(member: Member | null, commentId: number | string) {
  return call(deleteComment, { method: "DELETE", cookie: await cookieOf(member), params: { id: String(commentId) } });
}

async function idOf(res: Response): Promise<number> {
  expect(res.status).toBe(201);
  return ((await res.json()) as { comment: CommentJson }).comment.id;
}

async function setup() {
  const owner = await createUser(db, { username: "agaren" });
  const friend = await createUser(db, { username: "kompisen" });
  const report = await createReport(db, { userId: owner.id });
  return { owner, friend, report };
}

describe("POST /api/reports/{id}/comments", () => {
  it("stores a member's comment and answers it as everyone sees it", async () => {
    const { friend, report } = await setup();
    takeExpiredTags();
    const res = await comment(friend, report.id, { body: "  Grattis! Vilket drag?\r\nSnygg fisk  " });
    expect(res.status).toBe(201);
    const { comment: answered } = (await res.json()) as { comment: CommentJson };
    expect(answered).toMatchObject({
      parent_id: null,
      author: { id: friend.id, name: "kompisen" },
      body: "Grattis! Vilket drag?\nSnygg fisk",
      deleted: false,
      can_delete: true,
    });
    expect(await db.comment.count()).toBe(1);
    expect(takeExpiredTags()).toEqual(expect.arrayContaining([`report:${report.id}`, "report-lists", "home", `profile:${report.userId}`]));
  });

  it.each([
    ["no text", {}, "Skriv en kommentar"],
    ["only spaces", { body: "   " }, "Skriv en kommentar"],
    ["a number", { body: 42 }, "Skriv en kommentar"],
    ["1001 characters", { body: "x".repeat(1001) }, "Kommentaren får vara högst 1000 tecken"],
    ["a parent that is not an id", { body: "hej", parent_id: "ett" }, "Kommentaren du svarar på finns inte längre"],
  ])("refuses %s with 400 in the one error shape and stores nothing", async (_, body, message) => {
    const { friend, report } = await setup();
    const res = await comment(friend, report.id, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR", error: message });
    expect(await db.comment.count()).toBe(0);
  });

  it("refuses a NUL character before anything is read, storing nothing", async () => {
    const { friend, report } = await setup();
    const res = await comment(friend, report.id, { body: "hej\u0000då" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "INVALID_CHARACTERS", error: "Förfrågan innehåller otillåtna tecken" });
    expect(await db.comment.count()).toBe(0);
  });

  it("accepts exactly 1000 characters", async () => {
    const { friend, report } = await setup();
    expect((await comment(friend, report.id, { body: "å".repeat(1000) })).status).toBe(201);
  });

  it("refuses a visitor (401) and a suspended member (401), storing nothing", async () => {
    const { report } = await setup();
    const suspended = await createUser(db, { suspendedUntil: new Date(Date.now() + 86_400_000) });
    expect((await comment(null, report.id, { body: "Hej" })).status).toBe(401);
    expect((await comment(suspended, report.id, { body: "Hej" })).status).toBe(401);
    expect(await db.comment.count()).toBe(0);
  });

  it("answers 404 for a missing report and for the report of a child still waiting for consent", async () => {
    const { friend } = await setup();
    const child = await createUser(db, { age: 10, consentStatus: "PENDING" });
    const childReport = await createReport(db, { userId: child.id });
    for (const id of ["424242", "abc", String(childReport.id)]) {
      const res = await comment(friend, id, { body: "Hej" });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: "NOT_FOUND" });
    }
    expect(await db.comment.count()).toBe(0);
  });

  it("keeps replies one level deep: an answer to an answer joins the top-level comment", async () => {
    const { owner, friend, report } = await setup();
    const top = await idOf(await comment(friend, report.id, { body: "Vilket drag?" }));
    const reply = await idOf(await comment(owner, report.id, { body: "Wobbler!", parent_id: top }));
    const replyToReply = await idOf(await comment(friend, report.id, { body: "Tack!", parent_id: reply }));
    const rows = await db.comment.findMany({ orderBy: { id: "asc" }, select: { id: true, parentId: true } });
    expect(rows).toEqual([
      { id: top, parentId: null },
      { id: reply, parentId: top },
      { id: replyToReply, parentId: top },
    ]);
  });

  it("refuses to answer a comment of another thread", async () => {
    const { owner, friend, report } = await setup();
    const other = await createReport(db, { userId: friend.id });
    const elsewhere = await idOf(await comment(owner, other.id, { body: "Fin abborre" }));
    const res = await comment(friend, report.id, { body: "Svar", parent_id: elsewhere });
    expect(res.status).toBe(400);
    expect(await db.comment.count()).toBe(1);
  });
});

describe("GET /api/reports/{id}/comments", () => {
  it("lists oldest first, answers after what they answer, with each viewer's right to remove", async () => {
    const { owner, friend, report } = await setup();
    const stranger = await createUser(db);
    const admin = await createUser(db, { isAdmin: true });
    const first = await idOf(await comment(friend, report.id, { body: "Först" }));
    const second = await idOf(await comment(stranger, report.id, { body: "Andra" }));
    const answer = await idOf(await comment(owner, report.id, { body: "Svar på första", parent_id: first }));

    const visitor = (await (await list(null, report.id)).json()) as { comments: CommentJson[]; total: number };
    expect(visitor.total).toBe(3);
    expect(visitor.comments.map((c) => [c.id, c.parent_id, c.can_delete])).toEqual([
      [first, null, false],
      [answer, first, false],
      [second, null, false],
    ]);
    const rights = async (viewer: Member) =>
      ((await (await list(viewer, report.id)).json()) as { comments: CommentJson[] }).comments.map((c) => c.can_delete);
    expect(await rights(friend)).toEqual([true, false, false]);
    expect(await rights(stranger)).toEqual([false, false, true]);
    expect(await rights(owner)).toEqual([true, true, true]);
    expect(await rights(admin)).toEqual([true, true, true]);
  });

  it("names an anonymous member by the anonymous name and never gives their id or username", async () => {
    const { report } = await setup();
    const hidden = await createUser(db, { username: "hemligfiskare", isAnonymous: true });
    await comment(hidden, report.id, { body: "Snyggt" });
    const res = await list(null, report.id);
    const text = await res.clone().text();
    expect(text).not.toContain("hemligfiskare");
    const { comments } = (await res.json()) as { comments: CommentJson[] };
    expect(comments[0]!.author).toEqual({ id: null, name: `anonym#${String(hidden.id).padStart(3, "0")}` });
  });

  it("answers 404 for a missing report", async () => {
    expect((await list(null, 999)).status).toBe(404);
  });
});

describe("DELETE /api/comments/{id}", () => {
  it("lets the author, the report's owner and an admin remove; anyone else gets 403", async () => {
    const { owner, friend, report } = await setup();
    const stranger = await createUser(db);
    const admin = await createUser(db, { isAdmin: true });
    const a = await idOf(await comment(friend, report.id, { body: "ett" }));
    const b = await idOf(await comment(friend, report.id, { body: "två" }));
    const c = await idOf(await comment(friend, report.id, { body: "tre" }));

    const refused = await remove(stranger, a);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "FORBIDDEN" });
    expect((await remove(null, a)).status).toBe(401);
    expect(await db.comment.count()).toBe(3);

    expect((await remove(friend, a)).status).toBe(200);
    expect((await remove(owner, b)).status).toBe(200);
    expect((await remove(admin, c)).status).toBe(200);
    expect(await db.comment.count()).toBe(0);
    const log = await db.adminLog.findMany({ where: { action: "delete_comment" } });
    expect(log).toHaveLength(1);
    expect(log[0]!.details).toContain(`Kommentar #${c}`);
    expect((await remove(friend, a)).status).toBe(404);
  });

  it("keeps a removed comment with answers as 'Kommentaren är borttagen' until its last answer goes", async () => {
    const { owner, friend, report } = await setup();
    const top = await idOf(await comment(friend, report.id, { body: "Hemligt drag" }));
    const reply = await idOf(await comment(owner, report.id, { body: "Berätta!", parent_id: top }));
    expect((await remove(friend, top)).status).toBe(200);

    const { comments, total } = (await (await list(null, report.id)).json()) as { comments: CommentJson[]; total: number };
    expect(total).toBe(1);
    expect(comments[0]).toMatchObject({ id: top, deleted: true, body: "", author: null, can_delete: false });
    expect(comments[1]).toMatchObject({ id: reply, body: "Berätta!" });
    expect(JSON.stringify(comments)).not.toContain("Hemligt drag");
    expect((await remove(friend, top)).status).toBe(404);

    expect((await remove(owner, reply)).status).toBe(200);
    expect(await db.comment.count()).toBe(0);
    expect((await (await list(null, report.id)).json()).comments).toEqual([]);
  });

  it("goes with the report it is under", async () => {
    const { owner, friend, report } = await setup();
    const top = await idOf(await comment(friend, report.id, { body: "Fin!" }));
    await comment(owner, report.id, { body: "Tack", parent_id: top });
    const res = await call(deleteReport, { method: "DELETE", cookie: await sessionCookie(owner), params: { id: String(report.id) } });
    expect(res.status).toBe(200);
    expect(await db.comment.count()).toBe(0);
  });
});

describe("comments on news", () => {
  async function article(published = true) {
    const admin = await createUser(db, { isAdmin: true });
    return db.newsArticle.create({ data: { title: "Gäddpremiär", content: "Nu börjar det", published, authorId: admin.id, publishedAt: new Date() } });
  }

  it("takes comments on a published article and refuses a draft as missing", async () => {
    const member = await createUser(db);
    const published = await article();
    const draft = await article(false);
    const res = await call(postNewsComment, { method: "POST", cookie: await sessionCookie(member), params: { id: String(published.id) }, body: { body: "Äntligen!" } });
    expect(res.status).toBe(201);
    const refused = await call(postNewsComment, { method: "POST", cookie: await sessionCookie(member), params: { id: String(draft.id) }, body: { body: "Hej" } });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: "Nyheten hittades inte" });
    const listed = await call(listNewsComments, { params: { id: String(published.id) } });
    expect((await listed.json()).total).toBe(1);
    expect((await call(listNewsComments, { params: { id: String(draft.id) } })).status).toBe(404);
  });

  it("tells earlier commenters, not the writer, about a new comment", async () => {
    const [first, second] = [await createUser(db), await createUser(db)];
    const news = await article();
    const post = async (member: Member, body: string) =>
      call(postNewsComment, { method: "POST", cookie: await sessionCookie(member), params: { id: String(news.id) }, body: { body } });
    await post(first, "Ett");
    await post(second, "Två");
    const notes = await db.notification.findMany({ where: { type: "news_comment" } });
    expect(notes.map((n) => [n.userId, n.relatedId, n.message])).toEqual([[first.id, news.id, `${second.username} kommenterade nyheten ”Gäddpremiär”`]]);
  });
});

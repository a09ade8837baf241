// What a member wrote and took part in, in their data download: their comments (not removed ones), the flags they
// raised (not who handled them), and the competitions they created and entered; nobody else's.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createReport, createUser } from "@/prisma/factories";
import { GET as exportRoute } from "@/app/api/profile/[id]/export/route";

beforeEach(resetDatabase);

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe("GET /api/profile/{id}/export: comments, flags and competitions", () => {
  it("lists the member's own comments, flags and competitions, and leaves out removed comments and others' rows", async () => {
    const me = await createUser(db, { username: "Skribenten" });
    const other = await createUser(db, { username: "Grannen" });
    const admin = await createUser(db, { username: "Moderatorn", isAdmin: true });
    const report = await createReport(db, { userId: other.id });
    const article = await db.newsArticle.create({ data: { title: "Isen lägger sig", content: "Snart pimpel.", published: true, publishedAt: new Date(), authorId: admin.id } });

    const first = await db.comment.create({ data: { reportId: report.id, authorId: me.id, body: "Fin gädda!" } });
    const answer = await db.comment.create({ data: { reportId: report.id, authorId: other.id, parentId: first.id, body: "Tack!" } });
    await db.comment.create({ data: { reportId: report.id, authorId: me.id, parentId: first.id, body: "Var tog den?" } });
    await db.comment.create({ data: { newsId: article.id, authorId: me.id, body: "Äntligen." } });
    await db.comment.create({ data: { reportId: report.id, authorId: me.id, body: "Borttagen text", deletedAt: new Date() } });
    await db.reportFlag.create({ data: { reportId: report.id, reporterId: me.id, reason: "Fel art", status: "resolved", resolvedById: admin.id, resolvedAt: new Date(), openMarker: null } });
    await db.commentFlag.create({ data: { commentId: answer.id, reporterId: me.id, reason: "Otrevligt" } });
    await db.reportFlag.create({ data: { reportId: report.id, reporterId: other.id, reason: "Någon annans anmälan" } });

    const mine = await db.competition.create({
      data: { creatorId: me.id, name: "Vinterabborren", rule: "total_weight", topN: 3, startsOn: day("2026-12-01"), endsOn: day("2026-12-31"), participants: { create: { userId: me.id, status: "joined", joinedAt: new Date() } } },
    });
    const theirs = await db.competition.create({
      data: { creatorId: other.id, name: "Grannens kamp", rule: "heaviest", inviteOnly: true, startsOn: day("2026-12-05"), endsOn: day("2026-12-06"), participants: { create: [{ userId: other.id, status: "joined" }, { userId: me.id, status: "invited", invitedById: other.id }] } },
    });

    const res = await call(exportRoute, { method: "GET", cookie: await sessionCookie(me), params: { id: String(me.id) } });
    expect(res.status).toBe(200);
    const data = await res.json();

    expect(data.comments.map((c: { body: string }) => c.body)).toEqual(["Fin gädda!", "Var tog den?", "Äntligen."]);
    expect(data.comments[1]).toMatchObject({ reportId: report.id, newsId: null, parentId: first.id });
    expect(data.comments[2]).toMatchObject({ reportId: null, newsId: article.id, parentId: null });

    expect(data.flags.reports).toEqual([{ reportId: report.id, reason: "Fel art", status: "resolved", createdAt: expect.any(String) }]);
    expect(data.flags.comments).toEqual([{ commentId: answer.id, reason: "Otrevligt", status: "open", createdAt: expect.any(String) }]);

    expect(data.competitions.created).toEqual([
      expect.objectContaining({ id: mine.id, name: "Vinterabborren", rule: "total_weight", topN: 3, startsOn: "2026-12-01", endsOn: "2026-12-31" }),
    ]);
    expect(data.competitions.participation).toEqual([
      expect.objectContaining({ competitionId: mine.id, status: "joined" }),
      expect.objectContaining({ competitionId: theirs.id, status: "invited" }),
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toContain("Borttagen text");
    expect(text).not.toContain("Någon annans anmälan");
    expect(text).not.toContain("Grannens kamp");
    expect(text).not.toContain("resolvedBy");
  });
});

// GET /api/search/suggest: catches, species, news and (for members) members for one query, with the anonymity rule.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createReport, createUser } from "@/prisma/factories";
import { GET as suggestRoute } from "@/app/api/search/suggest/route";
import { LINK_REPORTS_SQL } from "@/lib/species/catalogue-sql";
import type { Suggestions } from "@/lib/search/suggest-types";

type Member = Awaited<ReturnType<typeof createUser>>;
let kalle: Member;
let anon: Member;
let admin: Member;

beforeAll(async () => {
  await resetDatabase();
  kalle = await createUser(db, { username: "gaddkalle" });
  anon = await createUser(db, { username: "gaddhemlig", isAnonymous: true });
  admin = await createUser(db, { username: "chefen", isAdmin: true });
  await createReport(db, { userId: kalle.id, fish: "Gädda", location: "Vänern" });
  await createReport(db, { userId: anon.id, fish: "Gädda", location: "Hjälmaren", notes: "gaddhemlig var här" });
  await db.newsArticle.create({ data: { title: "Gäddpremiär i Mälaren", content: "Text", published: true, publishedAt: new Date(), authorId: admin.id } });
  await db.newsArticle.create({ data: { title: "Gäddutkast", content: "Text", published: false, authorId: admin.id } });
  await db.$executeRawUnsafe(LINK_REPORTS_SQL);
});

async function suggest(q: string, viewer: Member | null = null) {
  const res = await call(suggestRoute, { cookie: viewer ? await sessionCookie(viewer) : undefined, path: `/api/search/suggest?q=${encodeURIComponent(q)}` });
  return { status: res.status, body: (await res.json()) as Suggestions & { code?: string; fields?: Record<string, string> }, cache: res.headers.get("cache-control") };
}

describe("GET /api/search/suggest", () => {
  it("gives a visitor catches, species and published news, and no members", async () => {
    const { status, body, cache } = await suggest("gädd");
    expect(status).toBe(200);
    expect(body.catches.map((c) => c.fish)).toEqual(["Gädda", "Gädda"]);
    expect(body.species.map((s) => s.slug)).toContain("gadda");
    expect(body.news.map((n) => n.title)).toEqual(["Gäddpremiär i Mälaren"]);
    expect(body.news[0]!.path).toMatch(/^\/news\/\d+-/);
    expect(body.members).toBeNull();
    expect(cache).toContain("s-maxage=1");
  });

  it("finds members for a member as the spec's search does: never an anonymous one by name", async () => {
    const { body, cache } = await suggest("gadd", kalle);
    expect(body.members).toEqual([{ id: kalle.id, displayName: "gaddkalle", city: null, is_anonymous: false }]);
    expect(cache).toContain("no-store");
    // the anonymous member's catch is there, under the anonymous name only
    const text = JSON.stringify((await suggest("gädda", kalle)).body.catches);
    expect(text).not.toContain('"gaddhemlig"');
    expect(text).toMatch(/anonym#\d{3}/);
  });

  it("lets an admin find the anonymous member, marked anonymous", async () => {
    const { body } = await suggest("gaddh", admin);
    expect(body.members).toEqual([expect.objectContaining({ id: anon.id, is_anonymous: true })]);
  });

  it("refuses a query under two characters with 400 VALIDATION_ERROR naming q", async () => {
    for (const q of ["g", " ", "x".repeat(51)]) {
      const { status, body } = await suggest(q);
      expect(status).toBe(400);
      expect(body.code).toBe("VALIDATION_ERROR");
      expect(body.fields).toHaveProperty("q");
    }
  });
});

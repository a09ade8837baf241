// The news calls (SPEC §7): published articles for everyone, drafts and writes for admins only, image uploads
// through the report photos' pipeline, likes for members — and no draft in any public answer.
import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { jpegWithGps, png } from "@/test/images";
import { takeExpiredTags } from "@/test/next-cache-stub";
import { createUser } from "@/prisma/factories";
import { GET as listRoute, POST as createRoute } from "@/app/api/news/route";
import { GET as adminListRoute } from "@/app/api/news/admin/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as updateRoute } from "@/app/api/news/[id]/route";
import { POST as uploadRoute } from "@/app/api/news/upload-image/route";
import { GET as likeStatusRoute, POST as likeRoute } from "@/app/api/likes/news/[newsId]/route";
import type { NewsArticleJson, NewsPage } from "@/lib/news/types";

const uploadDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/fg-news-uploads-${process.pid}-${Date.now()}`;
  process.env.UPLOAD_DIR = dir;
  return dir;
});
const newsImages = path.join(uploadDir, "news");
const storedImages = async () => (existsSync(newsImages) ? (await readdir(newsImages)).sort() : []);

type Member = Awaited<ReturnType<typeof createUser>>;
let admin: Member;
let member: Member;
let adminCookie: string;
let memberCookie: string;

beforeEach(async () => {
  await resetDatabase();
  await rm(uploadDir, { recursive: true, force: true });
  admin = await createUser(db, { username: "Redaktoren", isAdmin: true });
  member = await createUser(db, { username: "Laesaren" });
  adminCookie = await sessionCookie(admin);
  memberCookie = await sessionCookie(member);
  takeExpiredTags();
});
afterAll(() => rm(uploadDir, { recursive: true, force: true }));

const article = (fields: Record<string, unknown> = {}) => ({ title: "Gösen nappar", content: "Fina gösar i Mälaren.", published: true, ...fields });

async function create(fields: Record<string, unknown> = {}): Promise<NewsArticleJson> {
  const res = await call(createRoute, { body: article(fields), cookie: adminCookie });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as NewsArticleJson;
}

function imageForm(bytes: Uint8Array, name = "bild.jpg", type = "image/jpeg") {
  const form = new FormData();
  form.set("image", new File([Buffer.from(bytes)], name, { type }));
  return form;
}

/** cookie: the admin's unless given; null for a visitor. */
async function upload(form: FormData, cookie: string | null = adminCookie) {
  return call(uploadRoute, { body: form, cookie: cookie ?? undefined });
}

describe("GET /api/news", () => {
  it("lists published articles newest first and never a draft", async () => {
    const older = await create({ title: "Äldre nyhet" });
    const newer = await create({ title: "Nyare nyhet" });
    const draft = await create({ title: "Hemligt utkast", published: false });
    const res = await call(listRoute, { path: "/api/news" });
    const text = await res.text();
    expect(res.status).toBe(200);
    const page = JSON.parse(text) as NewsPage;
    expect(page.articles.map((a) => a.id)).toEqual([newer.id, older.id]);
    expect(page.total).toBe(2);
    expect(page.articles[0]).toMatchObject({ title: "Nyare nyhet", username: "Redaktoren", published: true, like_count: 0 });
    expect(page.articles[0]!.path).toBe(`/news/${newer.id}-nyare-nyhet`);
    expect(text).not.toContain("Hemligt utkast");
    expect(text).not.toContain(`"id":${draft.id},`);
  });

  it("pages the list and refuses a page that is not a number", async () => {
    for (let i = 0; i < 12; i++) await create({ title: `Nyhet ${i}` });
    const second = (await (await call(listRoute, { path: "/api/news?page=2" })).json()) as NewsPage;
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 12 });
    expect(second.articles).toHaveLength(2);
    const bad = await call(listRoute, { path: "/api/news?page=abc" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("Ogiltigt sidnummer");
  });

  it("shows an anonymous author by their anonymous name only", async () => {
    const hidden = await createUser(db, { username: "HemligRedaktor", isAdmin: true, isAnonymous: true });
    await call(createRoute, { body: article(), cookie: await sessionCookie(hidden) });
    const text = await (await call(listRoute, { path: "/api/news" })).text();
    expect(text).not.toContain("HemligRedaktor");
    expect(text).toContain(`anonym#${String(hidden.id).padStart(3, "0")}`);
  });
});

describe("GET /api/news/admin and GET /api/news/{id}", () => {
  it("gives admins every article, drafts included, and refuses others", async () => {
    const draft = await create({ published: false, title: "Utkastet" });
    const res = await call(adminListRoute, { cookie: adminCookie });
    expect(res.status).toBe(200);
    const { articles } = (await res.json()) as { articles: NewsArticleJson[] };
    expect(articles.map((a) => [a.id, a.published])).toEqual([[draft.id, false]]);
    expect((await call(adminListRoute, {})).status).toBe(401);
    const forMember = await call(adminListRoute, { cookie: memberCookie });
    expect(forMember.status).toBe(403);
    expect((await forMember.json()).error).toBe("Du har inte admin-behörighet");
  });

  it("answers a draft only to admins and 404 to everyone else", async () => {
    const draft = await create({ published: false });
    const params = { id: String(draft.id) };
    expect((await call(getRoute, { params })).status).toBe(404);
    expect((await call(getRoute, { params, cookie: memberCookie })).status).toBe(404);
    expect((await call(getRoute, { params, cookie: adminCookie })).status).toBe(200);
    expect((await call(getRoute, { params: { id: "abc" } })).status).toBe(404);
    expect((await call(getRoute, { params: { id: "999999" } })).status).toBe(404);
  });
});

describe("POST /api/news", () => {
  it("requires a title and content with the spec's messages", async () => {
    const res = await call(createRoute, { body: { title: "  ", content: "" }, cookie: adminCookie });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fields).toEqual({ title: "Titel krävs", content: "Innehåll krävs" });
    const missing = await call(createRoute, { body: {}, cookie: adminCookie });
    expect((await missing.json()).fields).toMatchObject({ title: "Titel krävs", content: "Innehåll krävs" });
  });

  it("refuses an image address that was not uploaded here, an unknown focus and malformed JSON", async () => {
    for (const image_url of ["https://example.com/x.jpg", "/uploads/news/../../etc.jpg", "/uploads/news/saknas.webp"]) {
      const res = await call(createRoute, { body: article({ image_url }), cookie: adminCookie });
      expect(res.status, image_url).toBe(400);
      expect((await res.json()).fields.image_url).toBe("Ogiltig bildadress. Ladda upp bilden igen.");
    }
    const focus = await call(createRoute, { body: article({ image_focus: "left" }), cookie: adminCookie });
    expect(focus.status).toBe(400);
    expect((await call(createRoute, { body: "{nope", cookie: adminCookie })).status).toBe(400);
    expect(await db.newsArticle.count()).toBe(0);
  });

  it("is for admins only: 401 for visitors, 403 'Du har inte admin-behörighet' for members", async () => {
    expect((await call(createRoute, { body: article() })).status).toBe(401);
    const res = await call(createRoute, { body: article(), cookie: memberCookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: "Du har inte admin-behörighet", code: "NOT_ADMIN" });
    expect(await db.newsArticle.count()).toBe(0);
  });

  it("stores the article, dates a published one, logs it and expires the news", async () => {
    const created = await create({ title: "  Ny   säsong ", content: "Första stycket.\r\n\r\nAndra stycket." });
    expect(created).toMatchObject({ title: "Ny säsong", content: "Första stycket.\n\nAndra stycket.", image_focus: "center" });
    expect(created.published_at).not.toBeNull();
    expect(takeExpiredTags()).toEqual(["news", `news:${created.id}`]);
    const draft = await create({ published: false });
    expect(draft.published_at).toBeNull();
    const log = await db.adminLog.findMany({ where: { action: "create_news" }, orderBy: { id: "asc" } });
    expect(log.map((entry) => entry.username)).toEqual(["Redaktoren", "Redaktoren"]);
    expect(log[0]!.details).toContain(`#${created.id}`);
  });
});

describe("PUT and DELETE /api/news/{id}", () => {
  it("publishes a draft, which then appears in the public answers, and unpublishes it again", async () => {
    const draft = await create({ published: false, title: "Snart ute" });
    takeExpiredTags();
    const put = (body: unknown, cookie = adminCookie) => call(updateRoute, { params: { id: String(draft.id) }, body, cookie, method: "PUT" });

    const published = await put(article({ title: "Nu ute", published: true }));
    expect(published.status).toBe(200);
    const body = (await published.json()) as NewsArticleJson;
    expect(body).toMatchObject({ title: "Nu ute", published: true, path: `/news/${draft.id}-nu-ute` });
    expect(body.published_at).not.toBeNull();
    expect(takeExpiredTags()).toEqual(["news", `news:${draft.id}`]);
    expect(await (await call(listRoute, { path: "/api/news" })).text()).toContain("Nu ute");
    expect((await call(getRoute, { params: { id: String(draft.id) } })).status).toBe(200);

    expect((await put(article({ published: false }))).status).toBe(200);
    expect(await (await call(listRoute, { path: "/api/news" })).text()).not.toContain("Gösen nappar");
    expect((await call(getRoute, { params: { id: String(draft.id) } })).status).toBe(404);
    expect((await db.adminLog.findFirst({ where: { action: "update_news" }, orderBy: { id: "desc" } }))?.details).toContain("publicerad → utkast");
  });

  it("validates, refuses non-admins and answers 404 for an unknown article", async () => {
    const existing = await create();
    const params = { id: String(existing.id) };
    const invalid = await call(updateRoute, { params, body: { title: "", content: "x" }, cookie: adminCookie, method: "PUT" });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).fields.title).toBe("Titel krävs");
    expect((await call(updateRoute, { params, body: article(), method: "PUT" })).status).toBe(401);
    expect((await call(updateRoute, { params, body: article(), cookie: memberCookie, method: "PUT" })).status).toBe(403);
    expect((await call(updateRoute, { params: { id: "999999" }, body: article(), cookie: adminCookie, method: "PUT" })).status).toBe(404);
    expect((await call(deleteRoute, { params, method: "DELETE" })).status).toBe(401);
    expect((await call(deleteRoute, { params, cookie: memberCookie, method: "DELETE" })).status).toBe(403);
    expect((await call(deleteRoute, { params: { id: "999999" }, cookie: adminCookie, method: "DELETE" })).status).toBe(404);
  });

  it("replacing the image removes the old file; deleting the article removes its image and likes", async () => {
    const first = (await (await upload(imageForm(await png(40, 30), "a.png", "image/png"))).json()) as { imageUrl: string };
    const second = (await (await upload(imageForm(await png(30, 40), "b.png", "image/png"))).json()) as { imageUrl: string };
    const created = await create({ image_url: first.imageUrl, image_focus: "top" });
    expect(created).toMatchObject({ image_url: first.imageUrl, image_focus: "top" });
    const params = { id: String(created.id) };
    const updated = await call(updateRoute, { params, body: article({ image_url: second.imageUrl }), cookie: adminCookie, method: "PUT" });
    expect(updated.status).toBe(200);
    expect(await storedImages()).toEqual([path.basename(second.imageUrl)]);

    await call(likeRoute, { params: { newsId: String(created.id) }, cookie: memberCookie, method: "POST" });
    expect(await db.newsLike.count()).toBe(1);
    takeExpiredTags();
    const removed = await call(deleteRoute, { params, cookie: adminCookie, method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(takeExpiredTags()).toEqual(["news", `news:${created.id}`]);
    expect(await storedImages()).toEqual([]);
    expect(await db.newsLike.count()).toBe(0);
    expect(await db.adminLog.count({ where: { action: "delete_news" } })).toBe(1);
    expect((await call(getRoute, { params, cookie: adminCookie })).status).toBe(404);
  });
});

describe("POST /api/news/upload-image", () => {
  it("stores the image re-encoded, without EXIF or GPS, and answers its imageUrl", async () => {
    const original = await jpegWithGps(64, 48);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(imageForm(original));
    expect(res.status).toBe(201);
    const { imageUrl } = (await res.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/uploads\/news\/[A-Za-z0-9_-]+\.webp$/);
    const stored = await sharp(path.join(newsImages, path.basename(imageUrl))).metadata();
    expect(stored.format).toBe("webp");
    expect(stored.exif).toBeUndefined();
    // Turned upright by its orientation tag before the tag was dropped.
    expect([stored.width, stored.height]).toEqual([48, 64]);
    expect(await db.adminLog.count({ where: { action: "upload_news_image" } })).toBe(1);
  });

  it("refuses a 16 MB file with 413 'Bilden är för stor för servern.'", async () => {
    const big = new Uint8Array(16 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    const res = await upload(imageForm(big));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe("Bilden är för stor för servern.");
    expect(await storedImages()).toEqual([]);
  });

  it("refuses a text file renamed to .jpg with 415 'Bildformat stöds inte.'", async () => {
    const res = await upload(imageForm(new TextEncoder().encode("inte en bild alls\n".repeat(50)), "bild.jpg", "image/jpeg"));
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe("Bildformat stöds inte.");
    expect(await storedImages()).toEqual([]);
  });

  it("needs an image part, and an admin", async () => {
    const empty = await upload(new FormData());
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe("Välj en bild att ladda upp");
    const form = imageForm(await png(8, 8), "a.png", "image/png");
    expect((await upload(form, null)).status).toBe(401);
    expect((await upload(imageForm(await png(8, 8), "a.png", "image/png"), memberCookie)).status).toBe(403);
    expect(await storedImages()).toEqual([]);
  });
});

describe("likes on news", () => {
  it("toggles a member's like and answers liked and likeCount; visitors see the count", async () => {
    const created = await create();
    const params = { newsId: String(created.id) };
    const first = await call(likeRoute, { params, cookie: memberCookie, method: "POST" });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ liked: true, likeCount: 1 });
    expect(takeExpiredTags()).toEqual(["news", `news:${created.id}`]);
    expect(await (await call(likeStatusRoute, { params, cookie: memberCookie })).json()).toEqual({ liked: true, likeCount: 1 });
    expect(await (await call(likeStatusRoute, { params })).json()).toEqual({ liked: false, likeCount: 1 });
    const again = await call(likeRoute, { params, cookie: memberCookie, method: "POST" });
    expect(await again.json()).toEqual({ liked: false, likeCount: 0 });
    const visitor = await call(likeRoute, { params, method: "POST" });
    expect(visitor.status).toBe(401);
    expect((await visitor.json()).error).toBe("Du måste vara inloggad");
  });

  it("has no likes on drafts: 404 for everyone but an admin's status read", async () => {
    const draft = await create({ published: false });
    const params = { newsId: String(draft.id) };
    expect((await call(likeRoute, { params, cookie: memberCookie, method: "POST" })).status).toBe(404);
    expect((await call(likeRoute, { params, cookie: adminCookie, method: "POST" })).status).toBe(404);
    expect((await call(likeStatusRoute, { params })).status).toBe(404);
    expect((await call(likeStatusRoute, { params, cookie: memberCookie })).status).toBe(404);
    expect((await call(likeStatusRoute, { params, cookie: adminCookie })).status).toBe(200);
    expect((await call(likeStatusRoute, { params: { newsId: "x" } })).status).toBe(404);
    expect(await db.newsLike.count()).toBe(0);
  });
});

// What machines read about the news: the RSS feed and the sitemap list published articles only (parsed as XML
// and as the sitemap's entries), and each article's JSON-LD is a valid schema.org NewsArticle.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { createUser } from "@/prisma/factories";
import { GET as feedRoute } from "@/app/(public)/news/feed.xml/route";
import sitemap from "@/app/sitemap";
import { createArticle } from "@/lib/news/mutations";
import { getArticleFor, getPublishedArticle } from "@/lib/news/queries";
import { articleJsonLd, serializeJsonLd } from "@/lib/news/syndication";

const SITE = "http://localhost:3000";
type Admin = { id: number; username: string; isAdmin: boolean };
let admin: Admin;

beforeEach(async () => {
  await resetDatabase();
  const user = await createUser(db, { username: "Redaktoren", isAdmin: true });
  admin = { id: user.id, username: user.username, isAdmin: true };
});

const write = (title: string, published: boolean, content = "Gösen nappar på åtta meters djup. <b>Inte fet</b> & så vidare.") =>
  createArticle({ actor: admin, input: { title, content, published, image_url: null, image_focus: "center" } });

describe("RSS feed", () => {
  it("is well-formed RSS 2.0 with each published article and no draft", async () => {
    const older = await write("Första nyheten", true);
    const newer = await write("Abborre & gädda <i>nu</i>", true);
    await write("Hemligt utkast", false);

    const res = await feedRoute();
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain("Hemligt utkast");

    const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" }).parse(xml);
    expect(doc.rss["@_version"]).toBe("2.0");
    const channel = doc.rss.channel;
    expect(channel.title).toBe("Fiskegänget – nyheter");
    expect(channel.link).toBe(`${SITE}/news`);
    expect(channel["atom:link"]["@_href"]).toBe(`${SITE}/news/feed.xml`);
    const items = channel.item as Record<string, unknown>[];
    expect(items.map((item) => item.title)).toEqual(["Abborre &amp; gädda &lt;i&gt;nu&lt;/i&gt;", "Första nyheten"].map(decode));
    expect(items.map((item) => item.link)).toEqual([`${SITE}${newer.path}`, `${SITE}${older.path}`]);
    for (const item of items) {
      expect(Number.isNaN(Date.parse(String(item.pubDate)))).toBe(false);
      expect(item["dc:creator"]).toBe("Redaktoren");
      expect(String(item.description)).toContain("Gösen nappar");
    }
  });

  it("is valid with no articles at all", async () => {
    const xml = await (await feedRoute()).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain("<item>");
  });
});

function decode(text: string): string {
  return text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

describe("sitemap", () => {
  it("lists home, reports, each published article and the profiles of members who may be named", async () => {
    const published = await write("Publicerad nyhet", true);
    const draft = await write("Utkast", false);
    const open = await createUser(db, { username: "Synlig" });
    const anonymous = await createUser(db, { username: "Gomd", isAnonymous: true });
    const child = await createUser(db, { username: "Vantande", age: 10, consentStatus: "PENDING" });

    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls).toContain(SITE);
    expect(urls).toContain(`${SITE}/reports`);
    expect(urls).toContain(`${SITE}/news`);
    expect(urls).toContain(`${SITE}${published.path}`);
    expect(urls.some((url) => url.includes(`/news/${draft.id}`))).toBe(false);
    expect(urls).toContain(`${SITE}/profile/${open.id}`);
    expect(urls).not.toContain(`${SITE}/profile/${anonymous.id}`);
    expect(urls).not.toContain(`${SITE}/profile/${child.id}`);
  });
});

describe("a published article as the public reads it", () => {
  it("is what the editor's read gives, to the millisecond, with its likes and live comments counted; a draft is none", async () => {
    const written = await write("Isfiske på Runn", true);
    const reader = await createUser(db, { username: "Läsaren" });
    await db.newsLike.create({ data: { newsId: written.id, userId: reader.id } });
    await db.comment.create({ data: { newsId: written.id, authorId: reader.id, body: "Tack!" } });
    await db.comment.create({ data: { newsId: written.id, authorId: reader.id, body: "Borttagen", deletedAt: new Date() } });
    await db.newsArticle.update({ where: { id: written.id }, data: { imageUrl: "/uploads/news/is.webp", imageFocus: "top" } });
    const read = await getPublishedArticle(written.id);
    expect(read).toEqual(await getArticleFor({ viewer: admin, id: written.id }));
    expect(read).toMatchObject({ like_count: 1, comment_count: 1, image_focus: "top", username: "Redaktoren" });
    // The author gone: the article stays, by "Okänd".
    await db.newsArticle.update({ where: { id: written.id }, data: { authorId: null } });
    expect((await getPublishedArticle(written.id))?.username).toBe("Okänd");
    const draft = await write("Utkast", false);
    expect(await getPublishedArticle(draft.id)).toBeNull();
  });
});

describe("JSON-LD", () => {
  it("describes an article as a schema.org NewsArticle that parses and cannot close its script element", async () => {
    const written = await write("Gädda </script><script>alert(1)</script>", true);
    await db.newsArticle.update({ where: { id: written.id }, data: { imageUrl: "/uploads/news/bild.webp" } });
    const article = (await getPublishedArticle(written.id))!;
    const text = serializeJsonLd(articleJsonLd(article, SITE));
    expect(text).not.toMatch(/<\/script/i);

    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("NewsArticle");
    expect(data.headline).toBe("Gädda </script><script>alert(1)</script>");
    expect(data.image).toEqual([`${SITE}/uploads/news/bild.webp`]);
    expect(new Date(String(data.datePublished)).toISOString()).toBe(article.published_at);
    expect(new Date(String(data.dateModified)).toISOString()).toBe(article.updated_at);
    expect(data.author).toEqual([{ "@type": "Person", name: "Redaktoren" }]);
    expect(data.url).toBe(`${SITE}${article.path}`);
    expect(String(data.description)).toContain("Gösen nappar");
  });
});

import { describe, expect, it } from "vitest";
import { articleDescription, articlePlainText, articlePreview, renderArticleHtml } from "@/lib/news/render";
import { articleIdFromSlug, articlePath, slugify } from "@/lib/news/messages";

describe("article text", () => {
  it("makes paragraphs and links, and escapes every tag the author types", () => {
    const html = renderArticleHtml('Första stycket.\n\nSe [länken](https://example.se) <script>alert(1)</script> <img src=x onerror="alert(1)">');
    expect(html).toContain("<p>Första stycket.</p>");
    expect(html).toContain('<a href="https://example.se" rel="nofollow ugc noopener">länken</a>');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;");
  });

  it("refuses javascript: links and makes bare addresses links", () => {
    expect(renderArticleHtml("[klick](javascript:alert(1))")).not.toContain("href");
    expect(renderArticleHtml("Läs mer på https://fiskeganget.se")).toContain('<a href="https://fiskeganget.se" rel="nofollow ugc noopener">');
  });

  it("turns headings and images into plain text", () => {
    const html = renderArticleHtml("# Rubrik\n\n![bild](https://example.se/x.png)");
    expect(html).not.toMatch(/<h1|<img/);
  });

  it("previews the first 40 words of the plain text", () => {
    const words = Array.from({ length: 45 }, (_, i) => `ord${i}`);
    const preview = articlePreview(`**${words.slice(0, 5).join(" ")}**\n\n${words.slice(5).join(" ")}`);
    expect(preview.truncated).toBe(true);
    expect(preview.text).toBe(`${words.slice(0, 40).join(" ")}…`);
    expect(articlePreview("Kort text.")).toEqual({ text: "Kort text.", truncated: false });
    expect(articlePlainText("Se [här](https://x.se)!")).toBe("Se här!");
    expect(articleDescription("ord ".repeat(100)).length).toBeLessThanOrEqual(160);
  });
});

describe("article addresses", () => {
  it("writes a readable slug and reads the id back", () => {
    expect(slugify("Gösfisket i Mälaren tar fart!")).toBe("gosfisket-i-malaren-tar-fart");
    expect(slugify("???")).toBe("artikel");
    expect(articlePath({ id: 12, title: "Åska över Älven" })).toBe("/news/12-aska-over-alven");
    expect(articleIdFromSlug("12-aska-over-alven")).toBe(12);
    expect(articleIdFromSlug("12")).toBe(12);
    expect(articleIdFromSlug("0")).toBeNull();
    expect(articleIdFromSlug("abc")).toBeNull();
    expect(articleIdFromSlug("12-ÅÄÖ")).toBe(12);
    expect(articleIdFromSlug("12abc")).toBeNull();
  });
});

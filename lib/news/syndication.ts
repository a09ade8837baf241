// How published news is described to machines: the RSS 2.0 feed and each article's JSON-LD NewsArticle.
// Only published articles (from the cached public reads) ever reach these.
import "server-only";
import { articleDescription, articlePlainText } from "@/lib/news/render";
import type { NewsArticleJson } from "@/lib/news/types";

export const FEED_PATH = "/news/feed.xml";
export const FEED_TITLE = "Fiskegänget – nyheter";
const FEED_DESCRIPTION = "Nyheter från Fiskegänget, mötesplatsen för alla som fiskar.";

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    // Characters XML 1.0 does not allow at all.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "");
}

/** When an article was published (its creation for articles from before publishing was dated). */
export const publishedDate = (article: NewsArticleJson) => article.published_at ?? article.created_at;

export function renderNewsFeed(articles: readonly NewsArticleJson[], site: string): string {
  const items = articles.map((article) => {
    const link = `${site}${article.path}`;
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="false">fiskeganget-news-${article.id}</guid>`,
      `      <pubDate>${new Date(publishedDate(article)).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(article.username)}</dc:creator>`,
      `      <description>${escapeXml(articleDescription(article.content, 500))}</description>`,
      "    </item>",
    ].join("\n");
  });
  const newest = articles[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(FEED_TITLE)}</title>`,
    `    <link>${escapeXml(`${site}/news`)}</link>`,
    `    <description>${escapeXml(FEED_DESCRIPTION)}</description>`,
    "    <language>sv-SE</language>",
    `    <atom:link href="${escapeXml(`${site}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    newest ? `    <lastBuildDate>${new Date(newest.updated_at).toUTCString()}</lastBuildDate>` : null,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== null)
    .join("\n");
}

/** schema.org NewsArticle for one article. */
export function articleJsonLd(article: NewsArticleJson, site: string): Record<string, unknown> {
  const url = `${site}${article.path}`;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: article.title.slice(0, 110),
    description: articleDescription(article.content),
    articleBody: articlePlainText(article.content),
    image: [article.image_url ? `${site}${article.image_url}` : `${site}/apple-icon.png`],
    datePublished: publishedDate(article),
    dateModified: article.updated_at,
    author: [{ "@type": "Person", name: article.username }],
    publisher: { "@type": "Organization", name: "Fiskegänget", logo: { "@type": "ImageObject", url: `${site}/apple-icon.png` } },
    inLanguage: "sv-SE",
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

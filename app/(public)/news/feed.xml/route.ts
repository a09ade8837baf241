// GET /news/feed.xml – RSS 2.0 of the newest published articles. The articles come from the news cache (tag
// "news"), so a write shows at the next request; addresses use the running server's SITE_URL.
import { env } from "@/lib/env";
import { getCachedFeedArticles } from "@/lib/news/cached";
import { renderNewsFeed } from "@/lib/news/syndication";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const xml = renderNewsFeed(await getCachedFeedArticles(), env().SITE_URL);
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" },
  });
}

// The news' public reads, cached for every visitor alike and tagged with what they show (lib/cache/tags.ts).
// Only published articles are ever read here, so no draft can reach a cached page, payload or feed.
import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "@/lib/cache/tags";
import { getPublishedArticle, listFeedArticles, listPublishedArticles } from "@/lib/news/queries";
import type { NewsArticleJson, NewsPage } from "@/lib/news/types";

const readNewsPage = unstable_cache((page: number) => listPublishedArticles({ page }), ["public-news-page"], {
  tags: [CACHE_TAGS.news],
  revalidate: PUBLIC_READ_SECONDS,
});

const readFeed = unstable_cache(() => listFeedArticles(), ["public-news-feed"], {
  tags: [CACHE_TAGS.news],
  revalidate: PUBLIC_READ_SECONDS,
});

/** One page of the public news list (the /news pages and the API's answer). */
export function getCachedNewsPage(page: number): Promise<NewsPage> {
  return readNewsPage(page);
}

/** The newest published articles, for the RSS feed. */
export function getCachedFeedArticles(): Promise<NewsArticleJson[]> {
  return readFeed();
}

/** A published article as its page shows it, or null (missing or a draft). */
export function getCachedArticle(id: number): Promise<NewsArticleJson | null> {
  return unstable_cache(() => getPublishedArticle(id), ["public-news-article", String(id)], {
    tags: [CACHE_TAGS.newsArticle(id)],
    revalidate: PUBLIC_READ_SECONDS,
  })();
}

import "server-only";
import { db, type Prisma } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { notFound } from "@/lib/errors";
import { articlePath, NEWS_LIMITS, newsMessages } from "@/lib/news/messages";
import type { NewsArticleJson, NewsLikeStatus, NewsPage } from "@/lib/news/types";
import { publicDisplayName } from "@/lib/privacy/members";

export const articleSelect = {
  id: true,
  title: true,
  content: true,
  published: true,
  imageUrl: true,
  imageFocus: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
  author: { select: { id: true, username: true, isAnonymous: true } },
  _count: { select: { likes: true, comments: { where: { deletedAt: null } } } },
} satisfies Prisma.NewsArticleSelect;

type ArticleRow = Prisma.NewsArticleGetPayload<{ select: typeof articleSelect }>;

export function toArticleJson(row: ArticleRow): NewsArticleJson {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    published: row.published,
    image_url: row.imageUrl,
    image_focus: row.imageFocus,
    username: row.author ? publicDisplayName(row.author) : "Okänd",
    created_at: row.createdAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    like_count: row._count.likes,
    comment_count: row._count.comments,
    path: articlePath(row),
  };
}

const NEWEST_FIRST = [{ publishedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }, { id: "desc" }] satisfies Prisma.NewsArticleOrderByWithRelationInput[];

/** One page of published articles, newest first; a page past the end is empty. Drafts are never read. */
export async function listPublishedArticles({ page = 1, pageSize = NEWS_LIMITS.pageSize }: { page?: number; pageSize?: number } = {}): Promise<NewsPage> {
  const [total, rows] = await Promise.all([
    db.newsArticle.count({ where: { published: true } }),
    db.newsArticle.findMany({
      where: { published: true },
      select: articleSelect,
      orderBy: NEWEST_FIRST,
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
  ]);
  return { articles: rows.map(toArticleJson), page, pageCount: Math.max(1, Math.ceil(total / pageSize)), total };
}

/** A published article, or null (a draft is as good as missing to the public). */
export async function getPublishedArticle(id: number): Promise<NewsArticleJson | null> {
  const row = await db.newsArticle.findFirst({ where: { id, published: true }, select: articleSelect });
  return row ? toArticleJson(row) : null;
}

/** Every article, drafts first in line with the rest by date: the admin's editor list. */
export async function listAllArticles(): Promise<NewsArticleJson[]> {
  const rows = await db.newsArticle.findMany({ select: articleSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(toArticleJson);
}

/** An article as the viewer may see it: admins see drafts, anyone else gets 404 for them. */
export async function getArticleFor({ viewer, id }: { viewer: SessionUser | null; id: number }): Promise<NewsArticleJson> {
  const row = await db.newsArticle.findUnique({ where: { id }, select: articleSelect });
  if (!row || (!row.published && !viewer?.isAdmin)) throw notFound(newsMessages.notFound);
  return toArticleJson(row);
}

/** The like count and whether the viewer likes the article; 404 for a missing article and, unless admin, a draft. */
export async function getNewsLikeStatus({ viewer, newsId }: { viewer: SessionUser | null; newsId: number }): Promise<NewsLikeStatus> {
  const row = await db.newsArticle.findUnique({
    where: { id: newsId },
    select: {
      published: true,
      _count: { select: { likes: true } },
      likes: viewer ? { where: { userId: viewer.id }, select: { userId: true } } : false,
    },
  });
  if (!row || (!row.published && !viewer?.isAdmin)) throw notFound(newsMessages.notFound);
  return { liked: (row.likes?.length ?? 0) > 0, likeCount: row._count.likes };
}

export const FEED_ITEMS_MAX = 50;
export const SITEMAP_ARTICLES_MAX = 1000;

/** The newest published articles for the RSS feed. */
export async function listFeedArticles(limit: number = FEED_ITEMS_MAX): Promise<NewsArticleJson[]> {
  return (await listPublishedArticles({ page: 1, pageSize: limit })).articles;
}

/** Published articles for the sitemap: address and last change. */
export async function listSitemapArticles(): Promise<{ id: number; title: string; updatedAt: Date }[]> {
  return db.newsArticle.findMany({
    where: { published: true },
    select: { id: true, title: true, updatedAt: true },
    orderBy: NEWEST_FIRST,
    take: SITEMAP_ARTICLES_MAX,
  });
}

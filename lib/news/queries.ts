import "server-only";
import { db, isoText, Prisma } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { notFound } from "@/lib/errors";
import { articlePath, NEWS_LIMITS, newsMessages } from "@/lib/news/messages";
import type { NewsArticleJson, NewsLikeStatus, NewsPage } from "@/lib/news/types";
import { publicDisplayName } from "@/lib/privacy/members";
import { viaDriver } from "@/lib/report-rows/public";

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

type DriverArticleRow = {
  id: number;
  title: string;
  content: string;
  published: boolean;
  image_url: string | null;
  image_focus: ArticleRow["imageFocus"];
  published_at: string | null;
  created_at: string;
  updated_at: string;
  author_id: number | null;
  author_username: string | null;
  author_anonymous: boolean | null;
  like_count: number;
  comment_count: number;
};

/**
 * A published article, or null (a draft is as good as missing to the public). Through the driver, the times as
 * text: every first read of an article asks, and Prisma's query work was a part of that read worth sparing.
 */
export async function getPublishedArticle(id: number): Promise<NewsArticleJson | null> {
  const [row] = await viaDriver.$queryRaw<DriverArticleRow[]>`
    SELECT a.id, a.title, a.content, a.published, a.image_url, a.image_focus::text AS image_focus,
           ${isoText(Prisma.sql`a.published_at`)} AS published_at, ${isoText(Prisma.sql`a.created_at`)} AS created_at,
           ${isoText(Prisma.sql`a.updated_at`)} AS updated_at,
           u.id AS author_id, u.username AS author_username, u.is_anonymous AS author_anonymous,
           (SELECT count(*)::int FROM news_likes l WHERE l.news_id = a.id) AS like_count,
           (SELECT count(*)::int FROM comments c WHERE c.news_id = a.id AND c.deleted_at IS NULL) AS comment_count
    FROM news_articles a LEFT JOIN users u ON u.id = a.author_id
    WHERE a.id = ${id}::int AND a.published`;
  if (!row) return null;
  return toArticleJson({
    id: row.id,
    title: row.title,
    content: row.content,
    published: row.published,
    imageUrl: row.image_url,
    imageFocus: row.image_focus,
    publishedAt: row.published_at === null ? null : new Date(row.published_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    author: row.author_id === null ? null : { id: row.author_id, username: row.author_username!, isAnonymous: row.author_anonymous! },
    _count: { likes: row.like_count, comments: row.comment_count },
  });
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

// /news/{id}-{slug} – one published article as a page of its own: the address shared, fed and read by search
// engines, with its card for link previews and JSON-LD NewsArticle. Rendered on first request and cached until
// the article changes; other spellings of the address (/news/12, an old title) redirect to the current one, and
// drafts and unknown ids are a real 404 for everyone (admins read drafts in the editor on /news).
import type { Metadata } from "next";
import { cache } from "react";
import { notFound, permanentRedirect } from "next/navigation";
import { env } from "@/lib/env";
import { getCachedArticle } from "@/lib/news/cached";
import { articleIdFromSlug } from "@/lib/news/messages";
import { articleDescription, renderArticleHtml } from "@/lib/news/render";
import { articleJsonLd, FEED_PATH, FEED_TITLE, publishedDate, serializeJsonLd } from "@/lib/news/syndication";
import { ArticleByline, ArticleImage } from "../_components/news-card";
import { LikeButton } from "@/components/ui/like-button";
import { ShareButton } from "@/components/ui/share-button";
import { cardImage } from "@/lib/share/card-address";
import styles from "../_components/news.module.css";
import { BackLink } from "@/components/ui/back-link";
import { CommentSection } from "@/components/comments/comment-section";

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

// Read once per render: the metadata and the page share it.
const loadArticle = cache(async (raw: string) => {
  const id = articleIdFromSlug(decoded(raw));
  return id ? getCachedArticle(id) : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await loadArticle((await params).id);
  if (!article) return { title: "Artikeln hittades inte", robots: { index: false } };
  const description = articleDescription(article.content);
  const images = [cardImage(article.path, [article.title, article.published_at, article.username, article.image_url])];
  return {
    title: article.title,
    description,
    alternates: { canonical: article.path, types: { "application/rss+xml": [{ url: FEED_PATH, title: FEED_TITLE }] } },
    openGraph: {
      type: "article",
      title: article.title,
      description,
      url: article.path,
      siteName: "Fiskegänget",
      locale: "sv_SE",
      publishedTime: publishedDate(article),
      modifiedTime: article.updated_at,
      authors: [article.username],
      images,
    },
    twitter: {
      card: "summary_large_image",
      title: article.title,
      description,
      images,
    },
  };
}

export default async function ArticlePage({ params }: Props) {
  const raw = (await params).id;
  const article = await loadArticle(raw);
  if (!article) notFound();
  if (`/news/${decoded(raw)}` !== article.path) permanentRedirect(article.path);

  return (
    <div className={styles.articlePage}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(articleJsonLd(article, env().SITE_URL)) }} />
      <BackLink href="/news">Alla nyheter</BackLink>
      <article className={styles.card}>
        <ArticleImage article={article} priority />
        <div className={styles.cardBody}>
          <h1 className={styles.articleTitle}>{article.title}</h1>
          <ArticleByline article={article} />
          <div className={`${styles.text} ${styles.body}`} dangerouslySetInnerHTML={{ __html: renderArticleHtml(article.content) }} />
          <div className={styles.actions}>
            <LikeButton kind="news" id={article.id} initialCount={article.like_count} title={article.title} />
            <ShareButton path={article.path} title={article.title} />
          </div>
        </div>
      </article>
      <CommentSection thread={{ kind: "news", id: article.id }} ownerId={null} path={article.path} commentCount={article.comment_count} />
    </div>
  );
}

// One published article in the list: image cropped by its focus, title linking to its own page, author, date,
// the 40-word preview with the full text behind 'Visa mer', and the like button.
import { Photo } from "@/components/ui/photo";
import Link from "next/link";
import { formatNewsDate } from "@/lib/news/messages";
import { articlePreview, renderArticleHtml } from "@/lib/news/render";
import type { NewsArticleJson } from "@/lib/news/types";
import { ExpandableText } from "./expandable-text";
import { LikeButton } from "@/components/ui/like-button";
import { commentCountLabel } from "@/lib/comments/display";
import styles from "./news.module.css";

export const focusClass = { top: styles.focusTop, center: styles.focusCenter, bottom: styles.focusBottom } as const;

export function ArticleByline({ article }: { article: NewsArticleJson }) {
  const date = article.published_at ?? article.created_at;
  return (
    <p className={styles.byline}>
      Av {article.username} · <time dateTime={date}>{formatNewsDate(date)}</time>
    </p>
  );
}

/** The article's picture, cropped around its chosen focus; nothing when it has none. */
export function ArticleImage({ article, priority }: { article: Pick<NewsArticleJson, "image_url" | "image_focus">; priority: boolean }) {
  if (!article.image_url) return null;
  return (
    <div className={styles.media}>
      <Photo
        src={article.image_url}
        alt=""
        fill
        sizes="(max-width: 760px) 100vw, 720px"
        className={`${styles.photo} ${focusClass[article.image_focus]}`}
        priority={priority}
      />
    </div>
  );
}

export function NewsCard({ article, headingLevel = 2, priorityImage = false }: { article: NewsArticleJson; headingLevel?: 2 | 3; priorityImage?: boolean }) {
  const preview = articlePreview(article.content);
  const html = { __html: renderArticleHtml(article.content) };
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <ArticleImage article={article} priority={priorityImage} />
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link href={article.path}>{article.title}</Link>
        </Heading>
        <ArticleByline article={article} />
        {preview.truncated ? (
          <ExpandableText preview={preview.text} title={article.title}>
            <div dangerouslySetInnerHTML={html} />
          </ExpandableText>
        ) : (
          <div className={`${styles.text} ${styles.body}`} dangerouslySetInnerHTML={html} />
        )}
        <div className={styles.actions}>
          <LikeButton kind="news" id={article.id} initialCount={article.like_count} title={article.title} />
          <Link href={`${article.path}#kommentarer`} className={styles.commentsLink}>
            {article.comment_count > 0 ? commentCountLabel(article.comment_count) : "Kommentera"}
          </Link>
        </div>
      </div>
    </article>
  );
}

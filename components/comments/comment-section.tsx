// The talk under a report or an article: server-rendered from the cached page, so visitors and search engines read
// it without JavaScript. What the viewer may do (answer, remove, flag, write) is added in the browser.
import Link from "next/link";
import { getCachedComments } from "@/lib/comments/cached";
import { commentSegments } from "@/lib/comments/render";
import { commentMessages, type CommentThread, type PublicComment } from "@/lib/comments/messages";
import { formatCommentTime } from "@/lib/comments/display";
import { CommentControls } from "./comment-controls";
import { CommentComposer } from "./comment-composer";
import styles from "./comments.module.css";

type CommentSectionProps = {
  thread: CommentThread;
  /** the report's owner as everyone may know them (reportOwnerId), who may remove comments under it; null for news */
  ownerId: number | null;
  /** where 'Logga in' comes back to */
  path: string;
  /**
   * The thread's comments as the page's own cached read counted them (expired by the same writes): with none, the
   * section skips its read, which most pages' first rendering would spend for nothing.
   */
  commentCount?: number;
};

export async function CommentSection({ thread, ownerId, path, commentCount }: CommentSectionProps) {
  const comments = commentCount === 0 ? [] : await getCachedComments(thread);
  const count = comments.filter((comment) => !comment.deleted).length;
  const topLevel = comments.filter((comment) => comment.parent_id === null);
  const repliesTo = (id: number) => comments.filter((comment) => comment.parent_id === id);

  return (
    <section id="kommentarer" aria-labelledby="kommentarer-rubrik" className={styles.section}>
      <h2 id="kommentarer-rubrik" className={styles.heading}>
        Kommentarer{count > 0 ? ` (${count})` : ""}
      </h2>
      {topLevel.length === 0 ? (
        <p className={styles.empty}>Inga kommentarer än. Skriv den första!</p>
      ) : (
        <ol className={styles.list}>
          {topLevel.map((comment) => {
            const replies = repliesTo(comment.id);
            return (
              <li key={comment.id} className={styles.item}>
                <Comment comment={comment} thread={thread} ownerId={ownerId} />
                {replies.length > 0 ? (
                  <ol className={styles.replies} aria-label={`Svar på ${comment.author?.name ?? "en borttagen kommentar"}`}>
                    {replies.map((reply) => (
                      <li key={reply.id} className={styles.item}>
                        <Comment comment={reply} thread={thread} ownerId={ownerId} />
                      </li>
                    ))}
                  </ol>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <CommentComposer thread={thread} path={path} />
    </section>
  );
}

function Comment({ comment, thread, ownerId }: { comment: PublicComment; thread: CommentThread; ownerId: number | null }) {
  if (comment.deleted || !comment.author) {
    return (
      <article id={`kommentar-${comment.id}`} className={`${styles.comment} ${styles.removed}`}>
        <p className={styles.body}>{commentMessages.deleted}</p>
      </article>
    );
  }
  const { author } = comment;
  return (
    <article id={`kommentar-${comment.id}`} className={styles.comment} aria-labelledby={`kommentar-${comment.id}-av`}>
      <header className={styles.meta}>
        <span id={`kommentar-${comment.id}-av`} className={styles.author}>
          {author.id !== null ? (
            <Link href={`/profile/${author.id}`} prefetch={false}>
              {author.name}
            </Link>
          ) : (
            author.name
          )}
        </span>
        <time dateTime={comment.created_at} className={styles.time}>
          {formatCommentTime(comment.created_at)}
        </time>
      </header>
      <p className={styles.body}>
        {commentSegments(comment.body).map((segment, index) =>
          segment.href ? (
            <a key={index} href={segment.href} rel="nofollow ugc noopener">
              {segment.text}
            </a>
          ) : (
            segment.text
          ),
        )}
      </p>
      <CommentControls
        comment={{ id: comment.id, parentId: comment.parent_id, author }}
        thread={thread}
        ownerId={ownerId}
      />
    </article>
  );
}

"use client";
// Admins' part of /news: every article with its status ('Utkast' or 'Publicerad'), and writing, editing and
// deleting them. Loaded only for admins (news-admin-slot.tsx); the public list below comes from the cache and is
// refreshed after every change.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { apiFetch, type ApiResult } from "@/lib/api-client";
import { formatNewsDate, newsMessages } from "@/lib/news/messages";
import type { NewsArticleJson } from "@/lib/news/types";
import { ArticleEditor } from "./article-editor";
import styles from "./news.module.css";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { useConfirm } from "@/components/ui/confirm-dialog";
import buttons from "@/components/ui/buttons.module.css";
import layout from "@/components/ui/layout.module.css";

type Editing = { mode: "new" } | { mode: "edit"; article: NewsArticleJson } | null;

function isArticleList(value: unknown): value is { articles: NewsArticleJson[] } {
  return Array.isArray((value as { articles?: unknown } | null)?.articles);
}

function fetchArticles(signal?: AbortSignal) {
  return apiFetch("/api/news/admin", { accept: isArticleList, signal, fallback: newsMessages.loadFailed });
}

export function NewsAdmin() {
  const { confirm, confirmDialog } = useConfirm();
  const router = useRouter();
  const [articles, setArticles] = useState<NewsArticleJson[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  const show = useCallback((result: ApiResult<{ articles: NewsArticleJson[] }>) => {
    if (result.ok) {
      setArticles(result.data.articles);
      setLoadError(null);
    } else if (result.reason !== "aborted") {
      setLoadError(newsMessages.loadFailed);
    }
  }, []);

  const load = useCallback(() => fetchArticles().then(show), [show]);

  useEffect(() => {
    const controller = new AbortController();
    void fetchArticles(controller.signal).then(show);
    return () => controller.abort();
  }, [show]);

  function saved() {
    setEditing(null);
    void load();
    router.refresh();
  }

  async function remove(article: NewsArticleJson) {
    if (!(await confirm(`Vill du ta bort artikeln "${article.title}"? Det går inte att ångra.`, "Ta bort artikel"))) return;
    setDeleteError(null);
    setDeleting(article.id);
    const result = await apiFetch(`/api/news/${article.id}`, { method: "DELETE", fallback: newsMessages.deleteFailed });
    setDeleting(null);
    if (!result.ok) {
      setDeleteError(newsMessages.deleteFailed);
      return;
    }
    if (editing?.mode === "edit" && editing.article.id === article.id) setEditing(null);
    void load();
    router.refresh();
  }

  return (
    <section className={styles.admin} aria-labelledby="nyhetsredaktion-rubrik">
      <div className={layout.spread}>
        <h2 id="nyhetsredaktion-rubrik" className={styles.adminTitle}>
          Redigera nyheter
        </h2>
        {editing?.mode !== "new" ? (
          <button type="button" className={`${buttons.primary} ${buttons.pill}`} onClick={() => setEditing({ mode: "new" })}>
            Ny artikel
          </button>
        ) : null}
      </div>

      {editing ? (
        <ArticleEditor
          key={editing.mode === "edit" ? editing.article.id : "new"}
          article={editing.mode === "edit" ? editing.article : null}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : null}

      <div role="alert" className={deleteError ? styles.errorText : undefined}>
        {deleteError}
      </div>

      {loadError ? (
        <ErrorState onRetry={() => void load()}>{loadError}</ErrorState>
      ) : articles === null ? (
        <Loading />
      ) : articles.length === 0 ? (
        <EmptyState>Inga artiklar ännu. Skriv den första!</EmptyState>
      ) : (
        <ul className={styles.adminList} aria-label="Alla artiklar">
          {articles.map((article) => (
            <li key={article.id} className={styles.adminItem}>
              <div className={styles.adminItemText}>
                <span className={article.published ? styles.badgePublished : styles.badgeDraft}>
                  {article.published ? "Publicerad" : "Utkast"}
                </span>
                {article.published ? (
                  <Link href={article.path} className={styles.adminItemTitle}>
                    {article.title}
                  </Link>
                ) : (
                  <span className={styles.adminItemTitle}>{article.title}</span>
                )}
                <span className={styles.muted}>{formatNewsDate(article.published_at ?? article.created_at)}</span>
              </div>
              <div className={styles.adminItemActions}>
                <button type="button" className={`${buttons.small} ${buttons.pill}`} onClick={() => setEditing({ mode: "edit", article })}>
                  Redigera<span className="visually-hidden"> {article.title}</span>
                </button>
                <button
                  type="button"
                  className={`${buttons.danger} ${buttons.pill}`}
                  onClick={() => void remove(article)}
                  disabled={deleting === article.id}
                >
                  {deleting === article.id ? "Tar bort..." : "Ta bort"}
                  <span className="visually-hidden"> {article.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {confirmDialog}
    </section>
  );
}

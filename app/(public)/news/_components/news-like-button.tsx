"use client";
// Like toggle for one article: members toggle it through the API, visitors are told to log in. The count comes
// with the (cached) page; a member's own like state is asked for once the session is known.
import { useEffect, useState } from "react";
import { useSession } from "@/components/shell/session-context";
import { apiFetch } from "@/lib/api-client";
import { newsMessages } from "@/lib/news/messages";
import type { NewsLikeStatus } from "@/lib/news/types";
import styles from "./news.module.css";

const LIKE_FAILED = "Kunde inte gilla nyheten. Försök igen.";

function isLikeStatus(value: unknown): value is NewsLikeStatus {
  const data = value as Partial<NewsLikeStatus> | null;
  return typeof data?.liked === "boolean" && typeof data.likeCount === "number";
}

export function NewsLikeButton({ newsId, initialCount, title }: { newsId: number; initialCount: number; title: string }) {
  const { status } = useSession();
  const [state, setState] = useState<NewsLikeStatus>({ liked: false, likeCount: initialCount });
  const [busy, setBusy] = useState(false);
  const isMember = status === "member";

  useEffect(() => {
    if (!isMember) return;
    const controller = new AbortController();
    void apiFetch(`/api/likes/news/${newsId}`, { accept: isLikeStatus, signal: controller.signal }).then((result) => {
      if (result.ok) setState(result.data);
    });
    return () => controller.abort();
  }, [newsId, isMember]);

  async function toggle() {
    if (!isMember) {
      alert(newsMessages.loginToLike);
      return;
    }
    setBusy(true);
    const result = await apiFetch(`/api/likes/news/${newsId}`, { method: "POST", accept: isLikeStatus });
    setBusy(false);
    if (result.ok) setState(result.data);
    else alert(result.status === 401 ? newsMessages.loginToLike : LIKE_FAILED);
  }

  return (
    <button
      type="button"
      className={styles.likeButton}
      aria-pressed={state.liked}
      aria-busy={busy || status === "loading"}
      disabled={busy || status === "loading"}
      onClick={toggle}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.heart}>
        <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z" />
      </svg>
      <span>
        Gilla<span className="visually-hidden"> {title}</span>
      </span>
      <span className={styles.likeCount}>
        {state.likeCount}
        <span className="visually-hidden"> {state.likeCount === 1 ? "gillning" : "gillningar"}</span>
      </span>
    </button>
  );
}

"use client";
// The one like toggle, for reports and news. The count comes with the (cached) page; a member's own like state is
// asked for once the session is known; visitors are told to log in. SPEC §7 names the answers' fields differently
// for the two (userLiked for reports, liked for news), so each kind says which field it reads.
import { useEffect, useState } from "react";
import { useSession } from "@/components/shell/session-context";
import { apiFetch } from "@/lib/api-client";
import styles from "./like-button.module.css";
import buttons from "@/components/ui/buttons.module.css";

const KINDS = {
  reports: {
    likedField: "userLiked",
    loginRequired: "Du måste vara inloggad för att gilla rapporter",
    failed: "Kunde inte gilla rapporten. Försök igen.",
  },
  news: {
    likedField: "liked",
    loginRequired: "Du måste vara inloggad för att gilla nyheter",
    failed: "Kunde inte gilla nyheten. Försök igen.",
  },
} as const;

type LikeState = { liked: boolean; likeCount: number };

function readLikeState(kind: keyof typeof KINDS, value: unknown): LikeState | null {
  const data = value as Record<string, unknown> | null;
  const liked = data?.[KINDS[kind].likedField];
  return typeof liked === "boolean" && typeof data?.likeCount === "number" ? { liked, likeCount: data.likeCount } : null;
}

type LikeButtonProps = {
  kind: keyof typeof KINDS;
  id: number;
  initialCount: number;
  /** The member's own like when the page already knows it (a page drawn for the member): not asked again. */
  initialLiked?: boolean;
  /** Read after 'Gilla' by screen readers, where several like buttons share a page. */
  title?: string;
  onCountChange?: (count: number) => void;
};

export function LikeButton({ kind, id, initialCount, initialLiked, title, onCountChange }: LikeButtonProps) {
  const { status } = useSession();
  const [state, setState] = useState<LikeState>({ liked: initialLiked ?? false, likeCount: initialCount });
  const [busy, setBusy] = useState(false);
  const isMember = status === "member";
  const url = `/api/likes/${kind}/${id}`;
  const accept = (value: unknown): value is unknown => readLikeState(kind, value) !== null;

  useEffect(() => {
    if (!isMember || initialLiked !== undefined) return;
    const controller = new AbortController();
    void apiFetch(url, { signal: controller.signal }).then((result) => {
      const read = result.ok ? readLikeState(kind, result.data) : null;
      if (read) setState(read);
    });
    return () => controller.abort();
  }, [url, kind, isMember, initialLiked]);

  async function toggle() {
    const messages = KINDS[kind];
    if (!isMember) {
      alert(messages.loginRequired);
      return;
    }
    setBusy(true);
    const result = await apiFetch(url, { method: "POST", accept });
    setBusy(false);
    const read = result.ok ? readLikeState(kind, result.data) : null;
    if (read) {
      setState(read);
      onCountChange?.(read.likeCount);
    } else {
      alert(!result.ok && result.status === 401 ? messages.loginRequired : messages.failed);
    }
  }

  return (
    <button
      type="button"
      className={`${buttons.base} ${buttons.pill} ${styles.likeButton}`}
      aria-pressed={state.liked}
      aria-busy={busy || status === "loading"}
      disabled={busy || status === "loading"}
      onClick={toggle}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.heart}>
        <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z" />
      </svg>
      <span>
        Gilla{title ? <span className="visually-hidden"> {title}</span> : null}
      </span>
      <span className={styles.likeCount}>
        {state.likeCount}
        <span className="visually-hidden"> {state.likeCount === 1 ? "gillning" : "gillningar"}</span>
      </span>
    </button>
  );
}

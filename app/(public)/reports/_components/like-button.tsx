"use client";
// Like toggle for one report: members toggle it through the API, visitors are told to log in. The count comes
// with the (cached) page; a member's own like state is asked for once the session is known.
import { useEffect, useState } from "react";
import type { SessionStatus } from "@/components/shell/session-context";
import { apiFetch } from "@/lib/api-client";
import styles from "./report-details.module.css";

const LOGIN_REQUIRED = "Du måste vara inloggad för att gilla rapporter";
const LIKE_FAILED = "Kunde inte gilla rapporten. Försök igen.";

type LikeState = { userLiked: boolean; likeCount: number };

function isLikeState(value: unknown): value is LikeState {
  const data = value as Partial<LikeState> | null;
  return typeof data?.userLiked === "boolean" && typeof data.likeCount === "number";
}

type LikeButtonProps = {
  reportId: number;
  initialCount: number;
  sessionStatus: SessionStatus;
  onCountChange?: (count: number) => void;
};

export function LikeButton({ reportId, initialCount, sessionStatus, onCountChange }: LikeButtonProps) {
  const [state, setState] = useState<LikeState>({ userLiked: false, likeCount: initialCount });
  const [busy, setBusy] = useState(false);
  const isMember = sessionStatus === "member";

  useEffect(() => {
    if (!isMember) return;
    const controller = new AbortController();
    void apiFetch(`/api/likes/reports/${reportId}`, { accept: isLikeState, signal: controller.signal }).then((result) => {
      if (result.ok) setState(result.data);
    });
    return () => controller.abort();
  }, [reportId, isMember]);

  async function toggle() {
    if (!isMember) {
      alert(LOGIN_REQUIRED);
      return;
    }
    setBusy(true);
    const result = await apiFetch(`/api/likes/reports/${reportId}`, { method: "POST", accept: isLikeState });
    setBusy(false);
    if (result.ok) {
      setState(result.data);
      onCountChange?.(result.data.likeCount);
    } else {
      alert(result.status === 401 ? LOGIN_REQUIRED : LIKE_FAILED);
    }
  }

  return (
    <button
      type="button"
      className={styles.likeButton}
      aria-pressed={state.userLiked}
      aria-busy={busy || sessionStatus === "loading"}
      disabled={busy || sessionStatus === "loading"}
      onClick={toggle}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.heart}>
        <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z" />
      </svg>
      <span>Gilla</span>
      <span className={styles.likeCount}>
        {state.likeCount}
        <span className="visually-hidden"> {state.likeCount === 1 ? "gillning" : "gillningar"}</span>
      </span>
    </button>
  );
}

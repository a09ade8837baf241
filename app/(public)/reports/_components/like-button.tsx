"use client";
// Like toggle for one report: members toggle it through the API, visitors are told to log in.
import { useEffect, useState } from "react";
import styles from "./report-details.module.css";

const REQUEST_TIMEOUT_MS = 10_000;
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
  isMember: boolean;
  onCountChange?: (count: number) => void;
};

export function LikeButton({ reportId, initialCount, isMember, onCountChange }: LikeButtonProps) {
  const [state, setState] = useState<LikeState>({ userLiked: false, likeCount: initialCount });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isMember) return;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    fetch(`/api/likes/reports/${reportId}`, { signal: controller.signal, cache: "no-store" })
      .then(async (response) => {
        const data: unknown = response.ok ? await response.json() : null;
        if (isLikeState(data)) setState(data);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("Kunde inte hämta gillningar", error);
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [reportId, isMember]);

  async function toggle() {
    if (!isMember) {
      alert(LOGIN_REQUIRED);
      return;
    }
    setBusy(true);
    try {
      const response = await fetch(`/api/likes/reports/${reportId}`, {
        method: "POST",
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.status === 401) {
        alert(LOGIN_REQUIRED);
        return;
      }
      const data: unknown = response.ok ? await response.json() : null;
      if (!isLikeState(data)) throw new Error(`HTTP ${response.status}`);
      setState(data);
      onCountChange?.(data.likeCount);
    } catch (error) {
      console.error("Kunde inte gilla rapporten", error);
      alert(LIKE_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={styles.likeButton}
      aria-pressed={state.userLiked}
      aria-busy={busy}
      disabled={busy}
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

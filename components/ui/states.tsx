// What a list or section shows while it loads, when it is empty and when it failed: the same words and roles on
// every screen ('Laddar...' as SPEC §2 writes it; a failure is an alert so a screen reader says it at once).
import type { ReactNode } from "react";
import styles from "./states.module.css";

export function Loading({ label = "Laddar..." }: { label?: string }) {
  return <p className={styles.muted}>{label}</p>;
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.muted}>{children}</p>;
}

/** A failure, read out at once; with `onRetry`, a box with 'Försök igen' that asks again. */
export function ErrorState({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  if (!onRetry) {
    return (
      <p role="alert" className={styles.error}>
        {children}
      </p>
    );
  }
  return (
    <div role="alert" className={styles.errorBox}>
      <p>{children}</p>
      <button type="button" className={styles.retryButton} onClick={onRetry}>
        Försök igen
      </button>
    </div>
  );
}

/** One of the three, for a list that fetches: loading, failed with `error`, or loaded with nothing (`empty`). */
export function ListState({ status, error, empty }: { status: "loading" | "error" | "empty"; error?: string; empty?: string }) {
  if (status === "loading") return <Loading />;
  if (status === "error") return <ErrorState>{error}</ErrorState>;
  return <EmptyState>{empty}</EmptyState>;
}

"use client";
import styles from "./admin.module.css";

/** Previous / next with 'Sida 2 av 5'; hidden when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage, label }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; label: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className={styles.smallButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Föregående
      </button>
      <span aria-live="polite">
        Sida {page} av {pages}
      </span>
      <button type="button" className={styles.smallButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Nästa
      </button>
    </nav>
  );
}

/** The loading, error and empty states, the same in every tab. */
export function ListState({ status, error, empty }: { status: "loading" | "error" | "empty"; error?: string; empty?: string }) {
  if (status === "loading") return <p className={styles.muted}>Laddar...</p>;
  if (status === "error")
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  return <p className={styles.muted}>{empty}</p>;
}

"use client";
// Paging for lists the server counts (the admin panel's tabs): 'Föregående' / 'Nästa' with 'Sida 2 av 5' read out
// as it changes. Lists that grow instead keep their own 'Visa fler' (on /reports a link that works without JavaScript).
import buttons from "./buttons.module.css";
import styles from "./pager.module.css";

/** Previous / next with 'Sida 2 av 5'; nothing at all when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage, label }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; label: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className={buttons.small} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Föregående
      </button>
      <span aria-live="polite">
        Sida {page} av {pages}
      </span>
      <button type="button" className={buttons.small} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Nästa
      </button>
    </nav>
  );
}

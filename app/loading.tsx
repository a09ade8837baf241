import styles from "./status-page.module.css";

export default function Loading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      Laddar...
    </div>
  );
}

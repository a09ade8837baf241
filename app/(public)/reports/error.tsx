"use client";
// Shown when the reports could not be read; 'Försök igen' fetches the page again.
import { useEffect } from "react";
import styles from "./reports.module.css";

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return "okänt fel";
  // In production the server hides what went wrong and sends only a reference for its log.
  const digest = (error as Error & { digest?: string }).digest;
  if (digest) return `tekniskt fel på servern (felkod ${digest})`;
  return error.message || "okänt fel";
}

export default function ReportsError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error("Kunde inte hämta rapporter", error);
  }, [error]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Fångstrapporter</h1>
      </header>
      <div role="alert" className={styles.errorBox}>
        <p>Kunde inte hämta rapporter: {reasonOf(error)}</p>
        <button type="button" className={styles.retryButton} onClick={() => retry()}>
          Försök igen
        </button>
      </div>
    </div>
  );
}

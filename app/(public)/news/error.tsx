"use client";
// Shown when the news could not be read (SPEC §8); 'Försök igen' asks again.
import { useEffect } from "react";
import styles from "./_components/news.module.css";

export default function NewsError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error("Kunde inte ladda nyheter", error);
  }, [error]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Nyheter</h1>
      </header>
      <div role="alert" className={styles.errorBox}>
        <p>Kunde inte ladda nyheter</p>
        <button type="button" className={styles.retryButton} onClick={() => retry()}>
          Försök igen
        </button>
      </div>
    </div>
  );
}

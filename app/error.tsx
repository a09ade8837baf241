"use client";

import Link from "next/link";
import { useEffect } from "react";
import styles from "./status-page.module.css";
import buttons from "@/components/ui/buttons.module.css";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error("Sidan kunde inte visas", error);
  }, [error]);

  return (
    <section className={styles.error} role="alert" aria-labelledby="error-title">
      <h1 id="error-title">Hoppsan, något gick snett</h1>
      <p>Sidan kunde inte visas just nu. Det är troligen tillfälligt – försök igen om en liten stund.</p>
      <div className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={() => retry()}>
          Försök igen
        </button>
        <Link href="/home">Till startsidan</Link>
      </div>
    </section>
  );
}

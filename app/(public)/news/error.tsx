"use client";
// Shown when the news could not be read (SPEC §8); 'Försök igen' asks again.
import { useEffect } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState } from "@/components/ui/states";
import styles from "./_components/news.module.css";

export default function NewsError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error("Kunde inte ladda nyheter", error);
  }, [error]);

  return (
    <div className={styles.page}>
      <PageHeader title="Nyheter" />
      <ErrorState onRetry={() => retry()}>Kunde inte ladda nyheter</ErrorState>
    </div>
  );
}

"use client";
// Shown when the reports could not be read; 'Försök igen' fetches the page again.
import { useEffect } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState } from "@/components/ui/states";
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
      <PageHeader title="Fångstrapporter" />
      <ErrorState onRetry={() => retry()}>Kunde inte hämta rapporter: {reasonOf(error)}</ErrorState>
    </div>
  );
}

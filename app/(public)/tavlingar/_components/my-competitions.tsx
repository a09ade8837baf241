"use client";
// The member's own competitions and the invitations waiting for an answer, fetched for them alone.
import Link from "next/link";
import { useEffect, useState } from "react";
import { useSession } from "@/components/shell/session-context";
import { ErrorState, Loading } from "@/components/ui/states";
import buttons from "@/components/ui/buttons.module.css";
import { apiFetch } from "@/lib/api-client";
import type { CompetitionListsJson } from "@/lib/competitions/types";
import { CompetitionList } from "./competition-list";
import styles from "./competitions.module.css";

export function MyCompetitions() {
  const session = useSession();
  const [lists, setLists] = useState<CompetitionListsJson | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (session.status !== "member") return;
    const controller = new AbortController();
    void apiFetch<CompetitionListsJson>("/api/competitions", { signal: controller.signal }).then((result) => {
      if (result.ok) setLists(result.data);
      else if (result.reason !== "aborted") setError(result.error);
    });
    return () => controller.abort();
  }, [session.status, attempt]);

  if (session.status === "loading") return null;
  if (session.status === "visitor") {
    return (
      <p>
        <Link href="/login?next=/tavlingar">Logga in</Link> för att skapa en tävling eller se dina egna.
      </p>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="my-competitions">
      <div className={styles.actions}>
        <h2 id="my-competitions">Mina tävlingar</h2>
        <Link href="/tavlingar/ny" className={buttons.primary}>
          Skapa tävling
        </Link>
      </div>
      {error ? (
        <ErrorState onRetry={() => (setError(null), setAttempt((n) => n + 1))}>{error}</ErrorState>
      ) : !lists ? (
        <Loading />
      ) : (
        <>
          {lists.invited.length ? (
            <>
              <h3>Inbjudningar</h3>
              <CompetitionList competitions={lists.invited} empty="" label="Inbjudningar" />
            </>
          ) : null}
          <CompetitionList competitions={lists.mine} empty="Du är inte med i någon tävling än." label="Mina tävlingar" />
        </>
      )}
    </section>
  );
}

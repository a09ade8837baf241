"use client";
// The member's trips, coming and past, with their answer to each, fetched for them alone.
import Link from "next/link";
import { useEffect, useState } from "react";
import { useSession } from "@/components/shell/session-context";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { apiFetch } from "@/lib/api-client";
import { ANSWER_LABELS, formatTripDays } from "@/lib/trips/messages";
import type { TripListItemJson, TripListsJson } from "@/lib/trips/types";
import styles from "@/components/trips/trips.module.css";

function TripList({ trips, label }: { trips: TripListItemJson[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {trips.map((trip) => (
        <li key={trip.id} className={styles.item}>
          <Link href={`/turer/${trip.id}`}>{trip.name}</Link>
          <p className={styles.meta}>
            {formatTripDays(trip.starts_on, trip.ends_on)} · {trip.place} · {trip.coming} kommer
            {trip.is_creator ? " · Du planerade turen" : ` · Ditt svar: ${ANSWER_LABELS[trip.answer]}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function MyTrips() {
  const session = useSession();
  const [lists, setLists] = useState<TripListsJson | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (session.status !== "member") return;
    const controller = new AbortController();
    void apiFetch<TripListsJson>("/api/trips", { signal: controller.signal }).then((result) => {
      if (result.ok) setLists(result.data);
      else if (result.reason !== "aborted") setError(result.error);
    });
    return () => controller.abort();
  }, [session.status, attempt]);

  return (
    <>
      <section className={styles.section} aria-labelledby="kommande">
        <h2 id="kommande">Kommande turer</h2>
        {error ? (
          <ErrorState onRetry={() => (setError(null), setAttempt((n) => n + 1))}>{error}</ErrorState>
        ) : !lists ? (
          <Loading />
        ) : lists.coming.length ? (
          <TripList trips={lists.coming} label="Kommande turer" />
        ) : (
          <EmptyState>Inga turer planerade än. Planera en nedan!</EmptyState>
        )}
      </section>
      {lists?.past.length ? (
        <section className={styles.section} aria-labelledby="tidigare">
          <h2 id="tidigare">Tidigare turer</h2>
          <TripList trips={lists.past} label="Tidigare turer" />
        </section>
      ) : null}
    </>
  );
}

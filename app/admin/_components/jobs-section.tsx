"use client";
// The background jobs on the dashboard: per kind how many wait and run, how many failed in the last day, since when
// the oldest has waited, and the newest failures' messages, each of which the admin can run again.
import { useState } from "react";
import { apiFetch } from "@/lib/api-client";
import type { JobKindJson } from "@/lib/jobs/admin";
import buttons from "@/components/ui/buttons.module.css";
import { Card } from "@/components/ui/card";
import { ListState } from "@/components/ui/states";
import { failureText, formatDateTime, useAdminData } from "./use-admin-data";
import styles from "./admin.module.css";

export function JobsSection({ onChanged }: { onChanged: (message: string) => void }) {
  const { state, reload } = useAdminData<{ kinds: JobKindJson[] }>("/api/admin/jobs", "Kunde inte hämta bakgrundsjobben");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function retry(kind: JobKindJson, id: string) {
    setError(null);
    setBusy(id);
    const result = await apiFetch(`/api/admin/jobs/${id}/retry`, { method: "POST", fallback: "" });
    setBusy(null);
    if (!result.ok) return setError(failureText("Kunde inte köra jobbet igen", result.error));
    reload();
    onChanged(`Jobbet ”${kind.label}” körs igen.`);
  }

  return (
    <section aria-labelledby="admin-jobs">
      <h2 id="admin-jobs" className={styles.heading}>
        Bakgrundsjobb
      </h2>
      {error ? (
        <p role="alert" className={styles.notice}>
          {error}
        </p>
      ) : null}
      {state.status !== "ready" ? (
        <ListState status={state.status} error={state.status === "error" ? state.error : undefined} />
      ) : (
        <ul className={styles.cards} role="list">
          {state.data.kinds.map((kind) => (
            <Card as="li" flat key={kind.kind} className={styles.card}>
              <h3 className={styles.cardTitle}>{kind.label}</h3>
              <dl className={styles.stats}>
                <div className={styles.stat}>
                  <dt>Väntar</dt>
                  <dd>{kind.waiting.toLocaleString("sv-SE")}</dd>
                </div>
                <div className={styles.stat}>
                  <dt>Pågår</dt>
                  <dd>{kind.running.toLocaleString("sv-SE")}</dd>
                </div>
                <div className={styles.stat}>
                  <dt>Misslyckade senaste dygnet</dt>
                  <dd>{kind.failedLastDay.toLocaleString("sv-SE")}</dd>
                </div>
              </dl>
              <p className={styles.meta}>
                {kind.oldestWaitingSince ? (
                  <>
                    Äldsta väntande sedan <time dateTime={kind.oldestWaitingSince}>{formatDateTime(kind.oldestWaitingSince)}</time>
                  </>
                ) : (
                  "Inget jobb väntar."
                )}
              </p>
              {kind.failures.length ? (
                <ul className={styles.failures} role="list" aria-label={`Senaste misslyckade: ${kind.label}`}>
                  {kind.failures.map((failure) => (
                    <li key={failure.id} className={styles.failure}>
                      <p className={styles.meta}>
                        <time dateTime={failure.failedAt}>{formatDateTime(failure.failedAt)}</time>
                      </p>
                      <p className={styles.details}>{failure.message}</p>
                      <button type="button" className={buttons.small} disabled={busy === failure.id} onClick={() => retry(kind, failure.id)}>
                        Kör igen
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}

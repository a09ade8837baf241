"use client";
// The admin log: every admin action and refused attempt, newest first, filtered by action and by admin or details.
import { useState, type FormEvent } from "react";
import { ADMIN_ACTIONS } from "@/lib/admin/schemas";
import type { AdminLogJson } from "@/lib/admin/queries";
import formStyles from "@/components/ui/form.module.css";
import { formatDateTime, useAdminData, type Paged } from "./use-admin-data";
import buttons from "@/components/ui/buttons.module.css";
import { Card } from "@/components/ui/card";
import { PagedResults } from "./paged-results";
import styles from "./admin.module.css";

export function LogsTab() {
  const [query, setQuery] = useState({ q: "", action: "", page: 1 });
  const [draft, setDraft] = useState({ q: "", action: "" });
  const url = `/api/admin/logs?${new URLSearchParams({ q: query.q, action: query.action, page: String(query.page) })}`;
  const { state } = useAdminData<Paged & { logs: AdminLogJson[] }>(url, "Kunde inte hämta loggar");

  function filter(event: FormEvent) {
    event.preventDefault();
    setQuery({ q: draft.q.trim(), action: draft.action, page: 1 });
  }

  return (
    <div className={styles.stack}>
      <h2 className={styles.heading}>Loggar</h2>
      <form className={styles.filters} onSubmit={filter} role="search" aria-label="Filtrera loggen">
        <div className={formStyles.field}>
          <label htmlFor="admin-log-action" className={formStyles.label}>
            Åtgärd
          </label>
          <select
            id="admin-log-action"
            className={formStyles.input}
            value={draft.action}
            onChange={(event) => {
              const action = event.target.value;
              setDraft({ ...draft, action });
              setQuery({ q: draft.q.trim(), action, page: 1 });
            }}
          >
            <option value="">Alla åtgärder</option>
            {Object.entries(ADMIN_ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor="admin-log-q" className={formStyles.label}>
            Sök admin eller detaljer
          </label>
          <input id="admin-log-q" type="search" className={formStyles.input} value={draft.q} maxLength={100} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
        </div>
        <button type="submit" className={buttons.primary}>
          Filtrera
        </button>
      </form>
      <PagedResults
        state={state}
        items={(data) => data.logs}
        empty={query.q || query.action ? "Inga loggposter matchar filtret." : "Loggen är tom."}
        ordered
        page={query.page}
        onPage={(page) => setQuery({ ...query, page })}
        pagerLabel="Sidor i loggen"
      >
        {(entry) => (
          <Card as="li" flat key={entry.id} className={styles.logEntry}>
            <p className={styles.meta}>
              <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time> · {entry.username}
            </p>
            <p className={styles.cardTitle}>{ADMIN_ACTIONS[entry.action] ?? entry.action}</p>
            {entry.details ? <p className={styles.details}>{entry.details}</p> : null}
          </Card>
        )}
      </PagedResults>
    </div>
  );
}

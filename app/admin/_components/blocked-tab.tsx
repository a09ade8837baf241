"use client";
// Blocked e-mail addresses: add one with a reason, search the list, remove an entry.
import { useState, type FormEvent } from "react";
import { apiFetch } from "@/lib/api-client";
import { blockEmailSchema } from "@/lib/blocked-emails/schemas";
import type { BlockedEmailJson } from "@/lib/blocked-emails/queries";
import { zodFieldMessages } from "./field-messages";
import { TextField } from "@/components/ui/form-fields";
import { FormAlert } from "@/components/ui/form-alert";
import formStyles from "@/components/ui/form.module.css";
import { failureText, formatDateTime, useAdminData, type Paged } from "./use-admin-data";
import buttons from "@/components/ui/buttons.module.css";
import { Card } from "@/components/ui/card";
import { PagedResults } from "./paged-results";
import styles from "./admin.module.css";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { FormActions } from "@/components/ui/form-actions";
import { SearchFilters } from "./search-filters";

export function BlockedTab() {
  const { confirm, confirmDialog } = useConfirm();
  const [query, setQuery] = useState({ q: "", page: 1 });
  const [draft, setDraft] = useState("");
  const url = `/api/admin/blocked-emails?${new URLSearchParams({ q: query.q, page: String(query.page) })}`;
  const { state, reload } = useAdminData<Paged & { blockedEmails: BlockedEmailJson[] }>(url, "Kunde inte hämta blockerade e-postadresser");
  const [form, setForm] = useState({ email: "", reason: "" });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const parsed = blockEmailSchema.safeParse(form);
    if (!parsed.success) {
      setFields(zodFieldMessages(parsed.error.issues));
      return;
    }
    setFields({});
    setFormError(null);
    setBusy(true);
    const result = await apiFetch<{ blockedEmail: BlockedEmailJson }>("/api/admin/blocked-emails", { method: "POST", json: parsed.data, fallback: "" });
    setBusy(false);
    if (!result.ok) {
      setFields(result.fields ?? {});
      setFormError(failureText("Kunde inte blockera adressen", result.error));
      return;
    }
    setForm({ email: "", reason: "" });
    setNotice(`${result.data.blockedEmail.email} är blockerad.`);
    setQuery({ ...query, page: 1 });
    reload();
  }

  async function remove(entry: BlockedEmailJson) {
    if (!(await confirm(`Ta bort blockeringen av ${entry.email}?`, "Ta bort blockering"))) return;
    setNotice(null);
    setError(null);
    const result = await apiFetch(`/api/admin/blocked-emails/${entry.id}`, { method: "DELETE", fallback: "" });
    if (!result.ok) return setError(failureText("Kunde inte ta bort blockeringen", result.error));
    setNotice(`${entry.email} är inte längre blockerad.`);
    reload();
  }

  return (
    <div className={styles.stack}>
      <h2 className={styles.heading}>Blockerade e-postadresser</h2>
      <form className={`${formStyles.form} ${styles.box}`} onSubmit={add} noValidate aria-label="Blockera en e-postadress">
        <TextField
          label="E-postadress"
          type="email"
          name="email"
          autoComplete="off"
          requiredMark
          value={form.email}
          error={fields.email}
          onChange={(event) => setForm({ ...form, email: event.target.value })}
        />
        <TextField
          label="Anledning"
          name="reason"
          maxLength={500}
          value={form.reason}
          error={fields.reason}
          onChange={(event) => setForm({ ...form, reason: event.target.value })}
        />
        <FormAlert message={formError} />
        <FormActions label="Blockera" busyLabel="Blockerar..." busy={busy} />
      </form>
      <p role="status" className={notice ? styles.success : styles.statusEmpty}>
        {notice}
      </p>
      <SearchFilters
        name="Sök blockerade adresser"
        inputId="admin-blocked-q"
        label="Sök adress eller anledning"
        value={draft}
        onChange={setDraft}
        onSearch={() => setQuery({ q: draft.trim(), page: 1 })}
      />
      <PagedResults
        state={state}
        error={error}
        items={(data) => data.blockedEmails}
        empty={query.q ? "Inga blockerade adresser matchar sökningen." : "Inga blockerade e-postadresser."}
        page={query.page}
        onPage={(page) => setQuery({ ...query, page })}
        pagerLabel="Sidor med blockerade adresser"
      >
        {(entry) => (
          <Card as="li" flat key={entry.id} className={styles.card}>
            <p className={styles.cardTitle}>{entry.email}</p>
            <p className={styles.meta}>{entry.reason ? `Anledning: ${entry.reason}` : "Ingen anledning angiven"}</p>
            <p className={styles.meta}>
              Blockerad av {entry.blocked_by_username ?? "Okänd"}, {formatDateTime(entry.blocked_at)}
            </p>
            <div className={buttons.row}>
              <button type="button" className={buttons.small} onClick={() => remove(entry)} aria-label={`Ta bort blockeringen av ${entry.email}`}>
                Ta bort
              </button>
            </div>
          </Card>
        )}
      </PagedResults>
      {confirmDialog}
    </div>
  );
}

"use client";
// 'Anmäl': a member tells the admins that a report breaks the terms, with a reason. Shown to logged-in members
// other than its owner; the server checks again (one open flag per member and report).
import { useState, type FormEvent } from "react";
import { Modal } from "@/components/ui/modal";
import { FormAlert } from "@/components/ui/form-alert";
import { FormActions } from "@/components/ui/form-actions";
import { TextAreaField } from "@/components/ui/form-fields";
import { apiFetch } from "@/lib/api-client";
import { flagSchema, REASON_MAX } from "@/lib/moderation/schemas";
import formStyles from "@/components/ui/form.module.css";
import styles from "./report-details.module.css";
import { formButtons } from "@/components/ui/form-buttons";

export function FlagReportButton({ reportId }: { reportId: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = flagSchema.safeParse({ reason });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
    setFieldError(undefined);
    setError(null);
    setBusy(true);
    const result = await apiFetch<{ message: string }>(`/api/reports/${reportId}/flag`, { method: "POST", json: parsed.data, fallback: "" });
    setBusy(false);
    if (!result.ok) return setError(result.error ? `Kunde inte skicka anmälan: ${result.error}` : "Kunde inte skicka anmälan");
    setSent(result.data.message);
  }

  return (
    <>
      <button type="button" className={styles.flagButton} onClick={() => setOpen(true)} disabled={sent !== null}>
        {sent ? "Anmäld" : "Anmäl"}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Anmäl rapporten">
        {sent ? (
          <div className={formStyles.form}>
            <p role="status">{sent}</p>
            <div className={formStyles.actions}>
              <button type="button" className={formButtons.primary} onClick={() => setOpen(false)}>
                Stäng
              </button>
            </div>
          </div>
        ) : (
          <form className={formStyles.form} onSubmit={submit} noValidate>
            <p className={formStyles.hint}>Berätta för moderatorerna vad i rapporten som bryter mot villkoren.</p>
            <TextAreaField
              label="Anledning"
              requiredMark
              required
              value={reason}
              maxLength={REASON_MAX}
              error={fieldError ?? undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            <FormAlert message={error} />
            <FormActions label="Skicka anmälan" busyLabel="Skickar..." busy={busy} onCancel={() => setOpen(false)} />
          </form>
        )}
      </Modal>
    </>
  );
}


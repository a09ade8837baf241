"use client";
// 'Anmäl': a member tells the admins that a report or a comment breaks the terms, with a reason. Shown to logged-in
// members other than its author; the server checks again (one open flag per member and report or comment). Pages
// load it through flag-button.tsx, only for members.
import { useState, type FormEvent } from "react";
import { Modal } from "@/components/ui/modal";
import { FormAlert } from "@/components/ui/form-alert";
import { FormActions } from "@/components/ui/form-actions";
import { TextAreaField } from "@/components/ui/form-fields";
import { apiFetch } from "@/lib/api-client";
import { REASON_MAX, reasonProblem } from "@/lib/moderation/messages";
import formStyles from "@/components/ui/form.module.css";
import styles from "./flag-button.module.css";
import { formButtons } from "@/components/ui/form-buttons";

export type FlagButtonProps = {
  /** where the flag is posted, e.g. /api/reports/12/flag */
  url: string;
  /** the dialog's title: 'Anmäl rapporten', 'Anmäl kommentaren' */
  title: string;
  /** what the moderators should be told, above the reason field */
  hint: string;
  /** a smaller, text-like button for use inside a comment */
  compact?: boolean;
};

export function FlagFormButton({ url, title, hint, compact = false }: FlagButtonProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The server checks the same rule again; checking here saves a round trip and keeps zod out of the page.
    const problem = reasonProblem(reason);
    if (problem) return setFieldError(problem);
    setFieldError(undefined);
    setError(null);
    setBusy(true);
    const result = await apiFetch<{ message: string }>(url, { method: "POST", json: { reason: reason.trim() }, fallback: "" });
    setBusy(false);
    if (!result.ok) return setError(result.error ? `Kunde inte skicka anmälan: ${result.error}` : "Kunde inte skicka anmälan");
    setSent(result.data.message);
  }

  return (
    <>
      <button type="button" className={compact ? styles.compact : styles.flagButton} onClick={() => setOpen(true)} disabled={sent !== null}>
        {sent ? "Anmäld" : "Anmäl"}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title}>
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
            <p className={formStyles.hint}>{hint}</p>
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


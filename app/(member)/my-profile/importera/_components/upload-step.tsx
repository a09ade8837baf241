"use client";
// Step 1: the file. Checked for size and kind in the browser first (the server checks it again, and its content).
import { useId, useState, type FormEvent } from "react";
import { apiFetch } from "@/lib/api-client";
import { FieldError } from "@/components/ui/form-fields";
import { FormAlert } from "@/components/ui/form-alert";
import buttons from "@/components/ui/buttons.module.css";
import form from "@/components/ui/form.module.css";
import { IMPORT_LIMITS, importMessages } from "@/lib/logbook-import/limits";
import type { ImportUploadJson } from "@/lib/logbook-import/types";
import styles from "./import.module.css";

const ACCEPT = ".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function UploadStep({ onUploaded }: { onUploaded: (upload: ImportUploadJson) => void }) {
  const id = useId();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFieldError(null);
    setFormError(null);
    const file = new FormData(event.currentTarget).get("file");
    if (!(file instanceof File) || file.size === 0) return setFieldError(file instanceof File && file.name ? importMessages.fileEmpty : importMessages.fileRequired);
    if (file.size > IMPORT_LIMITS.fileMaxBytes) return setFieldError(importMessages.fileTooLarge);
    const body = new FormData();
    body.set("file", file);
    setSending(true);
    const result = await apiFetch<ImportUploadJson>("/api/profile/catches/imports", { method: "POST", form: body, timeoutMs: 60_000 });
    setSending(false);
    if (result.ok) return onUploaded(result.data);
    if (result.fields?.file) setFieldError(result.fields.file);
    else setFormError(result.error);
  };

  return (
    <section className={styles.step} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} tabIndex={-1}>
        1. Välj fil
      </h2>
      <form className={form.form} onSubmit={onSubmit} noValidate>
        <FormAlert message={formError} />
        <div className={form.field}>
          <label htmlFor={`${id}-file`} className={form.label}>
            Kalkylblad (CSV eller Excel .xlsx)
          </label>
          <p id={`${id}-hint`} className={form.hint}>
            Högst {IMPORT_LIMITS.rowsMax.toLocaleString("sv-SE")} rader och {IMPORT_LIMITS.fileMaxBytes / 1024 / 1024} MB. Första raden ska
            vara rubriker, till exempel Datum, Art, Vikt, Längd och Plats. CSV-filer ska vara sparade som UTF-8.
          </p>
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            accept={ACCEPT}
            className={form.input}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={[fieldError ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(" ")}
          />
          <FieldError id={`${id}-error`} message={fieldError} />
        </div>
        <div className={buttons.row}>
          <button type="submit" className={buttons.primary} disabled={sending} aria-busy={sending || undefined}>
            {sending ? "Läser filen..." : "Läs in filen"}
          </button>
        </div>
      </form>
    </section>
  );
}

"use client";
// Step 2: which column holds what (the site's guess, for the member to correct), the units, and the preview the
// server draws with the report form's own rules; then the import is started.
import { useEffect, useId, useState } from "react";
import { apiFetch, postJson } from "@/lib/api-client";
import { FormAlert } from "@/components/ui/form-alert";
import { ErrorState, Loading } from "@/components/ui/states";
import buttons from "@/components/ui/buttons.module.css";
import form from "@/components/ui/form.module.css";
import {
  DATE_ORDER_LABELS,
  DATE_ORDERS,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  LENGTH_UNITS,
  REQUIRED_IMPORT_FIELDS,
  UNIT_LABELS,
  WEIGHT_UNITS,
  importMappingSchema,
  type ImportField,
  type ImportMapping,
} from "@/lib/logbook-import/columns";
import type { ImportPreviewJson, ImportUploadJson } from "@/lib/logbook-import/types";
import { PreviewTable } from "./preview-table";
import styles from "./import.module.css";

function Select({ label, value, onChange, options, required }: { label: string; value: string; onChange: (value: string) => void; options: readonly (readonly [string, string])[]; required?: boolean }) {
  const id = useId();
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select id={id} className={form.input} value={value} aria-required={required || undefined} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

type Preview = { status: "waiting" } | { status: "loading" } | { status: "error"; message: string } | { status: "ready"; preview: ImportPreviewJson };

export function MappingStep({ upload, onCancel, onStarted }: { upload: ImportUploadJson; onCancel: () => void; onStarted: (jobId: string) => void }) {
  const id = useId();
  const [mapping, setMapping] = useState<ImportMapping>(upload.guess);
  const [preview, setPreview] = useState<Preview>({ status: "waiting" });
  const [formError, setFormError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const checked = importMappingSchema.safeParse(mapping);
  const missing = checked.success ? [] : [...new Set(checked.error.issues.map((issue) => issue.message))];

  // The preview follows the mapping, a moment after the member stops changing it.
  useEffect(() => {
    if (!importMappingSchema.safeParse(mapping).success) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setPreview({ status: "loading" });
      void apiFetch<ImportPreviewJson>(`/api/profile/catches/imports/${upload.id}/preview`, { method: "POST", json: mapping, signal: controller.signal }).then((result) => {
        if (controller.signal.aborted) return;
        setPreview(result.ok ? { status: "ready", preview: result.data } : { status: "error", message: result.error });
      });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [mapping, upload.id]);

  const columnOptions = [["", "– Ingen kolumn –"], ...upload.headers.map((header, index) => [String(index), header] as const)] as const;
  const setColumn = (field: ImportField, value: string) => setMapping((current) => ({ ...current, columns: { ...current.columns, [field]: value === "" ? null : Number(value) } }));

  const start = async () => {
    setFormError(null);
    setStarting(true);
    const result = await postJson<{ job_id: string }>(`/api/profile/catches/imports/${upload.id}/start`, mapping);
    setStarting(false);
    if (result.ok) onStarted(result.data.job_id);
    else setFormError(result.error);
  };

  const cancel = async () => {
    await apiFetch(`/api/profile/catches/imports/${upload.id}`, { method: "DELETE" });
    onCancel();
  };

  const ready = preview.status === "ready" && checked.success ? preview.preview : null;
  return (
    <section className={styles.step} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} tabIndex={-1}>
        2. Kolumner och förhandsvisning
      </h2>
      <p className={form.hint}>
        {upload.file_name}: {upload.row_count.toLocaleString("sv-SE")} {upload.row_count === 1 ? "rad" : "rader"}. Vi har gissat vad
        kolumnerna innehåller; ändra där det blev fel.
      </p>
      <fieldset className={styles.fields}>
        <legend className="visually-hidden">Vilken kolumn innehåller vad</legend>
        {IMPORT_FIELDS.map((field) => (
          <Select
            key={field}
            label={IMPORT_FIELD_LABELS[field]}
            required={REQUIRED_IMPORT_FIELDS.includes(field)}
            value={mapping.columns[field] === null ? "" : String(mapping.columns[field])}
            onChange={(value) => setColumn(field, value)}
            options={columnOptions}
          />
        ))}
      </fieldset>
      <fieldset className={styles.fields}>
        <legend className="visually-hidden">Enheter och datum</legend>
        <Select label="Viktens enhet" value={mapping.weight_unit} onChange={(value) => setMapping({ ...mapping, weight_unit: value as ImportMapping["weight_unit"] })} options={WEIGHT_UNITS.map((unit) => [unit, UNIT_LABELS[unit]] as const)} />
        <Select label="Längdens enhet" value={mapping.length_unit} onChange={(value) => setMapping({ ...mapping, length_unit: value as ImportMapping["length_unit"] })} options={LENGTH_UNITS.map((unit) => [unit, UNIT_LABELS[unit]] as const)} />
        <Select label="Datumordning" value={mapping.date_order} onChange={(value) => setMapping({ ...mapping, date_order: value as ImportMapping["date_order"] })} options={DATE_ORDERS.map((order) => [order, DATE_ORDER_LABELS[order]] as const)} />
      </fieldset>

      <div aria-live="polite">
        {missing.length > 0 ? (
          <ul className={`${styles.reasons} ${styles.wrong}`}>
            {missing.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        {checked.success && preview.status === "loading" ? <Loading label="Förhandsvisar..." /> : null}
        {checked.success && preview.status === "error" ? <ErrorState>{preview.message}</ErrorState> : null}
        {ready ? (
          <p className={styles.summary}>
            {ready.valid.toLocaleString("sv-SE")} {ready.valid === 1 ? "rad kan importeras" : "rader kan importeras"}
            {ready.wrong > 0 ? `, ${ready.wrong.toLocaleString("sv-SE")} ${ready.wrong === 1 ? "rad har fel" : "rader har fel"} och hoppas över` : ""}.
          </p>
        ) : null}
      </div>
      {ready ? <PreviewTable preview={ready} /> : null}

      <FormAlert message={formError} />
      <div className={buttons.row}>
        <button type="button" className={buttons.primary} disabled={!ready || ready.valid === 0 || starting} aria-busy={starting || undefined} onClick={start}>
          {starting ? "Startar..." : ready ? `Importera ${ready.valid.toLocaleString("sv-SE")} ${ready.valid === 1 ? "fångst" : "fångster"}` : "Importera"}
        </button>
        <button type="button" className={buttons.small} onClick={cancel}>
          Välj en annan fil
        </button>
      </div>
    </section>
  );
}

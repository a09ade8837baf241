"use client";
// Choosing an image for upload: the file input with its hint and error, a preview with a way to take it back, and
// the upload's progress. Shared by the report form and the profile and news forms.
import { useId, type ChangeEvent, type Ref } from "react";
import { FieldError } from "./form-fields";
import styles from "./form.module.css";

type ImageFieldProps = {
  label: string;
  accept: string;
  hint: string;
  error?: string | null;
  /** an object URL of the chosen image, or null */
  preview: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onClear: () => void;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
};

export function ImageField({ label, accept, hint, error, preview, onChange, onClear, disabled, ref }: ImageFieldProps) {
  const inputId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        name="image"
        type="file"
        accept={accept}
        className={styles.file}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${inputId}-error` : null, `${inputId}-hint`].filter(Boolean).join(" ")}
      />
      <p id={`${inputId}-hint`} className={styles.hint}>
        {hint}
      </p>
      {preview ? (
        <div className={styles.preview}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a local blob: preview, nothing to optimise */}
          <img src={preview} alt="Förhandsvisning av vald bild" />
          <button type="button" className={styles.linkButton} onClick={onClear} disabled={disabled}>
            Ta bort bilden
          </button>
        </div>
      ) : null}
      <FieldError id={`${inputId}-error`} message={error} />
    </div>
  );
}

/** A labelled progress bar for an upload under way (fraction 0–1). */
export function UploadProgress({ label, fraction }: { label: string; fraction: number }) {
  const id = useId();
  const percent = Math.round(fraction * 100);
  return (
    <div className={styles.progress}>
      <label htmlFor={id}>
        {label}: {percent} %
      </label>
      <progress id={id} max={100} value={percent} />
    </div>
  );
}

/** What happens to a chosen picture after the form is sent: shrinking it in the browser, then the upload. */
export function ImageUploadStatus({ phase, progress, uploadLabel }: { phase: string; progress: number; uploadLabel: string }) {
  if (phase === "compressing") {
    return (
      <p role="status" className={styles.hint}>
        Förminskar bilden...
      </p>
    );
  }
  return phase === "uploading" ? <UploadProgress label={uploadLabel} fraction={progress} /> : null;
}

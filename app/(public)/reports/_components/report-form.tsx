"use client";
// The new-report form (members only). The same zod schema as the server checks the fields; the photo is shrunk in
// the browser first and sent with visible progress.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { useForm } from "react-hook-form";
import { compressImage } from "@/lib/images/compress-client";
import { localIsoDate } from "@/lib/reports/display";
import { REPORT_LIMITS, reportFormSchema, type ReportFormValues, type ReportInput } from "@/lib/reports/schemas";
import { postWithProgress, UploadError } from "./upload";
import styles from "./report-form.module.css";

const ACCEPTED_IMAGES = "image/jpeg,image/png,image/gif,image/webp";
const UPLOAD_TIMEOUT_MS = 30_000;
const SAVED = "Fångsten är sparad!";
const FORM_FIELDS = ["fish", "weight", "length", "location", "date", "bait", "method", "notes"] as const;

type Phase = "idle" | "compressing" | "uploading";
type ErrorBody = { error?: unknown; fields?: unknown };

function emptyValues(): ReportFormValues {
  return { fish: "", weight: "", length: "", location: "", date: localIsoDate(), bait: "", method: "", notes: "" };
}

function isFormField(name: string): name is (typeof FORM_FIELDS)[number] {
  return (FORM_FIELDS as readonly string[]).includes(name);
}

function serverMessage(status: number, body: ErrorBody | null): string {
  if (typeof body?.error === "string" && body.error) return body.error;
  if (status === 413) return "Bilden är för stor för servern.";
  if (status === 415) return "Bildformat stöds inte.";
  return `Något gick fel vid sparande: ${status ? `servern svarade ${status}` : "okänt fel"}`;
}

export function ReportForm() {
  const router = useRouter();
  const formId = useId();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ReportFormValues, unknown, ReportInput>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: emptyValues(),
  });

  // The preview's object URL lives outside React state so it can be released exactly once.
  const previewUrlRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewUrlRef.current) URL.revokeObjectURL(previewUrlRef.current);
    },
    [],
  );

  function selectFile(next: File | null) {
    if (previewUrlRef.current) URL.revokeObjectURL(previewUrlRef.current);
    previewUrlRef.current = next ? URL.createObjectURL(next) : null;
    setPreview(previewUrlRef.current);
    setFile(next);
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setSaved(false);
    setImageError(null);
    if (chosen && !ACCEPTED_IMAGES.split(",").includes(chosen.type)) {
      setImageError("Välj en bild i formatet JPG, PNG, GIF eller WebP.");
      event.target.value = "";
      selectFile(null);
      return;
    }
    selectFile(chosen);
  }

  function clearFile() {
    selectFile(null);
    setImageError(null);
    if (fileInputRef.current) fileInputRef.current.value = "";
  }

  async function prepareImage(original: File): Promise<File> {
    setPhase("compressing");
    try {
      return await compressImage(original);
    } catch (error) {
      console.error("Bildkomprimeringen misslyckades", error);
      alert("Bilden kunde inte komprimeras. Originalbilden skickas i stället.");
      return original;
    }
  }

  async function submit(values: ReportInput) {
    setFormError(null);
    setSaved(false);
    const body = new FormData();
    body.set("fish", values.fish);
    body.set("weight", values.weight);
    body.set("length", values.length);
    body.set("location", values.location);
    body.set("date", values.date);
    if (values.bait) body.set("bait", values.bait);
    if (values.method) body.set("method", values.method);
    if (values.notes) body.set("notes", values.notes);
    try {
      if (file) {
        const image = await prepareImage(file);
        body.set("image", image, image.name);
      }
      setProgress(0);
      setPhase("uploading");
      const { status, body: answer } = await postWithProgress("/api/reports", body, {
        onProgress: setProgress,
        timeoutMs: UPLOAD_TIMEOUT_MS,
      });
      if (status >= 200 && status < 300) {
        reset(emptyValues());
        clearFile();
        setSaved(true);
        router.refresh();
        return;
      }
      const errorBody = (answer ?? null) as ErrorBody | null;
      const fields = errorBody?.fields && typeof errorBody.fields === "object" ? (errorBody.fields as Record<string, unknown>) : {};
      let focused = false;
      for (const [name, message] of Object.entries(fields)) {
        if (typeof message !== "string") continue;
        if (name === "image") {
          setImageError(message);
        } else if (isFormField(name)) {
          setError(name, { type: "server", message }, { shouldFocus: !focused });
          focused = true;
        }
      }
      setFormError(status === 401 ? "Du måste vara inloggad för att rapportera en fångst." : serverMessage(status, errorBody));
    } catch (error) {
      const reason = error instanceof UploadError ? error.message : error instanceof Error ? error.message : "okänt fel";
      setFormError(`Något gick fel vid sparande: ${reason}`);
    } finally {
      setPhase("idle");
    }
  }

  const busy = phase !== "idle";
  const fieldId = (name: string) => `${formId}-${name}`;
  const describedBy = (name: string, hint = false) =>
    [errors[name as keyof typeof errors] ? `${fieldId(name)}-error` : null, hint ? `${fieldId(name)}-hint` : null]
      .filter(Boolean)
      .join(" ") || undefined;
  const fieldError = (name: keyof typeof errors) =>
    errors[name]?.message ? (
      <p id={`${fieldId(name)}-error`} className={styles.fieldError}>
        {errors[name]?.message}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={(event) => handleSubmit(submit)(event)} noValidate aria-busy={busy}>
      <p className={styles.requiredNote}>
        Fält märkta med <span aria-hidden="true">*</span>
        <span className="visually-hidden">stjärna</span> måste fyllas i.
      </p>

      <div className={styles.field}>
        <label htmlFor={fieldId("fish")}>
          Fisk <span aria-hidden="true">*</span>
        </label>
        <input
          id={fieldId("fish")}
          type="text"
          list={fieldId("fish-list")}
          autoComplete="off"
          maxLength={REPORT_LIMITS.fishMax}
          aria-required="true"
          aria-invalid={errors.fish ? true : undefined}
          aria-describedby={describedBy("fish")}
          {...register("fish")}
        />
        <datalist id={fieldId("fish-list")}>
          {["Abborre", "Gädda", "Gös", "Öring", "Regnbåge", "Lax", "Röding", "Harr", "Sik", "Braxen", "Mört", "Karp", "Sutare", "Ål", "Torsk", "Makrill", "Havsöring"].map(
            (fish) => (
              <option key={fish} value={fish} />
            ),
          )}
        </datalist>
        {fieldError("fish")}
      </div>

      <div className={styles.pair}>
        <div className={styles.field}>
          <label htmlFor={fieldId("weight")}>
            Vikt (kg) <span aria-hidden="true">*</span>
          </label>
          <input
            id={fieldId("weight")}
            type="number"
            inputMode="decimal"
            step="0.1"
            min="0.1"
            max={REPORT_LIMITS.weightMax}
            aria-required="true"
            aria-invalid={errors.weight ? true : undefined}
            aria-describedby={describedBy("weight")}
            {...register("weight")}
          />
          {fieldError("weight")}
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId("length")}>
            Längd (cm) <span aria-hidden="true">*</span>
          </label>
          <input
            id={fieldId("length")}
            type="number"
            inputMode="decimal"
            step="0.1"
            min="0.1"
            max={REPORT_LIMITS.lengthMax}
            aria-required="true"
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={describedBy("length")}
            {...register("length")}
          />
          {fieldError("length")}
        </div>
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId("location")}>
          Plats <span aria-hidden="true">*</span>
        </label>
        <input
          id={fieldId("location")}
          type="text"
          maxLength={REPORT_LIMITS.locationMax}
          aria-required="true"
          aria-invalid={errors.location ? true : undefined}
          aria-describedby={describedBy("location", true)}
          {...register("location")}
        />
        <p id={`${fieldId("location")}-hint`} className={styles.hint}>
          Sjö, älv eller kust, t.ex. Vättern vid Hjo.
        </p>
        {fieldError("location")}
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId("date")}>Datum</label>
        <input
          id={fieldId("date")}
          type="date"
          min={REPORT_LIMITS.earliestDate}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={describedBy("date")}
          {...register("date")}
        />
        {fieldError("date")}
      </div>

      <div className={styles.pair}>
        <div className={styles.field}>
          <label htmlFor={fieldId("bait")}>Bete</label>
          <input
            id={fieldId("bait")}
            type="text"
            maxLength={REPORT_LIMITS.baitMax}
            aria-invalid={errors.bait ? true : undefined}
            aria-describedby={describedBy("bait")}
            {...register("bait")}
          />
          {fieldError("bait")}
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId("method")}>Metod</label>
          <input
            id={fieldId("method")}
            type="text"
            maxLength={REPORT_LIMITS.methodMax}
            aria-invalid={errors.method ? true : undefined}
            aria-describedby={describedBy("method")}
            {...register("method")}
          />
          {fieldError("method")}
        </div>
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId("notes")}>Anteckningar</label>
        <textarea
          id={fieldId("notes")}
          rows={3}
          maxLength={REPORT_LIMITS.notesMax}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={describedBy("notes")}
          {...register("notes")}
        />
        {fieldError("notes")}
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId("image")}>Bild</label>
        <input
          ref={fileInputRef}
          id={fieldId("image")}
          name="image"
          type="file"
          accept={ACCEPTED_IMAGES}
          className={styles.file}
          onChange={chooseFile}
          aria-invalid={imageError ? true : undefined}
          aria-describedby={[imageError ? `${fieldId("image")}-error` : null, `${fieldId("image")}-hint`].filter(Boolean).join(" ")}
        />
        <p id={`${fieldId("image")}-hint`} className={styles.hint}>
          JPG, PNG, GIF eller WebP. Stora bilder förminskas innan de skickas.
        </p>
        {preview ? (
          <div className={styles.preview}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a local blob: preview, nothing to optimise */}
            <img src={preview} alt="Förhandsvisning av vald bild" />
            <button type="button" className={styles.linkButton} onClick={clearFile} disabled={busy}>
              Ta bort bilden
            </button>
          </div>
        ) : null}
        {imageError ? (
          <p id={`${fieldId("image")}-error`} className={styles.fieldError}>
            {imageError}
          </p>
        ) : null}
      </div>

      {phase === "compressing" ? (
        <p role="status" className={styles.status}>
          Förminskar bilden...
        </p>
      ) : null}
      {phase === "uploading" ? (
        <div className={styles.progress}>
          <label htmlFor={fieldId("progress")}>{file ? "Laddar upp" : "Sparar"}: {Math.round(progress * 100)} %</label>
          <progress id={fieldId("progress")} max={100} value={Math.round(progress * 100)} />
        </div>
      ) : null}

      <div role="alert" className={formError ? styles.formError : undefined}>
        {formError}
      </div>
      <div role="status" className={saved ? styles.saved : undefined}>
        {saved ? SAVED : null}
      </div>

      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? "Sparar..." : "Spara fångst"}
      </button>
    </form>
  );
}

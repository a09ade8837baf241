"use client";
// The new-report form (members only). The same zod schema as the server checks the fields; the photo is shrunk in
// the browser first and sent with visible progress. Weight and length are text fields with a decimal keyboard:
// a number field drops "4,2" in a browser whose language writes decimals with a point, and would send 42.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { RequiredNote, TextAreaField, TextField } from "@/components/ui/form-fields";
import { ImageField, ImageUploadStatus } from "@/components/ui/image-field";
import { useForm, useWatch } from "react-hook-form";
import { compressImage } from "@/lib/images/compress-client";
import { localIsoDate } from "@/lib/reports/display";
import { imageFileProblem } from "@/lib/images/pick";
import { REPORT_IMAGE_RULES, REPORT_LIMITS, reportFormSchema, type ReportFormValues, type ReportInput } from "@/lib/reports/schemas";
import { postWithProgress, UploadError } from "@/lib/upload-client";
import { suggestSpeciesNames, underMinimumSize } from "@/lib/species/lookup";
import { SuggestField } from "@/components/ui/suggest-field";
import styles from "./report-form.module.css";
import { applyServerFieldErrors } from "@/lib/form-errors";

const UPLOAD_TIMEOUT_MS = 30_000;
const SAVED = "Fångsten är sparad!";
const FORM_FIELDS = ["fish", "weight", "length", "location", "date", "bait", "method", "notes"] as const;

type Phase = "idle" | "compressing" | "uploading";
type ErrorBody = { error?: unknown; fields?: unknown };

function emptyValues(): ReportFormValues {
  return { fish: "", weight: "", length: "", location: "", date: localIsoDate(), bait: "", method: "", notes: "", released: false };
}

/** Said beside a temporary failure, so the member knows the catch they typed is still there to send again. */
const KEPT = "Det du skrev finns kvar – skicka igen om en stund.";

function serverMessage(status: number, body: ErrorBody | null): string {
  if (status === 503) return `${typeof body?.error === "string" && body.error ? body.error : "Tjänsten är tillfälligt otillgänglig."} ${KEPT}`;
  if (typeof body?.error === "string" && body.error) return body.error;
  if (status === 413) return "Bilden är för stor för servern.";
  if (status === 415) return "Bildformat stöds inte.";
  return `Något gick fel vid sparande: ${status ? `servern svarade ${status}` : "okänt fel"}`;
}

export function ReportForm() {
  const router = useRouter();
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
    setValue,
    control,
    formState: { errors },
  } = useForm<ReportFormValues, unknown, ReportInput>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: emptyValues(),
  });
  const [typedFish, typedLength] = useWatch({ control, name: ["fish", "length"] });
  const sizeWarning = underMinimumSize(String(typedFish ?? ""), String(typedLength ?? ""));

  // The preview's object URL lives outside React state so it can be released exactly once.
  const previewUrlRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewUrlRef.current) URL.revokeObjectURL(previewUrlRef.current);
    },
    [],
  );

  // Whether `file` has been shrunk already (when it was too large to send as it was, that happened on choosing it).
  const compressedRef = useRef(false);

  function selectFile(next: File | null, compressed = false) {
    if (previewUrlRef.current) URL.revokeObjectURL(previewUrlRef.current);
    previewUrlRef.current = next ? URL.createObjectURL(next) : null;
    compressedRef.current = compressed;
    setPreview(previewUrlRef.current);
    setFile(next);
  }

  function refuseFile(message: string) {
    setImageError(message);
    selectFile(null);
    if (fileInputRef.current) fileInputRef.current.value = "";
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setSaved(false);
    setImageError(null);
    if (!chosen) return selectFile(null);
    const problem = imageFileProblem(chosen, REPORT_IMAGE_RULES, { size: false });
    if (problem) return refuseFile(problem);
    if (!imageFileProblem(chosen, REPORT_IMAGE_RULES)) return selectFile(chosen);
    // Too large to send as it is: shrink it now, so a file that cannot be sent is refused at once, not on saving.
    setPhase("compressing");
    try {
      selectFile(await compressImage(chosen), true);
    } catch (error) {
      console.error("Bildkomprimeringen misslyckades", error);
      refuseFile(REPORT_IMAGE_RULES.sizeMessage);
    } finally {
      setPhase("idle");
    }
  }

  function clearFile() {
    selectFile(null);
    setImageError(null);
    if (fileInputRef.current) fileInputRef.current.value = "";
  }

  async function prepareImage(original: File): Promise<File> {
    if (compressedRef.current) return original;
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
    body.set("released", values.released ? "1" : "0");
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
      const { rest } = applyServerFieldErrors(setError, errorBody?.fields, FORM_FIELDS);
      if (rest.image) setImageError(rest.image);
      setFormError(status === 401 ? "Du måste vara inloggad för att rapportera en fångst." : serverMessage(status, errorBody));
    } catch (error) {
      const reason = error instanceof UploadError ? error.message : error instanceof Error ? error.message : "okänt fel";
      setFormError(`Något gick fel vid sparande: ${reason}`);
    } finally {
      setPhase("idle");
    }
  }

  const busy = phase !== "idle";

  return (
    <form className={styles.form} onSubmit={(event) => handleSubmit(submit)(event)} noValidate aria-busy={busy}>
      <RequiredNote />

      <SuggestField
        label="Fisk"
        requiredMark
        maxLength={REPORT_LIMITS.fishMax}
        hint="Börja skriva, t.ex. ”gäd”, och välj bland förslagen – eller skriv fritt."
        error={errors.fish?.message}
        registration={register("fish")}
        suggest={suggestSpeciesNames}
        onPick={(name) => setValue("fish", name, { shouldValidate: true, shouldDirty: true })}
      />

      <div className={styles.pair}>
        <TextField
          label="Vikt (kg)"
          requiredMark
          type="text"
          inputMode="decimal"
          autoComplete="off"
          error={errors.weight?.message}
          {...register("weight")}
        />
        <TextField
          label="Längd (cm)"
          requiredMark
          type="text"
          inputMode="decimal"
          autoComplete="off"
          error={errors.length?.message}
          {...register("length")}
        />
      </div>

      {/* Always present, so a screen reader hears the warning when it appears. */}
      <p role="status" className={sizeWarning ? styles.sizeWarning : "visually-hidden"}>
        {sizeWarning}
      </p>

      <TextField
        label="Plats"
        requiredMark
        type="text"
        maxLength={REPORT_LIMITS.locationMax}
        hint="Sjö, älv eller kust, t.ex. Vättern vid Hjo."
        error={errors.location?.message}
        {...register("location")}
      />

      <label className={styles.check}>
        <input type="checkbox" {...register("released")} />
        Återutsatt – fisken fick simma tillbaka
      </label>

      <TextField label="Datum" type="date" min={REPORT_LIMITS.earliestDate} error={errors.date?.message} {...register("date")} />

      <div className={styles.pair}>
        <TextField label="Bete" type="text" maxLength={REPORT_LIMITS.baitMax} error={errors.bait?.message} {...register("bait")} />
        <TextField label="Metod" type="text" maxLength={REPORT_LIMITS.methodMax} error={errors.method?.message} {...register("method")} />
      </div>

      <TextAreaField label="Anteckningar" rows={3} maxLength={REPORT_LIMITS.notesMax} error={errors.notes?.message} {...register("notes")} />

      <ImageField
        ref={fileInputRef}
        label="Bild"
        accept={REPORT_IMAGE_RULES.types.join(",")}
        hint="JPG, PNG, GIF eller WebP. Stora bilder förminskas innan de skickas."
        error={imageError}
        preview={preview}
        onChange={chooseFile}
        onClear={clearFile}
        disabled={busy}
      />

      <ImageUploadStatus phase={phase} progress={progress} uploadLabel={file ? "Laddar upp" : "Sparar"} />

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

"use client";
// The report form (members only): a new catch, or the correction of one (`editing`). The same zod schema as the
// server checks the fields; the photo is shrunk in the browser first and sent with visible progress. The same form
// corrects a catch still waiting on the phone (`queued`). Its parts: the values (report-form-values.ts), the field
// sections (report-form-fields.tsx), the photo (use-report-photo.ts) and the sending, online or kept on the phone
// (use-report-submit.ts).
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { RequiredNote } from "@/components/ui/form-fields";
import { ImageField, ImageUploadStatus } from "@/components/ui/image-field";
import { applyServerFieldErrors } from "@/lib/form-errors";
import type { QueuedCatch } from "@/lib/offline/catch-queue";
import { reportImageUrl } from "@/lib/reports/display";
import { REPORT_IMAGE_RULES, reportFormSchema, type ReportFormValues, type ReportInput } from "@/lib/reports/schemas";
import type { PublicReport, ReportJson } from "@/lib/reports/types";
import type { TileSource } from "./position-picker";
import { CatchSection, DetailsSection } from "./report-form-fields";
import { emptyValues, FORM_FIELDS, queuedValues, valuesOf } from "./report-form-values";
import styles from "./report-form.module.css";
import { ReportPositionFields } from "./report-position-fields";
import { ReportTripField } from "./report-trip-field";
import { useReportPhoto, type PhotoPhase } from "./use-report-photo";
import { useReportSubmit } from "./use-report-submit";

const SAVED = "Fångsten är sparad!";

type ReportFormProps = {
  /** The report to correct; without it the form posts a new catch. */
  editing?: PublicReport;
  /** Told of the saved correction (the form is for a new catch otherwise, and stays open for the next). */
  onEdited?: (report: ReportJson) => void;
  /** A catch waiting on the phone to correct; `queuedPhotoUrl` shows its photo. */
  queued?: QueuedCatch;
  queuedPhotoUrl?: string | null;
  /** Told when the corrected catch is saved on the phone again. */
  onQueuedSaved?: () => void;
  /** The map tiles for placing the catch on a map; without them the position is typed or taken from the browser. */
  tiles?: TileSource;
};

export function ReportForm({ editing, onEdited, queued, queuedPhotoUrl = null, onQueuedSaved, tiles }: ReportFormProps = {}) {
  const [phase, setPhase] = useState<PhotoPhase>("idle");
  const { fileInputRef, file, preview, imageError, setImageError, dropStored, choose, clear: clearPhoto, prepared } = useReportPhoto({
    storedUrl: editing ? reportImageUrl(editing.image) : queuedPhotoUrl,
    setPhase,
  });

  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useForm<ReportFormValues, unknown, ReportInput>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: editing ? valuesOf(editing) : queued ? queuedValues(queued) : emptyValues(),
  });

  const { submit, progress, formError, saved, setSaved, keptOnPhone } = useReportSubmit({
    editing,
    onEdited,
    queued,
    onQueuedSaved,
    photo: { file, dropStored, prepared, clear: clearPhoto, setImageError },
    setPhase,
    reset,
    setError,
  });

  // A catch the server refused opens with the server's messages beside its fields.
  useEffect(() => {
    if (!queued?.fieldErrors) return;
    const { rest } = applyServerFieldErrors(setError, queued.fieldErrors, FORM_FIELDS);
    if (rest.image) setImageError(rest.image);
  }, [queued, setError, setImageError]);

  const busy = phase !== "idle";

  return (
    <form className={styles.form} onSubmit={(event) => handleSubmit(submit)(event)} noValidate aria-busy={busy}>
      <RequiredNote />

      <CatchSection register={register} errors={errors} setValue={setValue} control={control} />

      <ReportPositionFields
        register={register}
        setValue={setValue}
        getValues={getValues}
        errors={errors}
        editing={Boolean(editing)}
        tiles={tiles}
      />

      <DetailsSection register={register} errors={errors} />

      {editing ? null : <ReportTripField register={register} setValue={setValue} errors={errors} />}

      <ImageField
        ref={fileInputRef}
        label="Bild"
        accept={REPORT_IMAGE_RULES.types.join(",")}
        hint="JPG, PNG, GIF eller WebP. Stora bilder förminskas innan de skickas."
        error={imageError}
        preview={preview}
        onChange={(event) => {
          setSaved(false);
          void choose(event);
        }}
        onClear={clearPhoto}
        disabled={busy}
      />

      <ImageUploadStatus phase={phase} progress={progress} uploadLabel={file ? "Laddar upp" : "Sparar"} />

      <div role="alert" className={formError ? styles.formError : undefined}>
        {formError}
      </div>
      <div role="status" className={saved || keptOnPhone ? styles.saved : undefined}>
        {saved ? SAVED : keptOnPhone}
      </div>

      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? "Sparar..." : editing || queued ? "Spara ändringar" : "Spara fångst"}
      </button>
    </form>
  );
}

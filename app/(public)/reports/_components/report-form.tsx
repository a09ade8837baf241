"use client";
// The report form (members only): a new catch, or the correction of one (`editing`). The same zod schema as the
// server checks the fields; the photo is shrunk in the browser first and sent with visible progress. Weight and
// length are text fields with a decimal keyboard: a number field drops "4,2" in a browser whose language writes
// decimals with a point, and would send 42. A new catch carries an Idempotency-Key; without a connection (or
// without an answer in time) it is kept on the phone with that key and sent later (lib/offline). The same form
// corrects a catch still waiting on the phone (`queued`).
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { RequiredNote, TextAreaField, TextField } from "@/components/ui/form-fields";
import { ImageField, ImageUploadStatus } from "@/components/ui/image-field";
import { useForm, useWatch } from "react-hook-form";
import { localIsoDate, reportImageUrl } from "@/lib/reports/display";
import { REPORT_IMAGE_RULES, REPORT_LIMITS, reportFormSchema, type ReportFormValues, type ReportInput } from "@/lib/reports/schemas";
import { postWithProgress, UploadError } from "@/lib/upload-client";
import { suggestSpeciesNames, underMinimumSize } from "@/lib/species/lookup";
import { SuggestField } from "@/components/ui/suggest-field";
import styles from "./report-form.module.css";
import { applyServerFieldErrors } from "@/lib/form-errors";
import type { PublicReport, ReportJson } from "@/lib/reports/types";
import type { TileSource } from "./position-picker";
import { ReportPositionFields } from "./report-position-fields";
import { useReportPhoto, type PhotoPhase } from "./use-report-photo";
import { useSession } from "@/components/shell/session-context";
import { IDEMPOTENCY_KEY_HEADER } from "@/lib/reports/schemas";
import type { CatchFields, QueuedCatch } from "@/lib/offline/catch-queue";
import { newKey } from "@/lib/offline/key";

const UPLOAD_TIMEOUT_MS = 30_000;
const SAVED = "Fångsten är sparad!";
const KEPT_ON_PHONE = "Sparad på telefonen – skickas när du har täckning";
const QUEUED_SAVED = "Ändringen är sparad på telefonen – fångsten skickas när du har täckning";
const FORM_FIELDS = ["fish", "weight", "length", "location", "date", "bait", "method", "notes", "latitude", "longitude", "position_precision"] as const;

type ErrorBody = { error?: unknown; fields?: unknown };

/** A catch saved on the phone, as the form shows it (one saved before positions existed has none). */
function queuedValues(record: QueuedCatch): ReportFormValues {
  const decimal = (value: string) => value.replace(".", ",");
  const { latitude = "", longitude = "", position_precision = "area", ...fields } = record.fields;
  return {
    ...fields,
    weight: decimal(fields.weight),
    length: decimal(fields.length),
    latitude: decimal(latitude),
    longitude: decimal(longitude),
    position_precision,
  };
}

function catchFields(values: ReportInput): CatchFields {
  return {
    fish: values.fish,
    weight: values.weight,
    length: values.length,
    location: values.location,
    date: values.date,
    bait: values.bait ?? "",
    method: values.method ?? "",
    notes: values.notes ?? "",
    released: values.released,
    latitude: values.latitude != null ? String(values.latitude) : "",
    longitude: values.longitude != null ? String(values.longitude) : "",
    position_precision: values.position_precision ?? "",
  };
}

/** Loads the queue's code only when a catch is kept or corrected, so the form itself stays as light as before. */
const offlineQueue = () => import("@/lib/offline/catch-queue");
const sendSoon = (userId: number) => void import("@/lib/offline/background-send").then((module) => module.sendSoon(userId));

function emptyValues(): ReportFormValues {
  return {
    fish: "",
    weight: "",
    length: "",
    location: "",
    date: localIsoDate(),
    bait: "",
    method: "",
    notes: "",
    released: false,
    latitude: "",
    longitude: "",
    position_precision: "area",
  };
}

/**
 * A stored report as the form shows it: decimals with a comma, as a Swedish angler types them. The position is
 * shown only when this is the owner's own view of it (the exact point); an area's centre is never put in the
 * fields, where saving would move the catch to it.
 */
function valuesOf(report: PublicReport): ReportFormValues {
  const decimal = (value: string) => String(Number(value)).replace(".", ",");
  const own = report.position?.exact ? report.position : null;
  return {
    latitude: own ? String(own.latitude).replace(".", ",") : "",
    longitude: own ? String(own.longitude).replace(".", ",") : "",
    position_precision: own?.precision ?? "",
    fish: report.fish,
    weight: decimal(report.weight),
    length: decimal(report.length),
    location: report.location,
    date: report.fishing_date,
    bait: report.bait ?? "",
    method: report.method ?? "",
    notes: report.notes ?? "",
    released: report.released,
  };
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
  const router = useRouter();
  const { user } = useSession();
  const [phase, setPhase] = useState<PhotoPhase>("idle");
  const { fileInputRef, file, preview, imageError, setImageError, dropStored, choose, clear: clearPhoto, prepared } = useReportPhoto({
    storedUrl: editing ? reportImageUrl(editing.image) : queuedPhotoUrl,
    setPhase,
  });
  // One key per new catch: kept through a refusal the member corrects (the server keeps no key for a refused post),
  // handed to the queue when the catch is kept on the phone, and renewed once the catch is stored or kept.
  const keyRef = useRef<string | null>(null);
  const [keptOnPhone, setKeptOnPhone] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

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

  // A catch the server refused opens with the server's messages beside its fields.
  useEffect(() => {
    if (!queued?.fieldErrors) return;
    const { rest } = applyServerFieldErrors(setError, queued.fieldErrors, FORM_FIELDS);
    if (rest.image) setImageError(rest.image);
  }, [queued, setError, setImageError]);

  /** Keeps the catch on the phone, photo and key included, to be sent when there is coverage. */
  async function keepOnPhone(values: ReportInput, image: File | null, key: string): Promise<boolean> {
    if (!user) return false;
    try {
      const { saveCatch } = await offlineQueue();
      await saveCatch({ userId: user.id, key, fields: catchFields(values), photo: image, photoName: image?.name ?? null });
    } catch (error) {
      console.error("Kunde inte spara fångsten på telefonen", error);
      return false;
    }
    keyRef.current = null;
    reset(emptyValues());
    clearPhoto();
    setKeptOnPhone(KEPT_ON_PHONE);
    sendSoon(user.id);
    return true;
  }

  /** Saves the correction of a catch waiting on the phone, and sends it when there is coverage. */
  async function saveQueued(record: QueuedCatch, values: ReportInput) {
    const image = file ? await prepared() : null;
    const photo = image ? { blob: image as Blob, name: image.name } : dropStored ? { blob: null, name: null } : { blob: record.photo, name: record.photoName };
    const { editCatch } = await offlineQueue();
    await editCatch(record.id, catchFields(values), photo);
    setKeptOnPhone(QUEUED_SAVED);
    sendSoon(record.userId);
    onQueuedSaved?.();
  }
  const [typedFish, typedLength] = useWatch({ control, name: ["fish", "length"] });
  const sizeWarning = underMinimumSize(String(typedFish ?? ""), String(typedLength ?? ""));

  async function submit(values: ReportInput) {
    setFormError(null);
    setSaved(false);
    setKeptOnPhone(null);
    if (queued) {
      try {
        await saveQueued(queued, values);
      } catch (error) {
        console.error("Kunde inte spara ändringen på telefonen", error);
        setFormError("Kunde inte spara ändringen på telefonen. Försök igen.");
      } finally {
        setPhase("idle");
      }
      return;
    }
    const key = editing ? null : (keyRef.current ??= newKey());
    const body = new FormData();
    body.set("fish", values.fish);
    body.set("weight", values.weight);
    body.set("length", values.length);
    body.set("location", values.location);
    body.set("date", values.date);
    // A correction sends the optional texts even when emptied, so they are cleared.
    if (values.bait || editing) body.set("bait", values.bait ?? "");
    if (values.method || editing) body.set("method", values.method ?? "");
    if (values.notes || editing) body.set("notes", values.notes ?? "");
    body.set("released", values.released ? "1" : "0");
    // A correction with blank coordinates keeps the stored position; a new catch without them has none.
    if (values.latitude != null && values.longitude != null) {
      body.set("latitude", String(values.latitude));
      body.set("longitude", String(values.longitude));
    }
    if (values.position_precision) body.set("position_precision", values.position_precision);
    if (editing && dropStored && !file) body.set("remove_image", "1");
    let image: File | null = null;
    try {
      image = await prepared();
      if (image) body.set("image", image, image.name);
      // No coverage: straight to the phone, no attempt that would only fail.
      if (key && !navigator.onLine && (await keepOnPhone(values, image, key))) return;
      setProgress(0);
      setPhase("uploading");
      const { status, body: answer } = await postWithProgress(editing ? `/api/reports/${editing.id}` : "/api/reports", body, {
        method: editing ? "PUT" : "POST",
        onProgress: setProgress,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : undefined,
      });
      if (status >= 200 && status < 300) {
        if (editing) return onEdited?.(answer as ReportJson);
        keyRef.current = null;
        reset(emptyValues());
        clearPhoto();
        setSaved(true);
        router.refresh();
        return;
      }
      const errorBody = (answer ?? null) as ErrorBody | null;
      const { rest } = applyServerFieldErrors(setError, errorBody?.fields, FORM_FIELDS);
      if (rest.image) setImageError(rest.image);
      setFormError(status === 401 ? "Du måste vara inloggad för att rapportera en fångst." : serverMessage(status, errorBody));
    } catch (error) {
      // The post went out but no answer came back: kept with its key, so a resend cannot store it twice.
      const noAnswer = error instanceof UploadError && (error.kind === "network" || error.kind === "timeout");
      if (key && noAnswer && (await keepOnPhone(values, image, key))) return;
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

      <ReportPositionFields
        register={register}
        setValue={setValue}
        getValues={getValues}
        errors={errors}
        editing={Boolean(editing)}
        tiles={tiles}
      />

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

"use client";
// The report form's sending: a new catch carries an Idempotency-Key; without a connection (or without an answer in
// time) it is kept on the phone with that key and sent later (lib/offline). A correction is sent with PUT, and the
// correction of a catch still waiting on the phone is saved there again.
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import type { UseFormReset, UseFormSetError } from "react-hook-form";
import { useSession } from "@/components/shell/session-context";
import { applyServerFieldErrors } from "@/lib/form-errors";
import type { QueuedCatch } from "@/lib/offline/catch-queue";
import { newKey } from "@/lib/offline/key";
import { IDEMPOTENCY_KEY_HEADER, type ReportFormValues, type ReportInput } from "@/lib/reports/schemas";
import type { PublicReport, ReportJson } from "@/lib/reports/types";
import { postWithProgress, UploadError } from "@/lib/upload-client";
import { catchFields, emptyValues, FORM_FIELDS, reportBody, serverMessage, type ErrorBody } from "./report-form-values";
import type { PhotoPhase } from "./use-report-photo";

const UPLOAD_TIMEOUT_MS = 30_000;
const KEPT_ON_PHONE = "Sparad på telefonen – skickas när du har täckning";
const QUEUED_SAVED = "Ändringen är sparad på telefonen – fångsten skickas när du har täckning";

/** Loads the queue's code only when a catch is kept or corrected, so the form itself stays as light as before. */
const offlineQueue = () => import("@/lib/offline/catch-queue");
const sendSoon = (userId: number) => void import("@/lib/offline/background-send").then((module) => module.sendSoon(userId));

/** What the hook needs of the photo (use-report-photo). */
type Photo = {
  file: File | null;
  dropStored: boolean;
  prepared: () => Promise<File | null>;
  clear: () => void;
  setImageError: (message: string | null) => void;
};

type Options = {
  editing?: PublicReport;
  onEdited?: (report: ReportJson) => void;
  queued?: QueuedCatch;
  onQueuedSaved?: () => void;
  photo: Photo;
  setPhase: (phase: PhotoPhase) => void;
  reset: UseFormReset<ReportFormValues>;
  setError: UseFormSetError<ReportFormValues>;
};

export function useReportSubmit({ editing, onEdited, queued, onQueuedSaved, photo, setPhase, reset, setError }: Options) {
  const router = useRouter();
  const { user } = useSession();
  // One key per new catch: kept through a refusal the member corrects (the server keeps no key for a refused post),
  // handed to the queue when the catch is kept on the phone, and renewed once the catch is stored or kept.
  const keyRef = useRef<string | null>(null);
  const [keptOnPhone, setKeptOnPhone] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

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
    photo.clear();
    setKeptOnPhone(KEPT_ON_PHONE);
    sendSoon(user.id);
    return true;
  }

  /** Saves the correction of a catch waiting on the phone, and sends it when there is coverage. */
  async function saveQueued(record: QueuedCatch, values: ReportInput) {
    const image = photo.file ? await photo.prepared() : null;
    const kept = image
      ? { blob: image as Blob, name: image.name }
      : photo.dropStored
        ? { blob: null, name: null }
        : { blob: record.photo, name: record.photoName };
    const { editCatch } = await offlineQueue();
    await editCatch(record.id, catchFields(values), kept);
    setKeptOnPhone(QUEUED_SAVED);
    sendSoon(record.userId);
    onQueuedSaved?.();
  }

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
    const body = reportBody(values, Boolean(editing));
    if (editing && photo.dropStored && !photo.file) body.set("remove_image", "1");
    let image: File | null = null;
    try {
      image = await photo.prepared();
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
        photo.clear();
        setSaved(true);
        router.refresh();
        return;
      }
      const errorBody = (answer ?? null) as ErrorBody | null;
      const { rest } = applyServerFieldErrors(setError, errorBody?.fields, FORM_FIELDS);
      if (rest.image) photo.setImageError(rest.image);
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

  return { submit, progress, formError, saved, setSaved, keptOnPhone };
}

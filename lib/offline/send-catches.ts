// Sends the catches saved on the phone, oldest first, each with its own Idempotency-Key, and decides from each answer
// whether the catch is done, must be fixed by the member, waits for a login, or is tried again later. Runs in the
// pages and in the service worker (Background Sync); the Web Lock keeps two of them from sending at once.
import { ERROR_CODE } from "@/lib/errors";
import type { CatchFields, QueuedCatch } from "./catch-queue";

export const REPORTS_URL = "/api/reports";
export const SEND_TIMEOUT_MS = 30_000;
const BACKOFF_BASE_MS = 15_000;
const BACKOFF_MAX_MS = 30 * 60_000;

export const sendMessages = {
  login: "Logga in igen för att skicka fångsten – den ligger kvar på telefonen så länge.",
  tooLarge: "Bilden är för stor för servern. Ta bort den eller välj en mindre bild och spara igen.",
  badType: "Bildformatet stöds inte. Välj en JPG-, PNG-, GIF- eller WebP-bild och spara igen.",
  keyReused:
    "En tidigare version av fångsten har redan tagits emot. Ta bort den här kopian, eller ändra och spara den för att skicka den som en ny fångst.",
  retry: "Kunde inte skicka ännu – försöker igen när du har täckning.",
  refused: (status: number) => `Servern tog inte emot fångsten (${status}). Ändra och spara igen.`,
} as const;

/** The multipart form POST /api/reports takes, exactly as the report form sends a new catch. */
export function catchForm(fields: CatchFields, photo: Blob | null, photoName: string | null): FormData {
  const body = new FormData();
  body.set("fish", fields.fish);
  body.set("weight", fields.weight);
  body.set("length", fields.length);
  body.set("location", fields.location);
  body.set("date", fields.date);
  if (fields.bait) body.set("bait", fields.bait);
  if (fields.method) body.set("method", fields.method);
  if (fields.notes) body.set("notes", fields.notes);
  body.set("released", fields.released ? "1" : "0");
  if (fields.latitude && fields.longitude) {
    body.set("latitude", fields.latitude);
    body.set("longitude", fields.longitude);
  }
  if (fields.position_precision) body.set("position_precision", fields.position_precision);
  if (fields.catch_time) body.set("catch_time", fields.catch_time);
  if (fields.trip_id) body.set("trip_id", fields.trip_id);
  if (photo) body.set("image", photo, photoName ?? "fangst.jpg");
  return body;
}

/** What one attempt came to: an answer (status and JSON body), or none at all (network, timeout). */
export type Attempt = { status: number; body: unknown; retryAfterSeconds?: number | null } | { status: 0; body: null };

export type Outcome =
  | { kind: "sent" }
  | { kind: "rejected"; message: string; fieldErrors: Record<string, string> | null; keySpent?: boolean }
  | { kind: "login" }
  | { kind: "retry"; afterMs: number | null; stopQueue: boolean };

type ErrorBody = { error?: unknown; code?: unknown; fields?: unknown };

function stringRecord(value: unknown): Record<string, string> | null {
  if (typeof value !== "object" || value === null) return null;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return entries.length ? Object.fromEntries(entries) : null;
}

/** Reads an answer to POST /api/reports. A 4xx is never retried on its own, apart from 408, 409 and 429. */
export function outcomeOf(attempt: Attempt): Outcome {
  const { status } = attempt;
  const body = (typeof attempt.body === "object" && attempt.body !== null ? attempt.body : {}) as ErrorBody;
  const serverText = typeof body.error === "string" && body.error.trim() ? body.error : null;
  const retryAfterMs = "retryAfterSeconds" in attempt && attempt.retryAfterSeconds ? attempt.retryAfterSeconds * 1000 : null;

  if (status >= 200 && status < 300) return { kind: "sent" };
  if (status === 0) return { kind: "retry", afterMs: null, stopQueue: true };
  if (status === 401) return { kind: "login" };
  // The same catch still being stored from an earlier attempt, or too many posts: later, and the rest waits too.
  if (status === 408 || status === 409 || status === 429) return { kind: "retry", afterMs: retryAfterMs, stopQueue: true };
  if (status === 413) return { kind: "rejected", message: sendMessages.tooLarge, fieldErrors: null };
  if (status === 415) return { kind: "rejected", message: serverText ?? sendMessages.badType, fieldErrors: null };
  if (status === 422 && body.code === ERROR_CODE.IDEMPOTENCY_KEY_REUSED) {
    return { kind: "rejected", message: sendMessages.keyReused, fieldErrors: null, keySpent: true };
  }
  if (status >= 400 && status < 500) {
    return { kind: "rejected", message: serverText ?? sendMessages.refused(status), fieldErrors: stringRecord(body.fields) };
  }
  return { kind: "retry", afterMs: retryAfterMs, stopQueue: true };
}

/** How long to wait after the n-th failed attempt in a row: 15 s doubling to 30 min, with a little jitter. */
export function backoffMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The record as it stands after an attempt that did not send it. */
export function afterAttempt(record: QueuedCatch, outcome: Exclude<Outcome, { kind: "sent" }>, now: number): QueuedCatch {
  switch (outcome.kind) {
    case "rejected":
      return {
        ...record,
        state: "rejected",
        message: outcome.message,
        fieldErrors: outcome.fieldErrors,
        keySpent: outcome.keySpent ?? record.keySpent,
      };
    case "login":
      return { ...record, state: "login", message: sendMessages.login };
    case "retry": {
      const failures = record.failures + 1;
      return { ...record, state: "waiting", message: sendMessages.retry, failures, retryAt: now + Math.max(outcome.afterMs ?? 0, backoffMs(failures)) };
    }
  }
}

/** Whether a catch is to be sent in this round: waiting and due, or waiting for a login the member now has. */
export function isDue(record: QueuedCatch, now: number, { force = false } = {}): boolean {
  if (record.state === "rejected") return false;
  if (record.state === "login") return true;
  return force || record.retryAt <= now;
}

export type QueueStore = {
  list: (userId: number) => Promise<QueuedCatch[]>;
  update: (id: string, change: (record: QueuedCatch) => QueuedCatch) => Promise<unknown>;
  remove: (id: string) => Promise<void>;
};

export type SendResult = { sent: number; left: number; loginNeeded: boolean };

/**
 * Sends a member's due catches one at a time, oldest first. A catch without an answer (or a 5xx, 409, 429) stops
 * the round, so a later catch never overtakes an earlier one; a refused catch stays for the member to fix and the
 * round goes on; a 401 stops it, as every other catch would get the same. `force` ignores the backoff (the
 * connection just came back, or the member asked).
 */
export async function sendDueCatches({
  userId,
  store,
  send,
  now = Date.now,
  force = false,
}: {
  userId: number;
  store: QueueStore;
  send: (record: QueuedCatch) => Promise<Attempt>;
  now?: () => number;
  force?: boolean;
}): Promise<SendResult> {
  const records = await store.list(userId);
  let sent = 0;
  let loginNeeded = false;
  for (const record of records) {
    if (!isDue(record, now(), { force })) continue;
    const outcome = outcomeOf(await send(record));
    if (outcome.kind === "sent") {
      await store.remove(record.id);
      sent += 1;
      continue;
    }
    await store.update(record.id, (current) => afterAttempt(current, outcome, now()));
    if (outcome.kind === "login") {
      loginNeeded = true;
      break;
    }
    if (outcome.kind === "retry" && outcome.stopQueue) break;
  }
  const left = (await store.list(userId)).length;
  return { sent, left, loginNeeded };
}

/** One POST of a saved catch with its key; no answer in SEND_TIMEOUT_MS counts as none. */
export async function postCatch(record: QueuedCatch, fetchImpl: typeof fetch = fetch): Promise<Attempt> {
  try {
    const response = await fetchImpl(REPORTS_URL, {
      method: "POST",
      body: catchForm(record.fields, record.photo, record.photoName),
      headers: { accept: "application/json", "Idempotency-Key": record.key },
      credentials: "same-origin",
      cache: "no-store",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    const retryAfter = Number(response.headers.get("retry-after"));
    return { status: response.status, body, retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null };
  } catch {
    return { status: 0, body: null };
  }
}

/** Runs `task` unless another page or the worker is already sending (Web Locks; without them, runs it anyway). */
export async function withSendLock<T>(task: () => Promise<T>): Promise<T | null> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (!locks) return task();
  return locks.request("fiskeganget-send-catches", { ifAvailable: true }, async (lock: Lock | null) => (lock ? task() : null));
}

// Catches saved on the phone while it has no coverage, kept in IndexedDB until they are sent. Used by the pages and
// by the service worker alike, so nothing here may touch `window` or the DOM
// (docs/decisions/180-offline-logging.md).
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { newKey } from "./key";

export { newKey };

export const QUEUE_DB_NAME = "fiskeganget-offline";
const QUEUE_DB_VERSION = 1;
const STORE = "catches";

/** The report form's fields, as typed (decimals with a comma are fine: the server reads them). */
export type CatchFields = {
  fish: string;
  weight: string;
  length: string;
  location: string;
  date: string;
  bait: string;
  method: string;
  notes: string;
  released: boolean;
  /** Decimal degrees with a dot, or "" (absent in a catch saved before positions existed). */
  latitude?: string;
  longitude?: string;
  /** friends, area or hidden, or "" for the server's default. */
  position_precision?: string;
  /** HH:MM or "" (absent in a catch saved before times existed). */
  catch_time?: string;
  /** The trip the catch belongs to, its id as digits, or "" (absent in a catch saved before trips existed). */
  trip_id?: string;
};

/**
 * waiting: to be sent at the next chance; rejected: the server refused it for a reason the member must fix first
 * (never resent until edited); login: the session had ended, sent again once the member is logged in.
 */
export type CatchState = "waiting" | "rejected" | "login";

export type QueuedCatch = {
  id: string;
  /** Sent as Idempotency-Key on every attempt, from the moment the catch was saved. */
  key: string;
  /** The member who saved it: a catch is never sent in another member's name. */
  userId: number;
  /** When it was saved (ms since the epoch); the queue is sent oldest first. */
  savedAt: number;
  fields: CatchFields;
  /** The photo as the form had shrunk it, or null. */
  photo: Blob | null;
  photoName: string | null;
  state: CatchState;
  /** The server's Swedish message when it was refused, or why the last attempt did not get through. */
  message: string | null;
  /** The server's messages per field (a validation refusal). */
  fieldErrors: Record<string, string> | null;
  /** Attempts that got no usable answer since it was saved or edited (for the backoff). */
  failures: number;
  /** Not to be tried again before this time (ms since the epoch). */
  retryAt: number;
  /** The key was already used for another version of this catch: an edit must get a new one. */
  keySpent?: boolean;
};

interface QueueSchema extends DBSchema {
  catches: { key: string; value: QueuedCatch; indexes: { savedAt: number } };
}

let opening: Promise<IDBPDatabase<QueueSchema>> | null = null;

function database(): Promise<IDBPDatabase<QueueSchema>> {
  opening ??= openDB<QueueSchema>(QUEUE_DB_NAME, QUEUE_DB_VERSION, {
    upgrade(db) {
      const store = db.createObjectStore(STORE, { keyPath: "id" });
      store.createIndex("savedAt", "savedAt");
    },
    // Another tab deleting the database (logout) must not wait on this connection.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = null;
    },
    terminated() {
      opening = null;
    },
  });
  return opening;
}


export type NewCatch = Pick<QueuedCatch, "userId" | "fields" | "photo" | "photoName"> & { key?: string; savedAt?: number };

export async function saveCatch(input: NewCatch): Promise<QueuedCatch> {
  const record: QueuedCatch = {
    id: newKey(),
    key: input.key ?? newKey(),
    userId: input.userId,
    savedAt: input.savedAt ?? Date.now(),
    fields: input.fields,
    photo: input.photo,
    photoName: input.photoName,
    state: "waiting",
    message: null,
    fieldErrors: null,
    failures: 0,
    retryAt: 0,
  };
  await (await database()).put(STORE, record);
  announceChange();
  return record;
}

/** Every saved catch of a member, oldest first. */
export async function listCatches(userId?: number): Promise<QueuedCatch[]> {
  const all = await (await database()).getAllFromIndex(STORE, "savedAt");
  return userId === undefined ? all : all.filter((record) => record.userId === userId);
}

export async function getCatch(id: string): Promise<QueuedCatch | undefined> {
  return (await database()).get(STORE, id);
}

/** Changes a saved catch; a no-op when it is gone (sent or removed meanwhile). */
export async function updateCatch(id: string, change: (record: QueuedCatch) => QueuedCatch): Promise<QueuedCatch | null> {
  const db = await database();
  const tx = db.transaction(STORE, "readwrite");
  const current = await tx.store.get(id);
  const next = current ? change(current) : null;
  if (next) await tx.store.put(next);
  await tx.done;
  if (next) announceChange();
  return next;
}

/** The member corrected a catch: it waits to be sent again, with a new key if the old one was spent. */
export function editCatch(id: string, fields: CatchFields, photo: { blob: Blob | null; name: string | null }): Promise<QueuedCatch | null> {
  return updateCatch(id, (record) => ({
    ...record,
    fields,
    photo: photo.blob,
    photoName: photo.name,
    key: record.keySpent ? newKey() : record.key,
    keySpent: false,
    state: "waiting",
    message: null,
    fieldErrors: null,
    failures: 0,
    retryAt: 0,
  }));
}

export async function removeCatch(id: string): Promise<void> {
  await (await database()).delete(STORE, id);
  announceChange();
}

/** Forgets every saved catch on this device (logout). */
export async function clearCatches(): Promise<void> {
  await (await database()).clear(STORE);
  announceChange();
}

/** Tells every page and the worker of this site that the queue changed, so their lists read it again. */
export const QUEUE_CHANNEL = "fiskeganget-catch-queue";

function announceChange(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(QUEUE_CHANNEL);
  channel.postMessage("changed");
  channel.close();
}

// The page's part in sending saved catches: at page load, when the connection comes back, and when a backoff ends;
// and asking the service worker for a Background Sync, so the browser sends them even after the page is closed
// where it can (Chromium). Loaded only for members, after the page.
import { listCatches } from "./catch-queue";
import { flushCatches } from "./flush";
import { SEND_CATCHES_TAG } from "./policy";

/** Longest wait between two looks at the queue while the page stays open. */
const MAX_TIMER_MS = 10 * 60_000;

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } };

/** Asks the worker to send the queue when the browser sees a connection; false where Background Sync is missing. */
export async function requestBackgroundSend(): Promise<boolean> {
  if (!("serviceWorker" in navigator)) return false;
  const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
  if (!registration?.sync) return false;
  try {
    await registration.sync.register(SEND_CATCHES_TAG);
    return true;
  } catch {
    return false;
  }
}

/** Sends the member's due catches now and whenever the connection returns; the returned function stops that. */
export function sendWhenOnline(userId: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function run(force: boolean) {
    clearTimeout(timer);
    if (stopped) return;
    if (navigator.onLine) await flushCatches(userId, { force });
    const waiting = (await listCatches(userId)).filter((record) => record.state === "waiting");
    if (stopped || !waiting.length) return;
    const next = Math.min(...waiting.map((record) => record.retryAt));
    timer = setTimeout(() => void run(false), Math.min(MAX_TIMER_MS, Math.max(1_000, next - Date.now())));
  }

  const onOnline = () => void run(true);
  window.addEventListener("online", onOnline);
  void run(false);
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener("online", onOnline);
  };
}

/** The member just saved or edited a catch: sent at once when online, else by the worker or on `online`. */
export async function sendSoon(userId: number): Promise<void> {
  await requestBackgroundSend();
  if (navigator.onLine) await flushCatches(userId, { force: true });
}

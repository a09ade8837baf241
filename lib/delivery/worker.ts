// The delivery loop every server runs: dispatch queued notifications (push at once), gather and send e-mail
// batches, queue and send weekly digests. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several
// servers share the work and a server that dies mid-send frees its rows for the others.
import "server-only";
import { env, isBuilding } from "@/lib/env";
import { dispatchDeliveries, type PushSender } from "@/lib/delivery/dispatch";
import { queueDigests, sendDigests } from "@/lib/delivery/digest";
import { gatherMailBatches, sendMailBatches } from "@/lib/delivery/mail-batches";
import type { MailTransport } from "@/lib/mail/send";

export type TickOptions = { now?: Date; push?: PushSender; transport?: MailTransport | null; windowMinutes?: number };

/** How often a process looks for members whose digest of a new week is not queued yet. */
const DIGEST_QUEUE_EVERY_MS = 10 * 60_000;
let digestsQueuedAt = Number.NEGATIVE_INFINITY;

/** One round of every step; returns how much work it found (the loop runs again at once while there is more). */
export async function runDeliveryTick({ now = new Date(), push, transport, windowMinutes }: TickOptions = {}) {
  const dispatched = await dispatchDeliveries({ now, ...(push ? { push } : {}) });
  const gathered = await gatherMailBatches({ now, ...(windowMinutes !== undefined ? { windowMinutes } : {}) });
  const mails = await sendMailBatches({ now, ...(transport !== undefined ? { transport } : {}) });
  if (Date.now() - digestsQueuedAt >= DIGEST_QUEUE_EVERY_MS) {
    await queueDigests({ now });
    digestsQueuedAt = Date.now();
  }
  const digests = await sendDigests({ now, ...(transport !== undefined ? { transport } : {}) });
  return { dispatched, gathered, mails, digests, busy: dispatched.claimed > 0 || mails.sent + mails.failed + mails.dropped > 0 };
}

let timer: NodeJS.Timeout | undefined;
let running = false;

/** Runs a tick every DELIVERY_INTERVAL_MS (at once again while a tick found work), never two at a time. */
export function startDeliveryLoop(): void {
  const interval = env().DELIVERY_INTERVAL_MS;
  if (timer || interval === 0 || isBuilding()) return;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      for (let round = 0; round < 50; round++) {
        if (!(await runDeliveryTick()).busy) break;
      }
    } catch (error) {
      // The error itself, so a database outage goes to the calm outage log (lib/outage/quiet-log.ts), not once a tick.
      console.error("[delivery] round failed", error);
    } finally {
      running = false;
    }
  };
  timer = setInterval(() => void run(), interval);
  timer.unref();
}

export function stopDeliveryLoop(): void {
  clearInterval(timer);
  timer = undefined;
}

// Delivering notifications, as the `notification-delivery` job runs it (lib/jobs/kinds.ts): dispatch queued
// notifications (push at once), gather and send e-mail batches, queue and send weekly digests. Rows are claimed
// with FOR UPDATE SKIP LOCKED and a lease, so runs in several processes share the work and one that dies mid-send
// frees its rows for the others.
import "server-only";
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

/**
 * Rounds of every step until one finds nothing more to do (50 at most, then the next run goes on): the
 * `notification-delivery` job (lib/jobs/kinds.ts). Answers a line for the log when anything was sent.
 */
export async function runDeliveryRounds(): Promise<string | null> {
  let pushed = 0;
  let mails = 0;
  let digests = 0;
  for (let round = 0; round < 50; round++) {
    const tick = await runDeliveryTick();
    pushed += tick.dispatched.claimed;
    mails += tick.mails.sent;
    digests += tick.digests.sent;
    if (!tick.busy) break;
  }
  return mails + digests > 0 ? `[delivery] ${pushed} notification(s) dispatched, ${mails} e-mail(s) and ${digests} digest(s) sent` : null;
}

// Sends what is due in the queue of saved catches for one member, unless another page or the worker is at it.
import { listCatches, removeCatch, updateCatch } from "./catch-queue";
import { postCatch, sendDueCatches, withSendLock, type SendResult } from "./send-catches";

export function flushCatches(userId: number, { force = false } = {}): Promise<SendResult | null> {
  return withSendLock(() =>
    sendDueCatches({ userId, force, send: (record) => postCatch(record), store: { list: listCatches, update: updateCatch, remove: removeCatch } }),
  );
}

// Logging out deletes the catches still waiting on the phone (lib/offline/clear.ts), so the member is asked first.
import { listCatches } from "./catch-queue";

/** True when nothing waits, or the member agrees to lose what does. */
export async function mayForgetWaitingCatches(userId: number): Promise<boolean> {
  if (typeof indexedDB === "undefined") return true;
  const waiting = await listCatches(userId).catch(() => []);
  if (!waiting.length) return true;
  const what = waiting.length === 1 ? "En fångst" : `${waiting.length} fångster`;
  return window.confirm(`${what} väntar fortfarande på uppladdning och tas bort från telefonen när du loggar ut. Logga ut ändå?`);
}

// Logging out deletes the catches still waiting on the phone (lib/offline/clear.ts), so the member is asked first.
import { listCatches } from "./catch-queue";

/** The question to ask before logging out when catches wait on this phone, or null when none does. */
export async function waitingCatchesQuestion(userId: number): Promise<string | null> {
  if (typeof indexedDB === "undefined") return null;
  const waiting = await listCatches(userId).catch(() => []);
  if (!waiting.length) return null;
  const what = waiting.length === 1 ? "En fångst" : `${waiting.length} fångster`;
  return `${what} väntar fortfarande på uppladdning och tas bort från telefonen när du loggar ut. Logga ut ändå?`;
}

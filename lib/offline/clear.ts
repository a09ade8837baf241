// Logout: forgets what this device kept for the member — the catches waiting to be sent and the pages and photos
// kept for offline use. The precache (the build's scripts, styles and the /offline page) is the same for everyone.
import { clearCatches } from "./catch-queue";
import { KEPT_CACHES } from "./policy";

export async function clearOfflineData(): Promise<void> {
  const cachesApi = typeof caches === "undefined" ? null : caches;
  const results = await Promise.allSettled([clearCatches(), ...Object.values(KEPT_CACHES).map((name) => cachesApi?.delete(name))]);
  for (const result of results) if (result.status === "rejected") console.error("Kunde inte rensa sparad data", result.reason);
}

// Children whose parent never consented are not members and never will be once their link has expired: their
// accounts and consent records go, so the site keeps no data about a child without a parent's consent.
import "server-only";
import { db } from "@/lib/db";
import { isBuilding } from "@/lib/env";

/** How often a running server looks for expired pending children. */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes every pending child whose consent link expired before `now`, together with the consent record, in one
 * statement (one transaction). A link renewed or confirmed meanwhile no longer matches, so a parent who acts at
 * the last moment wins. Answers how many accounts went.
 */
export async function removeExpiredPendingChildren(now = new Date()): Promise<number> {
  return db.$executeRaw`
    WITH expired AS (
      DELETE FROM parental_consents pc
      USING users u
      WHERE pc.child_id = u.id
        AND u.consent_status = 'PENDING'
        AND pc.confirmed_at IS NULL
        AND pc.expires_at <= ${now}
      RETURNING pc.child_id
    )
    DELETE FROM users WHERE id IN (SELECT child_id FROM expired) AND consent_status = 'PENDING'`;
}

let timer: NodeJS.Timeout | undefined;

/**
 * Runs the clean-up now and then every CLEANUP_INTERVAL_MS, without keeping the process alive for it. Not while
 * building: prerendering starts server processes too, and they must not write.
 */
export function startPendingChildCleanup(): void {
  if (timer || isBuilding()) return;
  const run = () =>
    removeExpiredPendingChildren()
      .then((count) => {
        if (count > 0) console.info(`[consent] removed ${count} pending child account(s) whose consent link expired`);
      })
      .catch((error) => console.error("[consent] clean-up of expired pending children failed", error));
  void run();
  timer = setInterval(run, CLEANUP_INTERVAL_MS);
  timer.unref();
}

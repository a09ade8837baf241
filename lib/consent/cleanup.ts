// Children whose parent never consented are not members and never will be once their link has expired: their
// accounts and consent records go, so the site keeps no data about a child without a parent's consent. Runs hourly
// as the job queue's "consent-cleanup" (lib/jobs/kinds.ts).
import "server-only";
import { db } from "@/lib/db";

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

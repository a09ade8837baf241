// The audit log (the admin panel's "logs"): every admin action, and every refused attempt at a forbidden one,
// written in the same transaction as the change it describes (so a rolled-back change leaves no entry claiming it
// happened). It sits below every domain that writes to it and knows none of them.
import "server-only";
import { db, type Prisma } from "@/lib/db";

type Client = Prisma.TransactionClient | typeof db;

/** At most what the column holds; details name members and records, never passwords or tokens. */
const MAX_DETAILS = 2000;

export async function recordAdminAction(
  client: Client,
  { admin, action, details }: { admin: { id: number; username: string }; action: string; details?: string },
): Promise<void> {
  await client.adminLog.create({
    data: { adminId: admin.id, username: admin.username, action, details: details?.slice(0, MAX_DETAILS) ?? null },
  });
}

/** The name an entry carries when nobody could be named (a login with a key the site does not know). */
export const UNKNOWN_MEMBER = "(okänd)";

/**
 * A member's own security event (a passkey added, used, refused or removed): the same log, the member in the name
 * column, or nobody when the attempt named no account.
 */
export async function recordAccountEvent(
  client: Client,
  { member, action, details }: { member: { id: number; username: string } | null; action: string; details?: string },
): Promise<void> {
  await client.adminLog.create({
    data: { adminId: member?.id ?? null, username: member?.username ?? UNKNOWN_MEMBER, action, details: details?.slice(0, MAX_DETAILS) ?? null },
  });
}

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

import "server-only";
import { db } from "@/lib/db";
import { forbidden } from "@/lib/errors";
import { blockedEmailMessages } from "@/lib/blocked-emails/schemas";
import { ADMIN_PAGE_SIZE } from "@/lib/validation/pages";

/** Whether an address is on the admins' block list. Addresses are compared lower-cased. */
export async function isEmailBlocked(email: string): Promise<boolean> {
  const hit = await db.blockedEmail.findUnique({ where: { email: email.trim().toLowerCase() }, select: { id: true } });
  return hit !== null;
}

/**
 * Refuses (403 EMAIL_BLOCKED) an address on the block list, for every place a member gives an address: a profile
 * e-mail, a parent's e-mail. `message` lets the caller say whose address it is.
 */
export async function assertEmailNotBlocked(email: string, message: string = blockedEmailMessages.blocked): Promise<void> {
  if (await isEmailBlocked(email)) throw forbidden(message, "EMAIL_BLOCKED");
}

export type BlockedEmailJson = { id: number; email: string; reason: string | null; blocked_by_username: string | null; blocked_at: string };

/** SPEC §3 "Blocked e-mail", newest first, searchable by address or reason, one page at a time. */
export async function listBlockedEmails({ q, page }: { q: string; page: number }) {
  const where = q
    ? { OR: [{ email: { contains: q, mode: "insensitive" as const } }, { reason: { contains: q, mode: "insensitive" as const } }] }
    : {};
  const [rows, total] = await Promise.all([
    db.blockedEmail.findMany({
      where,
      orderBy: [{ blockedAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * ADMIN_PAGE_SIZE,
      take: ADMIN_PAGE_SIZE,
      select: { id: true, email: true, reason: true, blockedAt: true, blockedBy: { select: { username: true } } },
    }),
    db.blockedEmail.count({ where }),
  ]);
  const blockedEmails: BlockedEmailJson[] = rows.map((row) => ({
    id: row.id,
    email: row.email,
    reason: row.reason,
    blocked_by_username: row.blockedBy?.username ?? null,
    blocked_at: row.blockedAt.toISOString(),
  }));
  return { blockedEmails, total, page, pageSize: ADMIN_PAGE_SIZE };
}

import "server-only";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db-errors";
import type { SessionUser } from "@/lib/auth/session";
import { recordAdminAction } from "@/lib/audit/log";
import { conflict, notFound } from "@/lib/errors";
import { blockedEmailMessages, type BlockEmailInput } from "@/lib/blocked-emails/schemas";
import type { BlockedEmailJson } from "@/lib/blocked-emails/queries";

/** Puts an address on the block list (409 when it is there already), logged in the same transaction. */
export async function blockEmail({ actor, input }: { actor: SessionUser; input: BlockEmailInput }): Promise<BlockedEmailJson> {
  try {
    return await db.$transaction(async (tx) => {
      const row = await tx.blockedEmail.create({
        data: { email: input.email, reason: input.reason || null, blockedById: actor.id },
        select: { id: true, email: true, reason: true, blockedAt: true },
      });
      await recordAdminAction(tx, {
        admin: actor,
        action: "block_email",
        details: input.reason ? `${row.email}: ${input.reason}` : row.email,
      });
      return { id: row.id, email: row.email, reason: row.reason, blocked_by_username: actor.username, blocked_at: row.blockedAt.toISOString() };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(blockedEmailMessages.duplicate, { email: blockedEmailMessages.duplicate });
    }
    throw error;
  }
}

/** Takes an address off the block list (404 when it is not on it), logged in the same transaction. */
export async function unblockEmail({ actor, id }: { actor: SessionUser; id: number }): Promise<{ id: number; email: string }> {
  return db.$transaction(async (tx) => {
    const row = await tx.blockedEmail.findUnique({ where: { id }, select: { id: true, email: true } });
    if (!row) throw notFound(blockedEmailMessages.missing);
    const { count } = await tx.blockedEmail.deleteMany({ where: { id } });
    if (count === 0) throw notFound(blockedEmailMessages.missing);
    await recordAdminAction(tx, { admin: actor, action: "unblock_email", details: row.email });
    return row;
  });
}

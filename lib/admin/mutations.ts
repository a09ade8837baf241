// The admin panel's writes on members. Refused attempts at forbidden ones (revoking one's own admin role,
// deleting oneself) are logged on their own, outside any transaction, since the change itself is not made.
import "server-only";
import { db, Prisma } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { recordAdminAction } from "@/lib/audit/log";
import { adminMessages, type UpdateUserInput } from "@/lib/admin/schemas";
import { deleteAccount, type DeletedAccount } from "@/lib/accounts/delete-account";
import { memberChanged } from "@/lib/cache/invalidate";
import { forbidden, notFound } from "@/lib/errors";

/** PUT /api/admin/users/{id}: grant or revoke admin, switch anonymity; each change is its own log entry. */
export async function updateMember({ actor, memberId, input }: { actor: SessionUser; memberId: number; input: UpdateUserInput }) {
  if (memberId === actor.id && input.is_admin === false) {
    await recordAdminAction(db, { admin: actor, action: "refused_revoke_own_admin", details: `${actor.username} (#${actor.id})` });
    throw forbidden(adminMessages.revokeSelf, "SELF_ADMIN_REVOKE");
  }
  const updated = await db.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id: memberId }, select: { id: true, username: true, isAdmin: true, isAnonymous: true } });
    if (!before) throw notFound(adminMessages.memberMissing);
    const data: Prisma.UserUpdateInput = {};
    if (input.is_admin !== undefined && input.is_admin !== before.isAdmin) data.isAdmin = input.is_admin;
    if (input.is_anonymous !== undefined && input.is_anonymous !== before.isAnonymous) data.isAnonymous = input.is_anonymous;
    const after = await tx.user.update({ where: { id: memberId }, data, select: { id: true, username: true, isAdmin: true, isAnonymous: true } });
    const who = `${before.username} (#${before.id})`;
    if (data.isAdmin !== undefined) await recordAdminAction(tx, { admin: actor, action: after.isAdmin ? "grant_admin" : "revoke_admin", details: who });
    if (data.isAnonymous !== undefined) {
      await recordAdminAction(tx, { admin: actor, action: after.isAnonymous ? "set_anonymous" : "unset_anonymous", details: who });
    }
    return { after, anonymityChanged: data.isAnonymous !== undefined };
  });
  // A database trigger renamed their reports with the anonymity switch; every page that showed the old name goes.
  if (updated.anonymityChanged) await memberChanged(memberId);
  const { after } = updated;
  return { id: after.id, username: after.username, is_admin: after.isAdmin, is_anonymous: after.isAnonymous };
}

/** DELETE /api/admin/users/{id}: an admin removes another member for good (lib/accounts/delete-account.ts). */
export async function deleteMemberAsAdmin({ actor, memberId }: { actor: SessionUser; memberId: number }): Promise<DeletedAccount> {
  if (memberId === actor.id) {
    await recordAdminAction(db, { admin: actor, action: "refused_delete_self", details: `${actor.username} (#${actor.id})` });
    throw forbidden(adminMessages.deleteSelf, "SELF_DELETE");
  }
  return deleteAccount({ actor, memberId });
}

import "server-only";
import { db, Prisma } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { memberChanged } from "@/lib/cache/invalidate";
import { forbidden, notFound } from "@/lib/errors";
import { seesMember } from "@/lib/privacy/members";

/**
 * Switches a member's anonymity (the member themself or an admin). A database trigger renames their reports in
 * the same statement; every cached page that showed the old name is expired before this returns.
 */
export async function setMemberAnonymity({
  actor,
  memberId,
  isAnonymous,
}: {
  actor: SessionUser;
  memberId: number;
  isAnonymous: boolean;
}): Promise<void> {
  if (!seesMember(actor, memberId)) throw forbidden("Du kan bara ändra din egen profil");
  try {
    await db.user.update({ where: { id: memberId, consentStatus: { not: "PENDING" } }, data: { isAnonymous } });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") throw notFound("Profil hittades inte");
    throw error;
  }
  await memberChanged(memberId);
}

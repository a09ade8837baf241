import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { displayNameFor, revealsMember } from "@/lib/privacy/members";
import type { FriendRequestJson } from "@/lib/profiles/types";

/** Requests waiting for the viewer's answer, newest first, with the requester as the viewer may see them. */
export async function listFriendRequests({ viewer }: { viewer: SessionUser }): Promise<FriendRequestJson[]> {
  const rows = await db.friendship.findMany({
    where: { addresseeId: viewer.id, status: "PENDING" },
    orderBy: { id: "desc" },
    select: {
      id: true,
      createdAt: true,
      requester: { select: { id: true, username: true, isAnonymous: true, firstname: true, lastname: true } },
    },
  });
  return rows.map(({ id, createdAt, requester }) => {
    const hidden = !revealsMember(requester, viewer);
    return {
      friendship_id: id,
      user_id: requester.id,
      username: displayNameFor(requester, viewer),
      firstname: hidden ? null : requester.firstname,
      lastname: hidden ? null : requester.lastname,
      created_at: createdAt.toISOString(),
    };
  });
}

import "server-only";
import { db, type Prisma } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { findableBy } from "@/lib/privacy/members";
import { escapeLikeWildcards, SEARCH_RESULT_LIMIT, type UserSearchResult } from "@/lib/profiles/search";

/**
 * Members whose username starts with `query` (any case), in Swedish alphabetical order.
 *
 * Anonymous members are found only by themselves and by admins: a hit would tie their username to their
 * profile id, which is exactly what anonymity hides. Children still waiting for a parent's consent are not
 * members yet and are never found. `query` must already be validated with `userSearchQuery`.
 */
export async function searchUsers({ viewer, query }: { viewer: SessionUser; query: string }): Promise<UserSearchResult[]> {
  const where: Prisma.UserWhereInput = {
    usernameKey: { startsWith: escapeLikeWildcards(query.trim().toLowerCase()) },
    consentStatus: { not: "PENDING" },
  };
  // findableBy() as SQL, so a page of hits is not thinned out afterwards; the filter below states the policy.
  if (!viewer.isAdmin) where.OR = [{ isAnonymous: false }, { id: viewer.id }];

  const users = await db.user.findMany({
    where,
    select: { id: true, username: true, city: true, isAnonymous: true },
    orderBy: [{ username: "asc" }, { id: "asc" }],
    take: SEARCH_RESULT_LIMIT,
  });

  return users.filter((user) => findableBy(user, viewer)).map((user) => ({
    id: user.id,
    displayName: user.username,
    city: user.city,
    is_anonymous: user.isAnonymous,
  }));
}

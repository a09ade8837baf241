// The profiles' public reads, cached for every visitor alike and tagged profile:{id}: a change to the member, their
// catches, their likes or their friendships expires exactly this member's pages (lib/cache/invalidate.ts).
import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "@/lib/cache/tags";
import { getPublicProfilePage, listFriends } from "@/lib/profiles/queries";

/** /profile/{id}: the profile, catches and statistics as a visitor sees them, or null (unknown or pending). */
export function getCachedProfilePage(id: number) {
  return unstable_cache(() => getPublicProfilePage(id), ["public-profile", String(id)], {
    tags: [CACHE_TAGS.profile(id)],
    revalidate: PUBLIC_READ_SECONDS,
  })();
}

/** /profile/{id}/friends: the member's friends as a visitor sees them, or null. */
export function getCachedFriendList(id: number) {
  return unstable_cache(() => listFriends({ viewer: null, userId: id }), ["public-friends", String(id)], {
    tags: [CACHE_TAGS.profile(id)],
    revalidate: PUBLIC_READ_SECONDS,
  })();
}

/** A path segment as a member id, or null ("abc", "0" and "007x" name nobody). */
export function profileIdOf(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

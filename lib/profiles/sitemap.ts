// The profile pages search engines are told about: members who are not anonymous and not children waiting for
// their parent's consent (who are not members yet), bounded so the sitemap stays small and quick.
import "server-only";
import { db } from "@/lib/db";
import { MEMBERS_ONLY } from "@/lib/privacy/members";

export const SITEMAP_PROFILES_MAX = 1000;

export async function listSitemapProfiles(): Promise<{ id: number; updatedAt: Date }[]> {
  return db.user.findMany({
    where: { isAnonymous: false, ...MEMBERS_ONLY },
    select: { id: true, updatedAt: true },
    orderBy: { id: "asc" },
    take: SITEMAP_PROFILES_MAX,
  });
}

// The profile pages search engines are told about: members who are not anonymous and not children waiting for
// their parent's consent (who are not members yet), bounded so the sitemap stays small and quick.
import "server-only";
import { db } from "@/lib/db";

export const SITEMAP_PROFILES_MAX = 1000;

export async function listSitemapProfiles(): Promise<{ id: number; updatedAt: Date }[]> {
  return db.user.findMany({
    where: { isAnonymous: false, consentStatus: { not: "PENDING" } },
    select: { id: true, updatedAt: true },
    orderBy: { id: "asc" },
    take: SITEMAP_PROFILES_MAX,
  });
}

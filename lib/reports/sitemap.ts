// The report pages search engines are told about: the newest ones, bounded so the sitemap stays small and quick.
import "server-only";
import { db } from "@/lib/db";

export const SITEMAP_REPORTS_MAX = 1000;

export async function listSitemapReports(limit: number = SITEMAP_REPORTS_MAX): Promise<{ id: number; createdAt: Date }[]> {
  return db.report.findMany({
    select: { id: true, createdAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(Math.max(1, Math.trunc(limit)), SITEMAP_REPORTS_MAX),
  });
}

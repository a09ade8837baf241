import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { listSitemapReports } from "@/lib/reports/sitemap";

// Read at request time so the addresses come from the running server's SITE_URL, not the build machine's.
export const dynamic = "force-dynamic";

/** The public pages that are the same for everyone. */
const STATIC_PAGES: { path: string; changeFrequency: "daily" | "monthly" | "yearly"; priority: number }[] = [
  { path: "/", changeFrequency: "daily", priority: 1 },
  { path: "/reports", changeFrequency: "daily", priority: 0.9 },
  { path: "/news", changeFrequency: "daily", priority: 0.8 },
  { path: "/about", changeFrequency: "monthly", priority: 0.6 },
  { path: "/contact", changeFrequency: "yearly", priority: 0.4 },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.3 },
  { path: "/terms", changeFrequency: "yearly", priority: 0.3 },
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = env().SITE_URL;
  const reports = await listSitemapReports();
  return [
    ...STATIC_PAGES.map((page) => ({
      url: `${site}${page.path === "/" ? "" : page.path}`,
      changeFrequency: page.changeFrequency,
      priority: page.priority,
    })),
    ...reports.map((report) => ({
      url: `${site}/reports/${report.id}`,
      lastModified: report.createdAt,
      changeFrequency: "monthly" as const,
      priority: 0.5,
    })),
  ];
}

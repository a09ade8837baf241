import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { articlePath } from "@/lib/news/messages";
import { listSitemapArticles } from "@/lib/news/queries";
import { listSitemapProfiles } from "@/lib/profiles/sitemap";
import { listSitemapReports } from "@/lib/reports/sitemap";
import { listSpeciesSlugs } from "@/lib/species/queries";

// Read at request time so the addresses come from the running server's SITE_URL, not the build machine's.
export const dynamic = "force-dynamic";

/** The public pages that are the same for everyone. */
const STATIC_PAGES: { path: string; changeFrequency: "hourly" | "daily" | "monthly" | "yearly"; priority: number }[] = [
  { path: "/", changeFrequency: "daily", priority: 1 },
  { path: "/reports", changeFrequency: "daily", priority: 0.9 },
  { path: "/news", changeFrequency: "daily", priority: 0.8 },
  { path: "/arter", changeFrequency: "daily", priority: 0.7 },
  { path: "/karta", changeFrequency: "daily", priority: 0.6 },
  { path: "/fiskevader", changeFrequency: "hourly", priority: 0.5 },
  { path: "/about", changeFrequency: "monthly", priority: 0.6 },
  { path: "/contact", changeFrequency: "yearly", priority: 0.4 },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.3 },
  { path: "/terms", changeFrequency: "yearly", priority: 0.3 },
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = env().SITE_URL;
  // Read straight from the database at each request: only published articles, and only members who may be named.
  const [reports, articles, profiles, species] = await Promise.all([listSitemapReports(), listSitemapArticles(), listSitemapProfiles(), listSpeciesSlugs()]);
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
    ...articles.map((article) => ({
      url: `${site}${articlePath(article)}`,
      lastModified: article.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.7,
    })),
    ...profiles.map((profile) => ({
      url: `${site}/profile/${profile.id}`,
      lastModified: profile.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.4,
    })),
    ...species.map((entry) => ({
      url: `${site}/arter/${entry.slug}`,
      changeFrequency: "daily" as const,
      priority: 0.6,
    })),
  ];
}

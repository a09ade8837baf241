// Builds /sw.js after `next build`: worker/sw.ts bundled with esbuild, then Serwist's injectManifest writes the
// precache list into it: every script, style, font and image of the build (their names change with their content) and the
// /offline page, versioned by the build's id. Serwist's Next.js plugins hook into webpack or need its CLI; this is
// the same two steps without either, and works whatever bundler `next build` used
// (docs/decisions/180-offline-logging.md).
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { injectManifest } from "@serwist/build";
import { build } from "esbuild";

/** Where the worker is served from: public/ is sent by Next.js, the Node server's static path and nginx alike. */
export const SERVICE_WORKER_FILE = "public/sw.js";

export async function buildServiceWorker({ root, distDir }) {
  const buildId = readFileSync(path.join(root, distDir, "BUILD_ID"), "utf8").trim();
  const bundled = path.join(root, distDir, "sw.bundled.js");
  const swDest = path.join(root, SERVICE_WORKER_FILE);
  await build({
    entryPoints: [path.join(root, "worker/sw.ts")],
    outfile: bundled,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: ["chrome100", "firefox100", "safari15"],
    minify: true,
    legalComments: "none",
    tsconfig: path.join(root, "worker/tsconfig.json"),
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  rmSync(swDest, { force: true });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest,
    globDirectory: path.join(root, distDir),
    globPatterns: ["static/**/*.{js,css,woff2,svg,png,ico}"],
    globIgnores: ["static/**/*.map"],
    modifyURLPrefix: { "static/": "/_next/static/" },
    dontCacheBustURLsMatching: /^\/_next\/static\//,
    additionalPrecacheEntries: [{ url: "/offline", revision: buildId }],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  });
  rmSync(bundled, { force: true });
  for (const warning of warnings) console.warn(`Service worker: ${warning}`);
  return { count, size };
}

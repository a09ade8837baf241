// `next build` from the database the build is given, then the service worker (scripts/build/service-worker.mjs),
// then the brotli and gzip copies of the files that never change (scripts/build/precompress.mjs). Prerendering reads the public pages' data through Next's data cache, which
// lives on in .next/cache between builds: left there, a build against another database (a fresh test database, a
// bench database) would bake the previous one's figures into the static pages. Expects DATABASE_URL (run through
// scripts/with-db.mjs).
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import { describeTotals, precompressBuild } from "./build/precompress.mjs";
import { buildServiceWorker } from "./build/service-worker.mjs";

const root = path.resolve(import.meta.dirname, "..");
const distDir = process.env.NEXT_DIST_DIR || ".next";
rmSync(path.join(root, distDir, "cache", "fetch-cache"), { recursive: true, force: true });
const result = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
if (result.status !== 0) process.exit(result.status ?? 1);

// Before precompressing, so /sw.js gets its brotli and gzip copies like every public/ file.
const worker = await buildServiceWorker({ root, distDir });
console.log(`Service worker: ${worker.count} files precached (${(worker.size / 1024).toFixed(0)} kB)`);

const started = Date.now();
const totals = await precompressBuild({ root, distDir });
console.log(`Precompressed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`  ${describeTotals(`${distDir}/static`, totals.static)}`);
console.log(`  ${describeTotals("public", totals.public)}`);

// npm run bench:page-store: the page store (lib/cache/page-store.mjs) written with 200,000 different report pages of a
// real page's size, through the same handler Next.js calls, while the bytes its files take on disk are read every
// 5,000 pages. It fails when they ever pass the bound. Needs no database or build: it stores pages, it does not
// render them. BENCH_PAGES (200000) · PAGE_STORE_MB (256) · BENCH_PAGE_KB (70: HTML, RSC payload and segments).
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { intFromEnv } from "./prepare.mjs";

process.env.PAGE_STORE_MB ??= "256";
const { default: PageStore, pageStoreDiskBytes, pageStoreStats, settlePageStore } = await import("../../lib/cache/page-store.mjs");
const require = createRequire(import.meta.url);
const { nodeFs } = require("next/dist/server/lib/node-fs-methods.js");

const PAGES = intFromEnv("BENCH_PAGES", 200_000, 1, 10_000_000);
const PAGE_KB = intFromEnv("BENCH_PAGE_KB", 70, 1, 10_000);
const AT_ONCE = 8;

const dir = mkdtempSync(path.join(os.tmpdir(), "page-store-bench-"));
const store = new PageStore({ fs: nodeFs, serverDistDir: dir, flushToDisk: true, maxMemoryCacheSize: 16 * 1024 * 1024, revalidatedTags: [] });
await settlePageStore();
const bound = pageStoreStats().maxBytes;
const html = `<!doctype html>${"<p>Gädda vid vassen en tidig morgon.</p>".repeat(Math.round((PAGE_KB * 1024 * 0.45) / 43))}`;
const rsc = Buffer.alloc(Math.round(PAGE_KB * 1024 * 0.3), 7);
const segments = [["/_tree", Buffer.alloc(800, 1)], ["/_full", Buffer.alloc(Math.round(PAGE_KB * 1024 * 0.25), 2)]];
const page = (id) => ({
  kind: "APP_PAGE",
  html,
  rscData: rsc,
  headers: { "x-next-cache-tags": `report:${id},_N_T_/layout,_N_T_/reports/[id]/page` },
  status: 200,
  segmentData: new Map(segments),
});
const key = (id) => `/route-cache/APP_PAGE/${"f".repeat(64)}/$/reports/${id}`;

console.log(`[page-store] ${PAGES} pages of about ${PAGE_KB} kB into ${dir}, bound ${Math.round(bound / 1024 / 1024)} MB`);
const started = performance.now();
let worst = 0;
let failed = false;
try {
  for (let id = 1; id <= PAGES; id += AT_ONCE) {
    const batch = [];
    for (let n = id; n < Math.min(id + AT_ONCE, PAGES + 1); n++) batch.push(store.set(key(n), page(n), { cacheControl: { revalidate: 3600, expire: 86400 } }));
    await Promise.all(batch);
    if ((id + AT_ONCE - 1) % 5000 < AT_ONCE || id + AT_ONCE > PAGES) {
      const onDisk = await pageStoreDiskBytes(dir);
      worst = Math.max(worst, onDisk);
      const { entries, evicted } = pageStoreStats();
      console.log(`[page-store] ${Math.min(id + AT_ONCE - 1, PAGES)} written: ${(onDisk / 1024 / 1024).toFixed(1)} MB on disk in ${entries} pages, ${evicted} dropped`);
      if (onDisk > bound) failed = true;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `[page-store] ${PAGES} pages in ${seconds.toFixed(0)} s (${Math.round(PAGES / seconds)} a second); at most ${(worst / 1024 / 1024).toFixed(1)} MB on disk ` +
      `against a bound of ${(bound / 1024 / 1024).toFixed(0)} MB: ${failed ? "OVER THE BOUND" : "within it"}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

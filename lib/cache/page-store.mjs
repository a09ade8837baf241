// The page store of a server without REDIS_URL: Next.js's own file-system cache (rendered pages on disk under
// <distDir>/server/route-cache, a bounded copy in memory in front), with a bound in bytes on the disk. Next.js keeps
// every page it ever rendered there; at 1,000,000 report pages that is tens of gigabytes. Here the pages are
// counted as they are written, and past PAGE_STORE_MB the least recently read go, files and all: their next reader
// renders them afresh. The cached reads of data (unstable_cache) stay in memory only: the pages made from them are
// on disk already, and a page rendered again reads the database once.
//
// It also answers the production server's one question (scripts/server/render-gate.mjs): is this address a page
// the store holds, fresh, so that serving it costs no rendering? Plain Node ESM: Next.js loads it by path
// (next.config.ts `cacheHandler`) and the server imports it too; both reach one index kept on globalThis.
import { readdir, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { expireTags, index, readPageStoreBytes, rememberPage, touchPage, trimIndex } from "./page-index.mjs";

export { isStoredPage, pageStoreStats } from "./page-index.mjs";
export { readPageStoreBytes };

const require = createRequire(import.meta.url);
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;

/** Where Next.js keeps what it renders while running (next/dist/server/lib/route-cache-key.js). */
const ROUTE_CACHE = "route-cache";
const TAGS_HEADER = "x-next-cache-tags";
/** What a page's .meta file and the file system's own blocks add, roughly, beyond the bytes counted. */
const OVERHEAD_BYTES = 4096;

/** The bytes a rendering takes on disk, roughly: its HTML, RSC payload, segments or body, and its metadata. */
function sizeOf(value) {
  if (!value) return 0;
  let bytes = 0;
  for (const part of [value.html, value.rscData, value.body, value.postponed]) if (part) bytes += part.length;
  for (const [segment, buffer] of value.segmentData ?? []) bytes += segment.length + buffer.length;
  return bytes + OVERHEAD_BYTES;
}

/** The files of one stored rendering, by the suffixes Next.js writes (file-system-cache.js). */
function filesOf(serverDistDir, key) {
  const base = path.join(serverDistDir, key);
  return [`${base}.html`, `${base}.rsc`, `${base}.meta`, `${base}.body`, `${base}.segments`];
}

/** Drops the least recently used renderings, files and all, until the store is within its bounds. */
async function evict(serverDistDir) {
  const doomed = trimIndex();
  if (doomed.length === 0) return;
  for (const key of doomed) FileSystemCache.memoryCache?.remove(key);
  await Promise.all(doomed.flatMap((key) => filesOf(serverDistDir, key).map((file) => rm(file, { recursive: true, force: true }))));
}

/**
 * What the store held before this process started: a restart keeps its pages, and its bound. Read once, in the
 * background; renderings written meanwhile are newer and stay in front of the older ones.
 */
async function scan(serverDistDir) {
  const root = path.join(serverDistDir, ROUTE_CACHE);
  const found = new Map();
  let names = [];
  try {
    names = await readdir(root, { recursive: true });
  } catch {
    return;
  }
  for (const name of names) {
    const match = /^(.*?)(\.segments(?:\/.*)?|\.html|\.rsc|\.meta|\.body)$/.exec(name.split(path.sep).join("/"));
    if (!match) continue;
    const key = `/${ROUTE_CACHE}/${match[1]}`;
    const info = await stat(path.join(root, name)).catch(() => null);
    if (!info?.isFile()) continue;
    const entry = found.get(key) ?? { bytes: 0, at: 0 };
    entry.bytes += info.size;
    entry.at = Math.max(entry.at, info.mtimeMs);
    found.set(key, entry);
  }
  const store = index();
  const older = [...found].filter(([key]) => !store.entries.has(key)).sort((a, b) => a[1].at - b[1].at);
  // Older than anything written since the start, so they go first: put them in front of the recent ones.
  const recent = [...store.entries];
  store.entries.clear();
  store.byPath.clear();
  store.bytes = 0;
  for (const [key, { bytes }] of older) rememberPage(key, { bytes });
  for (const [key, entry] of recent) rememberPage(key, entry);
  await evict(serverDistDir);
}

export default class PageStore extends FileSystemCache {
  constructor(context) {
    super(context);
    this.serverDistDir = context.serverDistDir;
    const store = index();
    // Next.js makes a handler per request; the scan runs once per process.
    if (store.root !== context.serverDistDir) {
      store.root = context.serverDistDir;
      store.scan = scan(context.serverDistDir).catch((error) => console.warn(`[cache] the page store could not be read: ${error.message}`));
    }
  }

  async get(key, context) {
    const data = await super.get(key, context);
    touchPage(key, Boolean(data));
    return data;
  }

  async set(key, data, context) {
    if (data?.kind === "FETCH" && FileSystemCache.memoryCache) {
      FileSystemCache.memoryCache.set(key, { value: data, lastModified: Date.now(), cacheControl: undefined });
      return;
    }
    await super.set(key, data, context);
    if (!data || !key.startsWith(`/${ROUTE_CACHE}/`)) return;
    const tags = String(data.headers?.[TAGS_HEADER] ?? "").split(",").filter(Boolean);
    rememberPage(key, { bytes: sizeOf(data), tags });
    await evict(this.serverDistDir);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    expireTags(tags);
  }
}

/** Tests: waits for the start-up read of the store, and lets a test set the bound. */
export async function settlePageStore({ maxBytes } = {}) {
  const store = index();
  if (maxBytes !== undefined) store.maxBytes = maxBytes;
  await store.scan;
}

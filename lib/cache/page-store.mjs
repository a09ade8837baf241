// The page store of a server without REDIS_URL: rendered pages and route answers on disk, one file each, with a
// bound in bytes, behind Next.js's bounded copy in memory. Next.js's own file-system cache (which this extends, so
// build seeds, tags and data reads work as before) writes five or six files and their folders per page and keeps
// every page it ever rendered: at 1,000,000 report pages tens of gigabytes, and about a tenth of a first read's time
// spent opening and writing files. Here a page is one file under <distDir>/server/page-store, its writes are
// counted, and past PAGE_STORE_MB the least recently read go: their next reader renders them afresh. The cached
// reads of data (unstable_cache) stay in memory only: the pages made from them are on disk already, and a page
// rendered again reads the database once.
//
// It also answers the production server's one question (scripts/server/render-gate.mjs): is this address a page
// the store holds, fresh, so that serving it costs no rendering? Plain Node ESM: Next.js loads it by path
// (next.config.ts `cacheHandler`) and the server imports it too; both reach one index (page-index.mjs).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import process from "node:process";
import { registerPageExpirer } from "./expirer.mjs";
import { expireTags, index, noteRead, pathnameOfKey, readPageStoreBytes, rememberPage, renderStartedAt, touchPage, trimIndex } from "./page-index.mjs";

export { isStoredPage, pageStoreStats } from "./page-index.mjs";
export { readPageStoreBytes };

const require = createRequire(import.meta.url);
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;
const { areTagsExpired } = require("next/dist/server/lib/incremental-cache/tags-manifest.external.js");

/** Keys of what Next.js renders while running (next/dist/server/lib/route-cache-key.js): the ones stored here. */
const RENDERED = /^\/route-cache\/(APP_PAGE|APP_ROUTE)\//;
const FOLDER = "page-store";
const TAGS_HEADER = "x-next-cache-tags";
/** The first bytes of a file: the length of its header, a JSON text; the parts follow, in the header's order. */
const LENGTH_BYTES = 4;
const HEADER_READ = 8192;

const fileOf = (serverDistDir, key) => {
  const name = createHash("sha1").update(key).digest("hex");
  return path.join(serverDistDir, FOLDER, name.slice(0, 2), `${name}.page`);
};

/** A rendering as one buffer: header { key, lastModified, cacheControl, kind, headers, status, parts } then the parts. */
export function encodePage(key, { value, lastModified, cacheControl }) {
  const parts = [];
  const add = (name, bytes) => bytes && parts.push([name, Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes)]);
  add("html", value.html);
  add("rsc", value.rscData);
  add("body", value.body);
  for (const [segment, bytes] of value.segmentData ?? []) add(`segment:${segment}`, bytes);
  const header = Buffer.from(
    JSON.stringify({
      key,
      lastModified,
      cacheControl,
      kind: value.kind,
      headers: value.headers,
      status: value.status,
      postponed: value.postponed,
      parts: parts.map(([name, bytes]) => [name, bytes.length]),
    }),
  );
  const length = Buffer.alloc(LENGTH_BYTES);
  length.writeUInt32BE(header.length);
  return Buffer.concat([length, header, ...parts.map(([, bytes]) => bytes)]);
}

const readHeader = (buffer) => {
  const length = buffer.readUInt32BE(0);
  return { header: JSON.parse(buffer.subarray(LENGTH_BYTES, LENGTH_BYTES + length).toString("utf8")), start: LENGTH_BYTES + length };
};

/** The entry Next.js's cache hands out, from a file's bytes. */
export function decodePage(buffer) {
  const { header, start } = readHeader(buffer);
  const value = { kind: header.kind, headers: header.headers, status: header.status, postponed: header.postponed };
  let at = start;
  for (const [name, length] of header.parts) {
    const bytes = buffer.subarray(at, at + length);
    at += length;
    if (name === "html") value.html = bytes.toString("utf8");
    else if (name === "rsc") value.rscData = bytes;
    else if (name === "body") value.body = bytes;
    else (value.segmentData ??= new Map()).set(name.slice("segment:".length), bytes);
  }
  if (value.kind === "APP_PAGE" && value.html === undefined) value.html = "";
  return { key: header.key, entry: { lastModified: header.lastModified, value, cacheControl: header.cacheControl } };
}

const tagsOf = (value) => String(value?.headers?.[TAGS_HEADER] ?? "").split(",").filter(Boolean);

/** Drops the least recently used renderings, files and all, until the store is within its bounds. */
async function evict(serverDistDir) {
  const doomed = trimIndex();
  for (const key of doomed) FileSystemCache.memoryCache?.remove(key);
  await Promise.all(doomed.map((key) => rm(fileOf(serverDistDir, key), { force: true })));
}

/**
 * What the store held before this process started: a restart keeps its pages, and its bound. Read once, in the
 * background (each file's header only); renderings written meanwhile are newer and stay behind the older ones.
 */
async function scan(serverDistDir) {
  let names = [];
  try {
    names = await readdir(path.join(serverDistDir, FOLDER), { recursive: true });
  } catch {
    return;
  }
  const found = [];
  for (const name of names) {
    if (!name.endsWith(".page")) continue;
    const file = path.join(serverDistDir, FOLDER, name);
    try {
      const handle = await open(file, "r");
      try {
        const { size, mtimeMs } = await handle.stat();
        const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(HEADER_READ), position: 0 });
        const { header } = readHeader(buffer.subarray(0, bytesRead));
        found.push({ key: header.key, bytes: size, at: mtimeMs, tags: tagsOf(header) });
      } finally {
        await handle.close();
      }
    } catch {
      await rm(file, { force: true }); // a file cut short by a crash: worth nothing
    }
  }
  const store = index();
  const recent = [...store.entries];
  const written = new Set(store.entries.keys());
  store.entries.clear();
  store.byPath.clear();
  store.bytes = 0;
  for (const { key, bytes, tags } of found.filter(({ key }) => !written.has(key)).sort((a, b) => a.at - b.at)) {
    rememberPage(key, { bytes, tags });
  }
  for (const [key, entry] of recent) rememberPage(key, entry);
  await evict(serverDistDir);
}

/**
 * The addresses the build prerendered (its prerender manifest): the only renderings Next.js's own cache behind this
 * store can hold. Null when the manifest cannot be read; then every rendering this store misses is asked of it.
 */
function readPrerendered(serverDistDir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(serverDistDir, "..", "prerender-manifest.json"), "utf8"));
    return new Set(Object.keys(manifest.routes ?? {}));
  } catch {
    return null;
  }
}

export default class PageStore extends FileSystemCache {
  constructor(context) {
    super(context);
    this.storeDir = context.serverDistDir;
    const store = index();
    // Next.js makes a handler per request; the scan runs once per process.
    if (store.root !== context.serverDistDir) {
      store.root = context.serverDistDir;
      store.prerendered = readPrerendered(context.serverDistDir);
      store.scan = scan(context.serverDistDir)
        .catch((error) => console.warn(`[cache] the page store could not be read: ${error.message}`))
        .finally(() => (store.scanned = true));
    }
    // Work without a request (a job) expires through any handler: their state is the process's, not the handler's.
    registerPageExpirer((tags) => this.revalidateTag(tags, { expire: 0 }));
  }

  async get(key, context) {
    const found = await this.readEntry(key, context);
    noteRead(key, Boolean(found));
    return found;
  }

  /** What the store holds for `key`, fresh, or null. */
  async readEntry(key, context) {
    if (!RENDERED.test(key)) {
      // Data reads are kept in memory only (set, below): one that is not there is not on disk either, and looking for
      // it cost every first read of a page a failed open and its error, once per cached read.
      if (context?.kind === "FETCH" && FileSystemCache.memoryCache && !FileSystemCache.memoryCache.has(key)) return null;
      return super.get(key, context);
    }
    let entry = FileSystemCache.memoryCache?.get(key);
    // Once the start-up read is done, a key the index does not hold has no file here: a first read skips the try.
    const store = index();
    if (!entry && store.scanned && !store.entries.has(key)) return this.fromNextCache(key, context);
    if (!entry) {
      try {
        entry = decodePage(await readFile(fileOf(this.storeDir, key))).entry;
        FileSystemCache.memoryCache?.set(key, entry);
      } catch {
        return this.fromNextCache(key, context);
      }
    }
    const tags = tagsOf(entry.value);
    const fresh = !(tags.length > 0 && areTagsExpired(tags, entry.lastModified));
    touchPage(key, fresh);
    return fresh ? entry : null;
  }

  /**
   * A rendering this store does not hold: a build's prerendered page is read (and copied) by Next.js's own cache; any
   * other is not there either, and asking cost every first read three failed looks on disk.
   */
  fromNextCache(key, context) {
    const prerendered = index().prerendered;
    if (prerendered && !prerendered.has(pathnameOfKey(key))) return null;
    return super.get(key, context);
  }

  async set(key, data, context) {
    const lastModified = renderStartedAt(key);
    if (data?.kind === "FETCH" && FileSystemCache.memoryCache) {
      FileSystemCache.memoryCache.set(key, { value: data, lastModified, cacheControl: undefined });
      return;
    }
    if (!data || !RENDERED.test(key)) return super.set(key, data, context);
    const entry = { value: data, lastModified, cacheControl: context?.cacheControl };
    FileSystemCache.memoryCache?.set(key, entry);
    const bytes = encodePage(key, entry);
    const file = fileOf(this.storeDir, key);
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    try {
      await writeFile(temporary, bytes).catch(async (error) => {
        if (error.code !== "ENOENT") throw error;
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(temporary, bytes);
      });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      // The page is still served from memory; only its copy on disk is missing. Said once a minute, not per page.
      const store = index();
      if (Date.now() - (store.lastWriteWarning ?? 0) > 60_000) {
        store.lastWriteWarning = Date.now();
        console.warn(`[cache] pages cannot be written to the page store (${error.message}); they are served from memory meanwhile`);
      }
      return;
    }
    rememberPage(key, { bytes: bytes.length, tags: tagsOf(data) });
    // Expired while it was being rendered: kept, but its next read renders.
    if (areTagsExpired(tagsOf(data), lastModified)) touchPage(key, false);
    await evict(this.storeDir);
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

/** The bytes the store's files take on disk (tests and the bench). */
export async function pageStoreDiskBytes(serverDistDir) {
  let total = 0;
  let names = [];
  try {
    names = await readdir(path.join(serverDistDir, FOLDER), { recursive: true });
  } catch {
    return 0;
  }
  for (const name of names) {
    const info = await stat(path.join(serverDistDir, FOLDER, name)).catch(() => null);
    if (info?.isFile()) total += info.size;
  }
  return total;
}

// Which addresses this process's page store holds, fresh: storage key → { pathname, bytes, tags, stale }, in order of
// last use, pathname → storage key, and tag → storage keys. The store writes it (page-store.mjs on disk, shared-page-cache.mjs in
// Redis); the production server reads it to tell a cached page from a render (scripts/server/render-gate.mjs).
// Kept on globalThis: Next.js and the server may load these files as two module instances.
import process from "node:process";
import { megabytesFromEnv } from "../megabytes.mjs";

/** Entries remembered at most, whatever their bytes: the index itself stays small (about 150 bytes an entry). */
export const MAX_INDEXED_PAGES = 200_000;

export function readPageStoreBytes(environment = process.env) {
  return megabytesFromEnv(environment, "PAGE_STORE_MB", 2048);
}

export function index() {
  const slot = Symbol.for("fiskeganget.pageIndex");
  // byTag: tag → the keys of the renderings that carry it, so a write's expiry touches only those (a store of
  // thousands of pages was walked whole for every tag of every like).
  globalThis[slot] ??= { entries: new Map(), byPath: new Map(), byTag: new Map(), misses: new Map(), bytes: 0, evicted: 0, maxBytes: readPageStoreBytes(), scan: null, root: null };
  return globalThis[slot];
}

/** Keys whose render is remembered as started, at most: a render that never writes leaves its key behind. */
const MAX_MISSES = 10_000;

/**
 * Notes that a read of `key` found nothing fresh, so a render of it starts now, unless one started earlier and has
 * not been written yet. A fresh read (`found`) forgets it.
 */
export function noteRead(key, found) {
  const { misses } = index();
  if (found) {
    misses.delete(key);
    return;
  }
  if (misses.has(key)) return;
  misses.set(key, Date.now());
  if (misses.size > MAX_MISSES) misses.delete(misses.keys().next().value);
}

/**
 * The time a rendering about to be written counts as made: when the read that started its render missed, not when
 * it was finished. A write that expires the rendering's tags while it is being rendered (its data was read before
 * the write committed) then leaves it stale, and the next read renders again; stamped at the end, it was kept as
 * fresh until the next change or the hour.
 */
export function renderStartedAt(key) {
  const { misses } = index();
  const at = misses.get(key);
  misses.delete(key);
  return at ?? Date.now();
}

/** The address a storage key serves: `/route-cache/APP_PAGE/<route>/$/reports/5` → `/reports/5`, `/$/index` → `/`. */
export function pathnameOfKey(key) {
  const marker = key.indexOf("/$/");
  if (marker === -1) return null;
  const page = key.slice(marker + 2);
  return page === "/index" ? "/" : page.replace(/^\/index\//, "/");
}

export function forgetPage(key) {
  const store = index();
  const entry = store.entries.get(key);
  if (!entry) return null;
  store.entries.delete(key);
  if (entry.pathname && store.byPath.get(entry.pathname) === key) store.byPath.delete(entry.pathname);
  for (const tag of entry.tags ?? []) {
    const keys = store.byTag.get(tag);
    keys?.delete(key);
    if (keys?.size === 0) store.byTag.delete(tag);
  }
  store.bytes -= entry.bytes;
  return entry;
}

/** Notes a rendering the store now holds, as the newest. The store keeps the index within its bounds. */
export function rememberPage(key, { bytes = 0, tags = null } = {}) {
  const store = index();
  forgetPage(key);
  const pathname = pathnameOfKey(key);
  store.entries.set(key, { pathname, bytes, tags, stale: false });
  if (pathname) store.byPath.set(pathname, key);
  for (const tag of tags ?? []) {
    let keys = store.byTag.get(tag);
    if (!keys) store.byTag.set(tag, (keys = new Set()));
    keys.add(key);
  }
  store.bytes += bytes;
}

/** Whether the index holds more than the store's bytes or MAX_INDEXED_PAGES: the oldest must go. */
export function isOverBound() {
  const store = index();
  return store.bytes > store.maxBytes || store.entries.size > MAX_INDEXED_PAGES;
}

/** Forgets the oldest renderings until the index is within its bounds; answers their keys. */
export function trimIndex() {
  const store = index();
  const dropped = [];
  while (isOverBound() && store.entries.size > 0) {
    const key = store.entries.keys().next().value;
    forgetPage(key);
    dropped.push(key);
  }
  store.evicted += dropped.length;
  return dropped;
}

/** Notes a read of a stored rendering: used now, and fresh or not as the store found it. */
export function touchPage(key, fresh) {
  const store = index();
  const entry = store.entries.get(key);
  if (!entry) return;
  store.entries.delete(key);
  store.entries.set(key, entry);
  entry.stale = !fresh;
}

/** Marks every rendering that carries one of these tags as stale: its next read renders. */
export function expireTags(tags) {
  const store = index();
  for (const tag of new Set(typeof tags === "string" ? [tags] : tags)) {
    for (const key of store.byTag.get(tag) ?? []) {
      const entry = store.entries.get(key);
      if (entry) entry.stale = true;
    }
  }
}

/** Whether the store holds a fresh rendering of this address (no query string: the server checks that). */
export function isStoredPage(pathname) {
  const store = index();
  const key = store.byPath.get(pathname);
  const entry = key && store.entries.get(key);
  return Boolean(entry && !entry.stale);
}

export function pageStoreStats() {
  const { entries, bytes, evicted, maxBytes } = index();
  return { entries: entries.size, bytes, evicted, maxBytes };
}

import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import PageStore, { decodePage, encodePage, isStoredPage, pageStoreDiskBytes, pageStoreStats, readPageStoreBytes, settlePageStore } from "./page-store.mjs";

const require = createRequire(import.meta.url);
const { nodeFs } = require("next/dist/server/lib/node-fs-methods.js");


const PAGE = { kind: "APP_PAGE" } as const;
const keyOf = (id: number) => `/route-cache/APP_PAGE/${"a".repeat(64)}/$/reports/${id}`;
/** A rendered report page as Next.js hands it to the store: HTML, RSC payload, per-segment data and its tags. */
function page(id: number, size = 12_000) {
  return {
    kind: "APP_PAGE",
    html: `<!doctype html><h1>${id}</h1>${"x".repeat(size)}`,
    rscData: Buffer.alloc(size / 2, 1),
    headers: { "x-next-cache-tags": `report:${id},_N_T_/layout` },
    status: 200,
    postponed: undefined,
    segmentData: new Map([["/_tree", Buffer.alloc(500, 2)], ["/_full", Buffer.alloc(size / 2, 3)]]),
  };
}

let dir: string;
const store = () => new PageStore({ fs: nodeFs, serverDistDir: dir, flushToDisk: true, maxMemoryCacheSize: 64 * 1024, revalidatedTags: [] });

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "page-store-"));
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("fiskeganget.pageIndex")];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the page store", () => {
  it("keeps a rendering as one file that reads back as Next.js wrote it", () => {
    const value = page(3);
    const { key, entry } = decodePage(encodePage(keyOf(3), { value, lastModified: 1234, cacheControl: { revalidate: 60, expire: 600 } }));
    expect(key).toBe(keyOf(3));
    expect(entry).toMatchObject({ lastModified: 1234, cacheControl: { revalidate: 60, expire: 600 } });
    expect(entry.value).toEqual({ ...value, postponed: undefined });
    const route = { kind: "APP_ROUTE", body: Buffer.from("PNG"), headers: { "content-type": "image/png" }, status: 200 };
    expect(decodePage(encodePage("/route-cache/APP_ROUTE/b/$/x", { value: route, lastModified: 1, cacheControl: undefined })).entry.value).toMatchObject(route);
  });

  it("reads PAGE_STORE_MB, 2 GB by default", () => {
    expect(readPageStoreBytes({})).toBe(2048 * 1024 * 1024);
    expect(readPageStoreBytes({ PAGE_STORE_MB: "1" })).toBe(1024 * 1024);
    expect(() => readPageStoreBytes({ PAGE_STORE_MB: "lots" })).toThrow(/PAGE_STORE_MB/);
  });

  it("never holds more bytes on disk than its bound, however many different pages are written", async () => {
    const handler = store();
    const bound = 300_000;
    await settlePageStore({ maxBytes: bound });
    for (let id = 1; id <= 400; id++) {
      await handler.set(keyOf(id), page(id), { ...PAGE, cacheControl: { revalidate: 3600, expire: 86400 } });
      if (id % 25 === 0) expect(await pageStoreDiskBytes(dir)).toBeLessThanOrEqual(bound);
    }
    const stats = pageStoreStats();
    expect(stats.bytes).toBeLessThanOrEqual(bound);
    expect(stats.evicted).toBeGreaterThan(350);
    // The newest are kept and known; the oldest are gone, files and all, and their next read renders.
    expect(isStoredPage("/reports/400")).toBe(true);
    expect(await handler.get(keyOf(400), { ...PAGE, isRoutePPREnabled: false, isFallback: false })).not.toBeNull();
    expect(isStoredPage("/reports/1")).toBe(false);
    expect(await handler.get(keyOf(1), { ...PAGE, isRoutePPREnabled: false, isFallback: false })).toBeNull();
  });

  it("counts a read as a use: the page read last is the last to go", async () => {
    const handler = store();
    await settlePageStore({ maxBytes: 100_000 });
    for (const id of [1, 2, 3]) await handler.set(keyOf(id), page(id), { ...PAGE });
    await handler.get(keyOf(1), { ...PAGE, isRoutePPREnabled: false, isFallback: false });
    for (const id of [4, 5]) await handler.set(keyOf(id), page(id), { ...PAGE });
    expect(isStoredPage("/reports/1")).toBe(true);
    expect(isStoredPage("/reports/2")).toBe(false);
  });

  it("forgets a page whose tags a write expired, until it is rendered again", async () => {
    const handler = store();
    await settlePageStore({ maxBytes: 10_000_000 });
    await handler.set(keyOf(7), page(7), { ...PAGE });
    await handler.set(keyOf(8), page(8), { ...PAGE });
    await handler.revalidateTag(["report:7"]);
    expect(isStoredPage("/reports/7")).toBe(false);
    expect(isStoredPage("/reports/8")).toBe(true);
    await handler.set(keyOf(7), page(7), { ...PAGE });
    expect(isStoredPage("/reports/7")).toBe(true);
    // A tag many pages carry expires all of them; a page stored again after its expiry is fresh until the next.
    await handler.revalidateTag(["_N_T_/layout"]);
    expect([isStoredPage("/reports/7"), isStoredPage("/reports/8")]).toEqual([false, false]);
    await handler.set(keyOf(8), page(8), { ...PAGE });
    await handler.revalidateTag(["report:7"]);
    expect([isStoredPage("/reports/7"), isStoredPage("/reports/8")]).toEqual([false, true]);
  });

  it("stamps a rendering with the time its render started, so a write committed meanwhile leaves it stale", async () => {
    const handler = store();
    await settlePageStore({ maxBytes: 10_000_000 });
    const read = { ...PAGE, isRoutePPREnabled: false, isFallback: false };
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    // A read finds nothing and starts a render, which reads the report; a write then commits and expires its tag
    // (as lib/cache/invalidate.ts does: at once) before the render is written.
    expect(await handler.get(keyOf(9), read)).toBeNull();
    await tick();
    await handler.revalidateTag(["report:9"], { expire: 0 });
    await tick();
    await handler.set(keyOf(9), page(9), { ...PAGE });
    expect(isStoredPage("/reports/9")).toBe(false);
    expect(await handler.get(keyOf(9), read)).toBeNull();
    // The render that read starts after the write: kept, and fresh.
    await tick();
    await handler.set(keyOf(9), page(9), { ...PAGE });
    expect(isStoredPage("/reports/9")).toBe(true);
    expect(await handler.get(keyOf(9), read)).not.toBeNull();
    // A render started after the last write is fresh however long it takes.
    await handler.revalidateTag(["report:9"], { expire: 0 });
    await tick();
    expect(await handler.get(keyOf(9), read)).toBeNull();
    await tick();
    await handler.set(keyOf(9), page(9), { ...PAGE });
    expect(await handler.get(keyOf(9), read)).not.toBeNull();
  });

  it("keeps cached data reads in memory only", async () => {
    const handler = store();
    await settlePageStore({ maxBytes: 10_000_000 });
    const data = { kind: "FETCH", data: { headers: {}, body: "e30=", status: 200 }, revalidate: 3600 };
    await handler.set("0123abcd", data, { fetchCache: true, tags: ["report:1"] });
    expect((await handler.get("0123abcd", { kind: "FETCH", tags: ["report:1"], softTags: [] }))?.value).toEqual(data);
    expect(() => readdirSync(path.join(dir, "..", "cache", "fetch-cache"))).toThrow();
  });

  it("answers a data read it does not hold in memory without looking on disk", async () => {
    // The build folder's server part inside the test's own folder, so the data cache beside it is the test's too.
    const serverDistDir = path.join(dir, "server");
    const handler = new PageStore({ fs: nodeFs, serverDistDir, flushToDisk: true, maxMemoryCacheSize: 64 * 1024, revalidatedTags: [] });
    await settlePageStore({ maxBytes: 10_000_000 });
    // What Next.js's own cache would find there: a data read written by a build's prerendering.
    const data = { kind: "FETCH", data: { headers: {}, body: "e30=", status: 200 }, revalidate: 3600, tags: ["report:2"] };
    mkdirSync(path.join(dir, "cache", "fetch-cache"), { recursive: true });
    writeFileSync(path.join(dir, "cache", "fetch-cache", "4567cdef"), JSON.stringify(data));
    expect(await handler.get("4567cdef", { kind: "FETCH", tags: ["report:2"], softTags: [] })).toBeNull();
    await handler.set("4567cdef", data, { fetchCache: true, tags: ["report:2"] });
    expect((await handler.get("4567cdef", { kind: "FETCH", tags: ["report:2"], softTags: [] }))?.value).toEqual(data);
  });

  it("asks Next.js's own cache only for the pages the build prerendered", async () => {
    const serverDistDir = path.join(dir, "server");
    mkdirSync(serverDistDir, { recursive: true });
    writeFileSync(path.join(dir, "prerender-manifest.json"), JSON.stringify({ routes: { "/home": {}, "/": {} } }));
    const looked: string[] = [];
    const fs = new Proxy(nodeFs, {
      get: (target, name) => (typeof target[name] === "function" ? (...args: unknown[]) => (looked.push(String(name)), target[name](...args)) : target[name]),
    });
    const handler = new PageStore({ fs, serverDistDir, flushToDisk: true, maxMemoryCacheSize: 64 * 1024, revalidatedTags: [] });
    await settlePageStore({ maxBytes: 10_000_000 });
    const pageKey = (pathname: string) => `/route-cache/APP_PAGE/${"b".repeat(64)}/$${pathname}`;
    const read = { ...PAGE, isRoutePPREnabled: false, isFallback: false };
    expect(await handler.get(pageKey("/reports/5"), read)).toBeNull();
    expect(looked).toEqual([]);
    expect(await handler.get(pageKey("/home"), read)).toBeNull();
    expect(looked.length).toBeGreaterThan(0);
  });

  it("after a restart counts what is on disk and keeps to its bound", async () => {
    const first = store();
    await settlePageStore({ maxBytes: 10_000_000 });
    for (let id = 1; id <= 10; id++) await first.set(keyOf(id), page(id), { ...PAGE });
    const onDisk = await pageStoreDiskBytes(dir);

    delete (globalThis as Record<symbol, unknown>)[Symbol.for("fiskeganget.pageIndex")];
    store();
    await settlePageStore();
    expect(pageStoreStats()).toMatchObject({ entries: 10, bytes: onDisk });
    expect(isStoredPage("/reports/3")).toBe(true);

    await settlePageStore({ maxBytes: Math.floor(onDisk / 2) });
    await store().set(keyOf(11), page(11), { ...PAGE });
    expect(await pageStoreDiskBytes(dir)).toBeLessThanOrEqual(Math.floor(onDisk / 2));
  });
});

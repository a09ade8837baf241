import { once } from "node:events";
import { createServer, request } from "node:http";
import { brotliDecompressSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLastGoodPages, readLastGoodPagesBytes, unpack } from "./last-good-pages.mjs";
import { createSiteHandler } from "./site-handler.mjs";

const page = (text) => `<!doctype html><html lang="sv"><head><title>${text}</title></head><body><main>${text}<p>${"Gädda, gös och abborre. ".repeat(60)}</p></main></body></html>`;

describe("the kept pages", () => {
  it("keep the newest rendering of an address, gzipped, and drop the least recently rendered at the bound", async () => {
    const kept = (text, etag = `"${text}"`) => ({ body: Buffer.from(page(text)), headers: { etag } });
    const size = gzipSync(Buffer.from(page("a1"))).length;
    const pages = createLastGoodPages({ maxBytes: size * 2 + 4, log: { warn() {} } });
    await pages.remember("/a", kept("a1"));
    await pages.remember("/a", kept("a2"));
    await pages.remember("/b", kept("b1"));
    expect(pages.stats().entries).toBe(2);
    expect(pages.stats().bytes).toBeLessThan(Buffer.from(page("a2")).length / 2);
    expect(unpack(pages.recall("/a")).toString()).toBe(page("a2"));
    expect(pages.recall("/a").headers).toEqual({ etag: '"a2"' });
    await pages.remember("/c", kept("c1"));
    expect(pages.recall("/a")).toBeUndefined();
    expect(pages.stats().entries).toBe(2);
  });

  it("gzip a version of a page once: the same ETag again only counts as rendered now", async () => {
    const size = gzipSync(Buffer.from(page("a"))).length;
    const pages = createLastGoodPages({ maxBytes: size * 2 + 4, log: { warn() {} } });
    await pages.remember("/a", { body: Buffer.from(page("a")), headers: { etag: '"1"' } });
    const first = pages.recall("/a");
    await pages.remember("/b", { body: Buffer.from(page("b")), headers: { etag: '"2"' } });
    await pages.remember("/a", { body: Buffer.from(page("a")), headers: { etag: '"1"' } });
    expect(pages.recall("/a")).toBe(first);
    await pages.remember("/c", { body: Buffer.from(page("c")), headers: { etag: '"4"' } });
    expect(pages.recall("/b")).toBeUndefined();
    expect(pages.recall("/a")).toBe(first);
    await pages.remember("/a", { body: Buffer.from(page("a, changed")), headers: { etag: '"3"' } });
    expect(unpack(pages.recall("/a")).toString()).toBe(page("a, changed"));
  });

  it("keep nothing with a bound of 0", async () => {
    const pages = createLastGoodPages({ maxBytes: 0, log: { warn() {} } });
    await pages.remember("/a", { body: Buffer.from(page("a")), headers: { etag: '"1"' } });
    expect(pages.recall("/a")).toBeUndefined();
  });

  it("log failed renderings at most once every 10 s, with the counts", () => {
    let clock = 0;
    const warn = vi.fn();
    const pages = createLastGoodPages({ maxBytes: 1000, log: { warn }, now: () => clock });
    pages.noteFallback("kept");
    for (let i = 0; i < 50; i += 1) pages.noteFallback(i % 2 ? "kept" : "outage");
    expect(warn).toHaveBeenCalledTimes(1);
    clock = 10_001;
    pages.noteFallback("kept");
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1][0]).toContain("26 answered with their last good rendering, 25 with the outage page");
  });

  it("read LAST_GOOD_PAGES_MB", () => {
    expect(readLastGoodPagesBytes({})).toBe(8 * 1024 * 1024);
    expect(readLastGoodPagesBytes({ LAST_GOOD_PAGES_MB: "0.5" })).toBe(512 * 1024);
    expect(() => readLastGoodPagesBytes({ LAST_GOOD_PAGES_MB: "mycket" })).toThrow(/LAST_GOOD_PAGES_MB/);
  });
});

describe("the site handler when rendering fails", () => {
  let server;
  afterEach(async () => {
    if (server?.listening) {
      server.close();
      await once(server, "close");
    }
  });

  /** A Next.js stand-in: cached public pages with an ETag while `up`, the framework's 500 page when not. */
  async function site() {
    const state = { up: true, version: 1 };
    const handle = (req, res) => {
      if (!state.up) {
        res.writeHead(500, { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-cache, no-store" });
        return res.end(page("Internal Server Error"));
      }
      const headers = { "content-type": "text/html; charset=utf-8", etag: `"v${state.version}"`, "cache-control": "s-maxage=3600" };
      if (req.url === "/settings") Object.assign(headers, { "cache-control": "private, no-store" });
      res.writeHead(200, headers);
      res.end(page(`${req.url} v${state.version}`));
    };
    const log = { warn: vi.fn(), error: vi.fn() };
    const lastGoodPages = createLastGoodPages({ log });
    server = createServer(createSiteHandler({ handle, settings: { trustProxy: 0, siteIsHttps: false, production: true }, log, lastGoodPages }));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const get = (path, headers = {}) =>
      new Promise((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port: server.address().port, path, headers }, (res) => {
          const chunks = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on("error", reject);
        req.end();
      });
    return { state, get, log, lastGoodPages };
  }

  it("answers a page it rendered before with its last good rendering and status, also compressed", async () => {
    const { state, get, log, lastGoodPages } = await site();
    await get("/reports/5");
    state.version = 2;
    expect((await get("/reports/5")).body.toString()).toContain("/reports/5 v2");
    await lastGoodPages.settled();
    state.up = false;

    const plain = await get("/reports/5");
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe(page("/reports/5 v2"));
    expect(plain.headers["x-page-source"]).toBe("last-good");
    expect(plain.headers.etag).toBe('"v2"');
    expect(plain.headers["content-security-policy"]).toContain("script-src");
    const compressed = await get("/reports/5", { "accept-encoding": "br" });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(compressed.body).toString()).toBe(page("/reports/5 v2"));
    expect(log.warn).toHaveBeenCalledTimes(1);

    state.up = true;
    state.version = 3;
    const back = await get("/reports/5");
    expect(back.body.toString()).toContain("v3");
    expect(back.headers["x-page-source"]).toBeUndefined();
  });

  it("answers a page never rendered, or a private one, with the Swedish outage page: 503, Retry-After, not stored", async () => {
    const { state, get } = await site();
    await get("/settings");
    state.up = false;
    for (const path of ["/reports/99", "/settings"]) {
      const res = await get(path);
      expect(res.status).toBe(503);
      expect(res.headers["retry-after"]).toBe("10");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.body.toString()).toContain("Fiskegänget är tillfälligt otillgängligt");
      expect(res.body.toString()).not.toContain("/settings v1");
    }
  });
});

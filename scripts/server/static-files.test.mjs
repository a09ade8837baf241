import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { precompressBuild } from "../build/precompress.mjs";
import { SECURITY_HEADERS } from "../../lib/edge-policy.mjs";
import { chooseEncoding } from "./compressed-pages.mjs";
import { HSTS, createSiteHandler } from "./site-handler.mjs";
import { IMMUTABLE, REVALIDATE, createStaticFiles } from "./static-files.mjs";

const CSS = `.catch{color:#123;margin:0 auto}\n`.repeat(300);
const MANIFEST = JSON.stringify({ name: "Fiskegänget", icons: Array.from({ length: 100 }, (_, i) => ({ src: `/icons/i${i}.png` })) });

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, among the copies there are", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate, br", ["gzip"])).toBe("gzip");
    expect(chooseEncoding("br", ["gzip"])).toBe(null);
    expect(chooseEncoding("gzip;q=0.5, br;q=0")).toBe("gzip");
    expect(chooseEncoding("identity")).toBe(null);
    expect(chooseEncoding(undefined)).toBe(null);
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("gzip", [])).toBe(null);
  });
});

describe("the precompressed static files", () => {
  let root;
  let server;
  let handle;
  const distDir = () => path.join(root, ".next");

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "static-files-"));
    const files = {
      ".next/static/chunks/site.css": CSS,
      ".next/static/chunks/tiny.js": "let a=1;",
      "public/site.webmanifest": MANIFEST,
      "public/icons/a b.svg": `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(300)}</svg>`,
    };
    for (const [name, body] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), body);
    }
    await precompressBuild({ root, distDir: ".next" });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  afterEach(async () => {
    if (server?.listening) {
      server.close();
      await once(server, "close");
    }
  });

  async function serve(settings = {}) {
    handle = vi.fn((req, res) => {
      res.setHeader("content-type", "text/plain");
      res.end(`next: ${req.url}`);
    });
    const staticFiles = createStaticFiles({ distDir: distDir() });
    const full = { trustProxy: 0, siteIsHttps: false, production: true, ...settings };
    server = createServer(createSiteHandler({ handle, settings: full, log: { warn() {}, error() {} }, staticFiles }));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    return server.address().port;
  }

  function get(port, pathname, headers = {}, method = "GET") {
    return new Promise((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: pathname, headers, method }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("sends the brotli copy of a /_next/static file as Next.js would the file, without asking Next.js", async () => {
    const port = await serve();
    const res = await get(port, "/_next/static/chunks/site.css?dpl=1", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(CSS);
    for (const { key, value } of SECURITY_HEADERS) expect(res.headers[key.toLowerCase()], key).toBe(value);
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(handle).not.toHaveBeenCalled();
  });

  it("sends gzip to a browser that takes only gzip, and leaves the others to Next.js", async () => {
    const port = await serve();
    const gz = await get(port, "/_next/static/chunks/site.css", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(CSS);
    const plain = await get(port, "/_next/static/chunks/site.css", { "accept-encoding": "identity" });
    expect(plain.body.toString()).toBe("next: /_next/static/chunks/site.css");
    // Too small to have copies, or not a file of the build: Next.js answers.
    await get(port, "/_next/static/chunks/tiny.js", { "accept-encoding": "br" });
    await get(port, "/_next/static/chunks/missing.css", { "accept-encoding": "br" });
    expect(handle).toHaveBeenCalledTimes(3);
  });

  it("sends public files' copies with public/'s revalidated caching, names percent-decoded", async () => {
    const port = await serve();
    const res = await get(port, "/site.webmanifest", { "accept-encoding": "br" });
    expect(res.headers["content-type"]).toBe("application/manifest+json");
    expect(res.headers["cache-control"]).toBe(REVALIDATE);
    expect(brotliDecompressSync(res.body).toString()).toBe(MANIFEST);
    const svg = await get(port, "/icons/a%20b.svg", { "accept-encoding": "gzip" });
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    expect(svg.headers["content-encoding"]).toBe("gzip");
    expect(handle).not.toHaveBeenCalled();
  });

  it("answers 304 to the copy's own ETag, HEAD without a body, and other methods through Next.js", async () => {
    const port = await serve();
    const url = "/_next/static/chunks/site.css";
    const first = await get(port, url, { "accept-encoding": "br" });
    const again = await get(port, url, { "accept-encoding": "br", "if-none-match": first.headers.etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const other = await get(port, url, { "accept-encoding": "gzip", "if-none-match": first.headers.etag });
    expect(other.status).toBe(200);
    const head = await get(port, url, { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(head.body.length).toBe(0);
    await get(port, url, { "accept-encoding": "br" }, "POST");
    expect(handle).toHaveBeenCalledTimes(1);
  });

  it("adds HSTS on https like every other answer", async () => {
    const port = await serve({ siteIsHttps: true });
    const res = await get(port, "/_next/static/chunks/site.css", { "accept-encoding": "br" });
    expect(res.headers["strict-transport-security"]).toBe(HSTS);
  });

  it("leaves a copy that vanished after start to Next.js", async () => {
    const port = await serve();
    rmSync(path.join(distDir(), "static/chunks/site.css.gz"));
    const res = await get(port, "/_next/static/chunks/site.css", { "accept-encoding": "gzip" });
    expect(res.body.toString()).toBe("next: /_next/static/chunks/site.css");
  });
});

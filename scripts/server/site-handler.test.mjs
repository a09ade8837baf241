import { createHash } from "node:crypto";
import { once } from "node:events";
import { createServer, request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  HSTS,
  applyForwarding,
  createSiteHandler,
  inlineScriptHashes,
  isNextInlineScript,
  parseTrustProxy,
  readServerSettings,
  startupWarnings,
} from "./site-handler.mjs";
import { chooseEncoding, createCompressedPages, readCompressedPagesBytes } from "./compressed-pages.mjs";

const sha = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const FLIGHT = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\nå"])';
const INIT = "(self.__next_f=self.__next_f||[]).push([0])";
const BOOT = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"],"runtimeModuleIds":[1]});';
const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  `<script id="_R_">${BOOT}</script>`,
  "</head><body><main>",
  `<p>${"Gädda vid vassen. ".repeat(100)}</p>`,
  '<script type="application/ld+json">{"@type":"NewsArticle"}</script>',
  "<div><script>alert(document.cookie)</script></div>",
  '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
  `</main><script>${INIT}</script><script>${FLIGHT}</script></body></html>`,
].join("");

describe("TRUST_PROXY", () => {
  it("is read as lib/env.ts reads it", () => {
    expect(parseTrustProxy(undefined)).toBe(0);
    expect(parseTrustProxy("0")).toBe(0);
    expect(parseTrustProxy(" 2 ")).toBe(2);
    expect(parseTrustProxy("true")).toBe(1);
    expect(parseTrustProxy("false")).toBe(0);
    expect(() => parseTrustProxy("yes")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("")).toThrow(/TRUST_PROXY/);
  });

  it("and SITE_URL decide the settings", () => {
    expect(readServerSettings({ SITE_URL: "https://fiskeganget.se", TRUST_PROXY: "1", NODE_ENV: "production" })).toEqual({
      trustProxy: 1,
      siteIsHttps: true,
      production: true,
    });
    expect(readServerSettings({}).siteIsHttps).toBe(false);
  });
});

describe("applyForwarding", () => {
  const fakeRequest = (headers, remoteAddress = "203.0.113.9") => ({ headers: { ...headers }, socket: { remoteAddress } });

  it("without a trusted proxy replaces whatever the client claimed with the socket's address", () => {
    const req = fakeRequest({ "x-forwarded-for": "1.2.3.4", "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" });
    const https = applyForwarding(req, { trustProxy: 0, siteIsHttps: false });
    expect(req.headers["x-forwarded-for"]).toBe("203.0.113.9");
    expect(req.headers["x-forwarded-proto"]).toBe("http");
    expect(req.headers["x-forwarded-host"]).toBeUndefined();
    expect(https).toBe(false);
  });

  it("with TRUST_PROXY appends the socket's address to the chain and believes the proxy's protocol", () => {
    const req = fakeRequest({ "x-forwarded-for": "6.6.6.6, 198.51.100.7", "x-forwarded-proto": "https" }, "10.0.0.2");
    expect(applyForwarding(req, { trustProxy: 1, siteIsHttps: false })).toBe(true);
    expect(req.headers["x-forwarded-for"]).toBe("6.6.6.6, 198.51.100.7, 10.0.0.2");
    const direct = fakeRequest({}, "10.0.0.2");
    applyForwarding(direct, { trustProxy: 1, siteIsHttps: false });
    expect(direct.headers["x-forwarded-for"]).toBe("10.0.0.2");
  });

  it("takes the protocol the outermost trusted proxy wrote, not the client's own claim", () => {
    const req = fakeRequest({ "x-forwarded-proto": "https, http" });
    expect(applyForwarding(req, { trustProxy: 1, siteIsHttps: false })).toBe(false);
    expect(applyForwarding(fakeRequest({}), { trustProxy: 0, siteIsHttps: true })).toBe(true);
  });
});

describe("inline script hashes", () => {
  it("hash Next.js's bootstrap and RSC chunks, skip scripts with src and data scripts, refuse everything else", () => {
    const { hashes, refused } = inlineScriptHashes(Buffer.from(PAGE));
    expect(hashes.sort()).toEqual([sha(BOOT), sha(INIT), sha(FLIGHT)].sort());
    expect(refused).toBe(2);
  });

  it("accept only a known call around one JSON value", () => {
    expect(isNextInlineScript(FLIGHT)).toBe(true);
    expect(isNextInlineScript('self.__next_f.push([1,"x"]),fetch("//evil")')).toBe(false);
    expect(isNextInlineScript("self.__next_f.push(alert(1))")).toBe(false);
    expect(isNextInlineScript("alert(1)")).toBe(false);
  });
});

describe("startupWarnings", () => {
  it("name a missing mail provider", () => {
    expect(startupWarnings({ NODE_ENV: "production" }).join()).toMatch(/RESEND_API_KEY/);
    expect(startupWarnings({ RESEND_API_KEY: "re_x" })).toEqual([]);
  });
});

describe("the site handler", () => {
  let server;
  afterEach(async () => {
    if (server?.listening) {
      server.close();
      await once(server, "close");
    }
    vi.restoreAllMocks();
  });

  async function serve(handle, settings = {}, log = { warn: vi.fn(), error: vi.fn() }, compressedPages = undefined) {
    const full = { trustProxy: 0, siteIsHttps: false, production: true, ...settings };
    server = createServer(createSiteHandler({ handle, settings: full, log, compressedPages }));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    return { port: server.address().port, log };
  }

  function get(port, path = "/", headers = {}) {
    return new Promise((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, headers }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  const streamedPage = (req, res) => {
    // As Next.js streams a dynamic page: headers, flushHeaders, then several writes.
    res.statusCode = 200;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.flushHeaders();
    const half = Math.floor(PAGE.length / 2);
    res.write(PAGE.slice(0, half));
    res.flush?.();
    res.end(PAGE.slice(half));
  };

  it("sends a strict CSP with the page's own script hashes and the page unchanged", async () => {
    const { port } = await serve(streamedPage);
    const res = await get(port);
    const policy = res.headers["content-security-policy"];
    expect(res.body.toString()).toBe(PAGE);
    expect(policy).toContain(`script-src 'self' `);
    expect(policy).toContain(sha(FLIGHT));
    expect(policy).not.toContain(sha("alert(document.cookie)"));
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength(PAGE));
  });

  it("compresses outside the CSP step", async () => {
    const { port } = await serve(streamedPage);
    const res = await get(port, "/", { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.body).toString()).toBe(PAGE);
    expect(res.headers["content-security-policy"]).toContain(sha(FLIGHT));
  });

  it("compresses a cached page once per version and encoding, and never sends a changed page's old bytes", async () => {
    let page = { body: PAGE, etag: '"v1"' };
    const cachedPage = (req, res) => {
      // As Next.js sends a page from its cache: whole, with an ETag of its bytes.
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", etag: page.etag });
      res.end(page.body);
    };
    const pages = createCompressedPages({ maxBytes: 1024 * 1024 });
    const { port } = await serve(cachedPage, {}, undefined, pages);
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };

    const first = await get(port, "/", browser);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    expect(brotliDecompressSync(first.body).toString()).toBe(PAGE);
    expect(first.headers["content-security-policy"]).toContain(sha(FLIGHT));
    const again = await get(port, "/", browser);
    expect(again.body.equals(first.body)).toBe(true);
    expect(pages.stats().made).toBe(1);

    const gzipOnly = await get(port, "/", { "accept-encoding": "gzip" });
    expect(gzipOnly.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipOnly.body).toString()).toBe(PAGE);
    expect(pages.stats().made).toBe(2);
    expect((await get(port, "/")).body.toString()).toBe(PAGE); // no Accept-Encoding: as written

    // A write expires the page: the next version is compressed anew, whatever its ETag says.
    const changed = PAGE.replace("Gädda vid vassen.", "Abborre vid bryggan.");
    page = { body: changed, etag: '"v1"' };
    const after = await get(port, "/", browser);
    expect(brotliDecompressSync(after.body).toString()).toBe(changed);
    expect(pages.stats().made).toBe(3);
  });

  it("leaves pages without an ETag (rendered per request) to per-request compression", async () => {
    const pages = createCompressedPages();
    const { port } = await serve(streamedPage, {}, undefined, pages);
    const res = await get(port, "/", { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body).toString()).toBe(PAGE);
    expect(pages.stats().made).toBe(0);
  });

  it("leaves answers other than HTML alone", async () => {
    const { port } = await serve((req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ ok: true }));
    });
    const res = await get(port);
    expect(res.headers["content-security-policy"]).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toEqual({ ok: true });
  });

  it("sends a redirect's Location once when Next.js repeats it", async () => {
    const { port } = await serve((req, res) => {
      res.statusCode = 308;
      res.setHeader("location", ["/news", "/news"]);
      res.end();
    });
    const res = await get(port, "/news/page/1");
    const locations = res.rawHeaders.filter((_, i) => i % 2 === 0).filter((name) => name.toLowerCase() === "location");
    expect(res.status).toBe(308);
    expect(locations).toHaveLength(1);
    expect(res.headers.location).toBe("/news");
  });

  const echoForwarding = (req, res) => {
    res.setHeader("content-type", "application/json");
    res.setHeader("set-cookie", ["a=1; Path=/; HttpOnly", "b=2; Path=/; Secure"]);
    res.end(JSON.stringify({ forwardedFor: req.headers["x-forwarded-for"] }));
  };

  it("keeps a spoofed X-Forwarded-For from changing the peer entry, and warns once", async () => {
    const { port, log } = await serve(echoForwarding);
    const first = await get(port, "/", { "x-forwarded-for": "1.2.3.4" });
    expect(JSON.parse(first.body.toString()).forwardedFor).toBe("127.0.0.1");
    await get(port, "/", { forwarded: "for=1.2.3.4" });
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0][0]).toMatch(/TRUST_PROXY/);
  });

  it("with a trusted proxy appends the peer to the proxy's chain", async () => {
    const { port, log } = await serve(echoForwarding, { trustProxy: 1 });
    const res = await get(port, "/", { "x-forwarded-for": "1.2.3.4" });
    expect(JSON.parse(res.body.toString()).forwardedFor).toBe("1.2.3.4, 127.0.0.1");
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("sends HSTS and Secure cookies when a trusted proxy says https, and not on the client's word alone", async () => {
    const trusted = await serve(echoForwarding, { trustProxy: 1 });
    const secure = await get(trusted.port, "/", { "x-forwarded-proto": "https" });
    expect(secure.headers["strict-transport-security"]).toBe(HSTS);
    expect(secure.headers["set-cookie"]).toEqual(["a=1; Path=/; HttpOnly; Secure", "b=2; Path=/; Secure"]);
    const plain = await get(trusted.port, "/");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    expect(plain.headers["set-cookie"]?.[0]).toBe("a=1; Path=/; HttpOnly");
    server.close();

    const untrusted = await serve(echoForwarding);
    const claimed = await get(untrusted.port, "/", { "x-forwarded-proto": "https" });
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();
    expect(claimed.headers["set-cookie"]?.[0]).toBe("a=1; Path=/; HttpOnly");
  });

  it("with an https SITE_URL secures every answer and asks browsers to upgrade", async () => {
    const { port } = await serve(streamedPage, { siteIsHttps: true });
    const res = await get(port);
    expect(res.headers["strict-transport-security"]).toBe(HSTS);
    expect(res.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });
});

describe("compressed pages", () => {
  it("choose brotli where a browser takes it, else gzip, else none", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding("")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it("keep at most their bound in bytes, the least recently sent going first", async () => {
    const text = (seed) => Buffer.from(Array.from({ length: 4000 }, (_, i) => String.fromCharCode(33 + ((i * seed * 7919) % 90))).join(""));
    const one = await createCompressedPages({ maxBytes: 1 }).compress(text(1), "gzip");
    const pages = createCompressedPages({ maxBytes: one.length * 2 + 10 });
    await pages.compress(text(1), "gzip");
    await pages.compress(text(2), "gzip");
    await pages.compress(text(1), "gzip"); // used again: now the most recent
    await pages.compress(text(3), "gzip");
    expect(pages.stats().entries).toBe(2);
    expect(pages.stats().bytes).toBeLessThanOrEqual(one.length * 2 + 10);
    const made = pages.stats().made;
    await pages.compress(text(1), "gzip");
    expect(pages.stats().made).toBe(made); // kept
    await pages.compress(text(2), "gzip");
    expect(pages.stats().made).toBe(made + 1); // it was the one that went
  });

  it("compress a page larger than the bound for each request without keeping it", async () => {
    const pages = createCompressedPages({ maxBytes: 10 });
    const body = Buffer.from("Gädda ".repeat(1000));
    expect(gunzipSync(await pages.compress(body, "gzip")).equals(body)).toBe(true);
    expect(pages.stats()).toEqual({ entries: 0, bytes: 0, made: 1 });
  });

  it("read their bound from COMPRESSED_PAGES_MB", () => {
    expect(readCompressedPagesBytes({})).toBe(8 * 1024 * 1024);
    expect(readCompressedPagesBytes({ COMPRESSED_PAGES_MB: "0.5" })).toBe(512 * 1024);
    expect(() => readCompressedPagesBytes({ COMPRESSED_PAGES_MB: "mycket" })).toThrow(/COMPRESSED_PAGES_MB/);
  });
});

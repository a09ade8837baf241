import { once } from "node:events";
import { createServer, request } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createSiteHandler } from "./site-handler.mjs";
import { createMicroCache, isShareable, microCacheMs } from "./micro-cache.mjs";

const PAGE = `<!DOCTYPE html><html><body><main>${"Abborre vid bryggan. ".repeat(200)}</main></body></html>`;
const SHAREABLE = { "content-type": "text/html; charset=utf-8", "cache-control": "s-maxage=3600, stale-while-revalidate=60", etag: '"v1"' };

describe("PAGE_MICRO_CACHE_MS", () => {
  it("is a second unless set, 0 turns it off, and nonsense stops the server", () => {
    expect(microCacheMs({})).toBe(1000);
    expect(microCacheMs({ PAGE_MICRO_CACHE_MS: "0" })).toBe(0);
    expect(microCacheMs({ PAGE_MICRO_CACHE_MS: "250" })).toBe(250);
    expect(() => microCacheMs({ PAGE_MICRO_CACHE_MS: "1s" })).toThrow(/PAGE_MICRO_CACHE_MS/);
    expect(() => microCacheMs({ PAGE_MICRO_CACHE_MS: "60000" })).toThrow(/PAGE_MICRO_CACHE_MS/);
  });
});

describe("a shareable answer", () => {
  const answer = (status, headers) => ({ statusCode: status, getHeader: (name) => headers[name] });
  it("is a 200 marked s-maxage or public, not private, that sets no cookie", () => {
    expect(isShareable(answer(200, SHAREABLE))).toBe(true);
    expect(isShareable(answer(404, SHAREABLE))).toBe(false);
    expect(isShareable(answer(200, { ...SHAREABLE, "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" }))).toBe(false);
    expect(isShareable(answer(200, { ...SHAREABLE, "set-cookie": ["a=b"] }))).toBe(false);
    expect(isShareable(answer(200, { "content-type": "image/jpeg", "cache-control": "public, max-age=300" }))).toBe(true);
    expect(isShareable(answer(200, { "content-type": "application/json", "cache-control": "private, no-store" }))).toBe(false);
    expect(isShareable(answer(200, { "content-type": "application/json" }))).toBe(false);
    expect(isShareable(answer(200, { ...SHAREABLE, "cache-control": "max-age=60" }))).toBe(false);
  });
});

describe("the micro-cache in the site handler", () => {
  let server;
  let clock = 0;
  afterEach(async () => {
    if (server?.listening) {
      server.close();
      await once(server, "close");
    }
  });

  /** A server whose Next.js stand-in counts its calls and answers what `answer` says. */
  async function serve(answer, cacheOptions = {}) {
    const calls = [];
    const microCache = createMicroCache({ now: () => clock, ...cacheOptions });
    const handle = (req, res) => {
      calls.push(`${req.method} ${req.url}`);
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(201, { "content-type": "application/json" });
        return res.end("{}");
      }
      const { status = 200, headers = SHAREABLE, body = PAGE, wait = null } = answer(req);
      const send = () => {
        res.writeHead(status, headers);
        res.end(body);
      };
      if (wait) wait.then(send);
      else send();
    };
    server = createServer(createSiteHandler({ handle, settings: { trustProxy: 0, siteIsHttps: false, production: true }, log: { warn() {}, error() {} }, microCache }));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    return { port: server.address().port, calls, microCache };
  }

  function ask(port, path = "/", { method = "GET", headers = {} } = {}) {
    return new Promise((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, method, headers: { "accept-encoding": "gzip, deflate, br", ...headers } }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("answers a visitor's second read from the copy, with the same bytes, CSP and encoding, without Next.js", async () => {
    clock = 0;
    const { port, calls } = await serve(() => ({}));
    const first = await ask(port);
    clock = 500;
    const second = await ask(port);
    expect(calls).toEqual(["GET /"]);
    expect(second.headers["x-micro-cache"]).toBe("HIT");
    expect(first.headers["x-micro-cache"]).toBeUndefined();
    expect(second.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(second.body).toString()).toBe(PAGE);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(second.headers["content-length"]).toBe(first.headers["content-length"]);
  });

  it("keeps no Date or connection headers an answer carried by hand: each copy gets this server's own", async () => {
    clock = 0;
    const stale = "Mon, 02 Nov 2026 08:00:00 GMT";
    const { port } = await serve(() => ({ headers: { ...SHAREABLE, date: stale, connection: "keep-alive", "keep-alive": "timeout=99" } }));
    await ask(port);
    const copy = await ask(port);
    expect(copy.headers["x-micro-cache"]).toBe("HIT");
    expect(copy.headers.date).not.toBe(stale);
    expect(copy.headers["keep-alive"]).not.toBe("timeout=99");
  });

  it("lets a copy run out after its time", async () => {
    clock = 0;
    const { port, calls } = await serve(() => ({}), { ttlMs: 1000 });
    await ask(port);
    clock = 1000;
    const later = await ask(port);
    expect(later.headers["x-micro-cache"]).toBeUndefined();
    expect(calls).toEqual(["GET /", "GET /"]);
  });

  it("gives the copy that ran out to other visitors while one request renders its successor", async () => {
    clock = 0;
    let version = 1;
    let release = () => {};
    const { port, calls } = await serve(() => {
      const body = `${PAGE}<p>v${version}</p>`;
      return version === 1 ? { body } : { body, wait: new Promise((resolve) => (release = resolve)) };
    }, { ttlMs: 1000, staleMs: 5000 });
    await ask(port);
    version = 2;
    clock = 1500;
    const refreshing = ask(port);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const meanwhile = await ask(port);
    expect(meanwhile.headers["x-micro-cache"]).toBe("STALE");
    expect(brotliDecompressSync(meanwhile.body).toString()).toContain("<p>v1</p>");
    release();
    const fresh = await refreshing;
    expect(brotliDecompressSync(fresh.body).toString()).toContain("<p>v2</p>");
    const after = await ask(port);
    expect(after.headers["x-micro-cache"]).toBe("HIT");
    expect(brotliDecompressSync(after.body).toString()).toContain("<p>v2</p>");
    expect(calls).toEqual(["GET /", "GET /"]);

    // Past the stale window the copy is gone: the next read waits for Next.js.
    clock = 1500 + 1000 + 5000 + 1;
    const asked = ask(port);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const late = await asked;
    expect(calls).toHaveLength(3);
    expect(late.headers["x-micro-cache"]).toBeUndefined();
  });

  it("keeps a copy per encoding and address", async () => {
    clock = 0;
    const { port, calls } = await serve(() => ({}));
    await ask(port, "/", { headers: { "accept-encoding": "gzip" } });
    const brotli = await ask(port);
    const other = await ask(port, "/reports");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(other.headers["x-micro-cache"]).toBeUndefined();
    expect(calls).toEqual(["GET /", "GET /", "GET /reports"]);
  });

  it("answers a member's page read from the visitors' copy, and a visitor from a member's", async () => {
    clock = 0;
    const { port, calls } = await serve(() => ({}));
    await ask(port, "/news");
    for (const cookie of ["fg_session=1", "x=1; next-auth.session-token=abc; fg_session=1", "__Secure-next-auth.session-token=abc"]) {
      expect((await ask(port, "/news", { headers: { cookie } })).headers["x-micro-cache"], cookie).toBe("HIT");
    }
    await ask(port, "/reports", { headers: { cookie: "next-auth.session-token=abc; fg_session=1" } });
    expect((await ask(port, "/reports")).headers["x-micro-cache"]).toBe("HIT");
    expect(calls).toEqual(["GET /news", "GET /reports"]);
  });

  it("passes a member's read of their own page (the feed on /) and keeps nothing of it; visitors share theirs", async () => {
    clock = 0;
    const { port, calls } = await serve(() => ({}));
    const member = "next-auth.session-token=abc; fg_session=1";
    await ask(port, "/", { headers: { cookie: member } });
    expect((await ask(port, "/", { headers: { cookie: member } })).headers["x-micro-cache"]).toBeUndefined();
    expect((await ask(port, "/?fore=abc", { headers: { cookie: member } })).headers["x-micro-cache"]).toBeUndefined();
    await ask(port, "/");
    expect((await ask(port, "/")).headers["x-micro-cache"]).toBe("HIT");
    expect((await ask(port, "/", { headers: { cookie: member } })).headers["x-micro-cache"]).toBeUndefined();
    expect(calls).toEqual(["GET /", "GET /", "GET /?fore=abc", "GET /", "GET /"]);
  });

  it("passes a member's read of a trip page (drawn for them) and keeps nothing of it; visitors share the public one", async () => {
    clock = 0;
    const { port, calls } = await serve(() => ({}));
    const member = "next-auth.session-token=abc; fg_session=1";
    // A visitor's copy is there, yet a member (or a browser with only the hint) never gets it.
    await ask(port, "/turer/12");
    expect((await ask(port, "/turer/12")).headers["x-micro-cache"]).toBe("HIT");
    for (const cookie of [member, "fg_session=1", "__Secure-next-auth.session-token=abc"]) {
      expect((await ask(port, "/turer/12", { headers: { cookie } })).headers["x-micro-cache"], cookie).toBeUndefined();
      expect((await ask(port, "/turer/12?x=1", { headers: { cookie } })).headers["x-micro-cache"], cookie).toBeUndefined();
    }
    // What the member was answered (here shareable, as a mistake would make it) was not kept for the visitors.
    await ask(port, "/turer/13", { headers: { cookie: member } });
    expect((await ask(port, "/turer/13")).headers["x-micro-cache"]).toBeUndefined();
    // The trip's share card is the same for everyone, members too.
    await ask(port, "/turer/12/opengraph-image");
    expect((await ask(port, "/turer/12/opengraph-image", { headers: { cookie: member } })).headers["x-micro-cache"]).toBe("HIT");
    expect(calls).toEqual([
      "GET /turer/12",
      "GET /turer/12",
      "GET /turer/12?x=1",
      "GET /turer/12",
      "GET /turer/12?x=1",
      "GET /turer/12",
      "GET /turer/12?x=1",
      "GET /turer/13",
      "GET /turer/13",
      "GET /turer/12/opengraph-image",
    ]);
  });

  it("never gives a member a copy that varies on the cookie, nor keeps a member's such answer, and passes a writer's reads and the router", async () => {
    clock = 0;
    const LIST = { "content-type": "application/json", "cache-control": "public, max-age=0, s-maxage=1", vary: "Cookie" };
    const { port, calls } = await serve((req) => (req.url.startsWith("/api/") ? { headers: LIST, body: JSON.stringify({ reports: [] }) } : {}));
    await ask(port, "/news");
    await ask(port, "/api/reports");
    expect((await ask(port, "/api/reports")).headers["x-micro-cache"]).toBe("HIT");
    const member = "next-auth.session-token=abc; fg_session=1";
    const passing = [
      ["/news", { cookie: `${member}; fg_wrote=1` }],
      ["/news", { cookie: "fg_wrote=1" }],
      ["/news", { rsc: "1" }],
      ["/news", { "next-router-prefetch": "1" }],
      ["/api/reports", { cookie: member }],
      ["/api/reports?sort=fish", { cookie: "fg_session=1" }],
    ];
    for (const [path, headers] of passing) {
      const res = await ask(port, path, { headers });
      expect(res.headers["x-micro-cache"], `${path} ${JSON.stringify(headers)}`).toBeUndefined();
    }
    expect(calls).toHaveLength(2 + passing.length);
    // What the member was answered was not kept: a visitor's next read of that address goes to Next.js.
    expect((await ask(port, "/api/reports?sort=fish")).headers["x-micro-cache"]).toBeUndefined();
    // A visitor with an unrelated cookie reads the shared copy; so does a member, of an answer the same for everyone.
    expect((await ask(port, "/news", { headers: { cookie: "fg_consent=1" } })).headers["x-micro-cache"]).toBe("HIT");
    expect((await ask(port, "/news", { headers: { cookie: member } })).headers["x-micro-cache"]).toBe("HIT");
  });

  it("never keeps a 404, a private page or one that sets a cookie", async () => {
    clock = 0;
    const answers = {
      "/reports/999": { status: 404, headers: { ...SHAREABLE } },
      "/settings": { headers: { ...SHAREABLE, "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" } },
      "/login": { headers: { ...SHAREABLE, "set-cookie": "csrf=1" } },
    };
    const { port, calls } = await serve((req) => answers[req.url]);
    for (const path of Object.keys(answers)) {
      await ask(port, path);
      const again = await ask(port, path);
      expect(again.headers["x-micro-cache"], path).toBeUndefined();
    }
    expect(calls).toHaveLength(6);
  });

  it("marks the answer to a member's write, so their next reads pass every shared copy", async () => {
    clock = 0;
    const { port } = await serve(() => ({}));
    const member = await ask(port, "/api/likes/reports/1", { method: "POST", headers: { cookie: "next-auth.session-token=abc; fg_session=1" } });
    expect(member.headers["set-cookie"]).toEqual(["fg_wrote=1; Path=/; Max-Age=12; HttpOnly; SameSite=Lax"]);
    const visitor = await ask(port, "/api/auth/login", { method: "POST" });
    expect(visitor.headers["set-cookie"]).toBeUndefined();
  });

  it("is emptied by a write, so the next visitor's read sees it", async () => {
    clock = 0;
    let version = 1;
    const { port, calls } = await serve(() => ({ headers: { ...SHAREABLE, etag: `"v${version}"` }, body: `${PAGE}<p>v${version}</p>` }));
    await ask(port);
    version = 2;
    expect((await ask(port, "/api/reports", { method: "POST" })).status).toBe(201);
    const after = await ask(port);
    expect(after.headers["x-micro-cache"]).toBeUndefined();
    expect(brotliDecompressSync(after.body).toString()).toContain("<p>v2</p>");
    expect(calls).toEqual(["GET /", "POST /api/reports", "GET /"]);
  });

  it("keeps a route handler's public answer, compressed once when its type gains by it, and never a private one", async () => {
    clock = 0;
    const clusters = JSON.stringify({ clusters: Array.from({ length: 200 }, (_, i) => ({ latitude: 59 + i / 1000, longitude: 18, count: i })) });
    const card = Buffer.alloc(5000, 7);
    const answers = {
      "/api/map?zoom=5": { headers: { "content-type": "application/json", "cache-control": "public, max-age=60" }, body: clusters },
      "/reports/1/opengraph-image": { headers: { "content-type": "image/jpeg", "cache-control": "public, max-age=300" }, body: card },
      "/api/reports": { headers: { "content-type": "application/json", "cache-control": "private, no-store" }, body: "{}" },
    };
    const { port, calls } = await serve((req) => answers[req.url]);
    const first = await ask(port, "/api/map?zoom=5");
    const again = await ask(port, "/api/map?zoom=5");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(again.headers["x-micro-cache"]).toBe("HIT");
    expect(brotliDecompressSync(again.body).toString()).toBe(clusters);
    await ask(port, "/reports/1/opengraph-image");
    const image = await ask(port, "/reports/1/opengraph-image");
    expect(image.headers["x-micro-cache"]).toBe("HIT");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body.equals(card)).toBe(true);
    await ask(port, "/api/reports");
    expect((await ask(port, "/api/reports")).headers["x-micro-cache"]).toBeUndefined();
    expect(calls).toEqual(["GET /api/map?zoom=5", "GET /reports/1/opengraph-image", "GET /api/reports", "GET /api/reports"]);
  });

  it("carries HSTS in its copies for an https site", async () => {
    clock = 0;
    const microCache = createMicroCache({ now: () => clock });
    const handle = (req, res) => {
      res.writeHead(200, SHAREABLE);
      res.end(PAGE);
    };
    server = createServer(createSiteHandler({ handle, settings: { trustProxy: 0, siteIsHttps: true, production: true }, log: { warn() {}, error() {} }, microCache }));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address();
    await ask(port);
    const copy = await ask(port);
    expect(copy.headers["x-micro-cache"]).toBe("HIT");
    expect(copy.headers["strict-transport-security"]).toMatch(/max-age=/);
  });

  it("answers a revalidation with the copy's ETag with 304", async () => {
    clock = 0;
    const { port } = await serve(() => ({}));
    await ask(port);
    const res = await ask(port, "/", { headers: { "if-none-match": '"v1"' } });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
    expect(res.headers.etag).toBe('"v1"');
  });

  it("keeps no more bytes than its bound, dropping the oldest", async () => {
    clock = 0;
    // Uncompressed, each copy is the whole page (about 4 kB): two do not fit in 6,000 bytes.
    const plain = { headers: { "accept-encoding": "identity" } };
    const { port, calls, microCache } = await serve(() => ({}), { maxBytes: 6000 });
    await ask(port, "/a", plain);
    await ask(port, "/b", plain);
    expect(microCache.stats()).toEqual({ entries: 1, bytes: Buffer.byteLength(PAGE) });
    expect((await ask(port, "/b", plain)).headers["x-micro-cache"]).toBe("HIT");
    expect((await ask(port, "/a", plain)).headers["x-micro-cache"]).toBeUndefined();
    expect(calls).toEqual(["GET /a", "GET /b", "GET /a"]);
  });
});

import { once } from "node:events";
import { createServer, request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createRenderGate, readRenderGateSettings, renderClientKey, RENDER_GATE_DEFAULTS } from "./render-gate.mjs";
import { createSiteHandler, isRender } from "./site-handler.mjs";

const settings = (overrides = {}) => ({ ...RENDER_GATE_DEFAULTS, ...overrides });

describe("the render gate's settings", () => {
  it("default to two renders at once and a fair rate, scaled like the other limits", () => {
    expect(readRenderGateSettings({})).toMatchObject({ concurrency: 2, perMinute: 120, burst: 30, deadlineMs: 10_000 });
    expect(readRenderGateSettings({ RATE_LIMIT_FACTOR: "20" })).toMatchObject({ perMinute: 2400, burst: 600 });
    // A bench raises the API's limits and keeps the real render rate.
    expect(readRenderGateSettings({ RATE_LIMIT_FACTOR: "1000", RENDER_RATE_FACTOR: "1" })).toMatchObject({ perMinute: 120, burst: 30 });
    expect(readRenderGateSettings({ RENDER_RATE_PER_MINUTE: "0" }).perMinute).toBe(0);
  });

  it("refuse a bad value at start", () => {
    expect(() => readRenderGateSettings({ RENDER_CONCURRENCY: "0" })).toThrow(/RENDER_CONCURRENCY/);
    expect(() => readRenderGateSettings({ RENDER_QUEUE_DEADLINE_MS: "soon" })).toThrow(/RENDER_QUEUE_DEADLINE_MS/);
    expect(() => readRenderGateSettings({ RENDER_RATE_FACTOR: "-1" })).toThrow(/RENDER_RATE_FACTOR/);
  });
});

describe("the render gate", () => {
  it("lets a client render its burst, then refuses with the seconds until its next render", () => {
    let now = 0;
    const gate = createRenderGate({ settings: settings({ perMinute: 60, burst: 2 }), now: () => now });
    const outcomes = [];
    const admit = (client) => gate.admit(client, (done) => { outcomes.push("render"); done(); }, (status, wait) => outcomes.push(`${status} ${wait}`));
    admit("198.18.0.1");
    admit("198.18.0.1");
    admit("198.18.0.1");
    admit("198.18.0.2"); // another client has its own bucket
    expect(outcomes).toEqual(["render", "render", "429 1", "render"]);
    now += 1000; // one render a second comes back
    admit("198.18.0.1");
    expect(outcomes.at(-1)).toBe("render");
  });

  it("runs at most `concurrency` renders, queues the rest and sheds them with 503 past the deadline", async () => {
    const gate = createRenderGate({ settings: settings({ concurrency: 1, deadlineMs: 30, perMinute: 0 }) });
    const events = [];
    const finish = {};
    for (const name of ["first", "second", "third"]) {
      gate.admit(name, (done) => { events.push(name); finish[name] = done; }, (status, wait) => events.push(`${name} ${status} ${wait}`));
    }
    expect(events).toEqual(["first"]);
    expect(gate.stats()).toMatchObject({ running: 1, waiting: 2 });
    finish.first();
    finish.first(); // a second call changes nothing
    expect(events).toEqual(["first", "second"]);
    expect(gate.stats()).toMatchObject({ running: 1, waiting: 1 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    // The third waited behind a render that never finished: shed at the deadline, with the seconds to wait.
    expect(events).toEqual(["first", "second", "third 503 1"]);
    expect(gate.stats()).toMatchObject({ running: 1, waiting: 0, shed: 1 });
    finish.second();
    expect(gate.stats().running).toBe(0);
  });

  it("sheds at once when the queue is full", () => {
    const gate = createRenderGate({ settings: settings({ concurrency: 1, queueLimit: 0, perMinute: 0 }) });
    const events = [];
    gate.admit("a", () => events.push("a"), () => events.push("a refused"));
    gate.admit("b", () => events.push("b"), (status) => events.push(`b ${status}`));
    expect(events).toEqual(["a", "b 503"]);
  });

  it("forgets the longest idle clients past its bound", () => {
    const gate = createRenderGate({ settings: settings({ maxClients: 3, perMinute: 60 }) });
    for (const client of ["a", "b", "c", "d", "e"]) gate.admit(client, (done) => done(), () => {});
    expect(gate.stats().clients).toBe(3);
  });
});

describe("which requests are renders", () => {
  const stored = (pathname) => pathname === "/" || pathname === "/reports/5";
  const req = (url, method = "GET") => ({ url, method });

  it("are reads of pages the store does not hold", () => {
    expect(isRender(req("/reports/6"), stored)).toBe(true);
    expect(isRender(req("/reports/5"), stored)).toBe(false);
    expect(isRender(req("/reports/5?_rsc=abc"), stored)).toBe(false);
    expect(isRender(req("/reports/5?utm_source=x"), stored)).toBe(true);
    expect(isRender(req("/"), stored)).toBe(false);
  });

  it("count a list address by the kept page it is rewritten to", () => {
    const pike = `/reports/filtered/${Buffer.from("species=gadda").toString("base64url")}`;
    const lists = new Set(["/reports", "/reports/sorted/fish", pike]);
    const kept = (pathname) => lists.has(pathname);
    expect(isRender(req("/reports?_rsc=1"), kept)).toBe(false);
    expect(isRender(req("/reports?sort=fish"), kept)).toBe(false);
    expect(isRender(req("/reports?sort=fisher"), kept)).toBe(true);
    expect(isRender(req("/reports?species=gadda"), kept)).toBe(false);
    expect(isRender(req("/reports?species=gadda&_rsc=1"), kept)).toBe(false);
    expect(isRender(req("/reports?species=abborre"), kept)).toBe(true);
    // A later page of a filtered list, or one with a blank field, is only ever rendered on request.
    expect(isRender(req("/reports?species=gadda&cursor=abc"), kept)).toBe(true);
    expect(isRender(req("/reports?species=gadda&place="), kept)).toBe(true);
  });

  it("count /fiskevader for a town by its kept page, and a position as a render", () => {
    const weather = new Set(["/fiskevader/vy/alla/alla", "/fiskevader/vy/kiruna/gadda"]);
    const kept = (pathname) => weather.has(pathname);
    expect(isRender(req("/fiskevader"), kept)).toBe(false);
    expect(isRender(req("/fiskevader?_rsc=1"), kept)).toBe(false);
    expect(isRender(req("/fiskevader?plats=kiruna&art=gadda"), kept)).toBe(false);
    expect(isRender(req("/fiskevader?plats=lulea"), kept)).toBe(true);
    expect(isRender(req("/fiskevader?lat=66,39&lon=23,66"), kept)).toBe(true);
  });

  it("never the API, the build's files, images, or writes", () => {
    for (const url of ["/api/reports", "/_next/static/a.js", "/uploads/reports/a.webp", "/icon.png", "/sw.js"]) {
      expect(isRender(req(url), stored), url).toBe(false);
    }
    expect(isRender(req("/reports/6", "POST"), stored)).toBe(false);
  });
});

describe("the client a render is counted for", () => {
  it("is the address the trusted proxies name, an IPv6 client by its /64", () => {
    const req = (xff) => ({ headers: { "x-forwarded-for": xff }, socket: { remoteAddress: "127.0.0.1" } });
    expect(renderClientKey(req("203.0.113.9"), 0)).toBe("203.0.113.9");
    expect(renderClientKey(req("198.51.100.1, 203.0.113.9, 10.0.0.2"), 1)).toBe("203.0.113.9");
    expect(renderClientKey(req("2001:db8:1:2::7, 10.0.0.2"), 1)).toBe("2001:0db8:0001:0002::/64");
  });
});

describe("the site handler with the render gate", () => {
  let server;
  afterEach(async () => {
    if (server?.listening) {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    }
  });

  /** A Next.js stand-in: every page is cached once rendered; `slow` makes a render hang until released. */
  async function site(gateSettings, { serverTiming = false } = {}) {
    const rendered = new Set();
    const state = { renders: 0, hold: null };
    const handle = async (req, res) => {
      if (!rendered.has(req.url)) {
        state.renders += 1;
        if (state.hold) await state.hold;
        rendered.add(req.url);
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", etag: '"1"', "cache-control": "s-maxage=3600" });
      res.end(`<!doctype html><html><body><h1>${req.url}</h1></body></html>`);
    };
    const renderGate = createRenderGate({ settings: settings(gateSettings) });
    server = createServer(
      createSiteHandler({
        handle,
        settings: { trustProxy: 1, siteIsHttps: false, production: true },
        renderGate,
        isStoredPage: (p) => rendered.has(p),
        serverTiming,
      }),
    );
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const get = (path, client = "198.18.0.1") =>
      new Promise((resolve, reject) => {
        const r = request({ host: "127.0.0.1", port: server.address().port, path, headers: { "x-forwarded-for": client } }, (res) => {
          const chunks = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
        });
        r.on("error", reject);
        r.end();
      });
    return { state, get };
  }

  it("answers a client past its render rate 429 with Retry-After for new pages, and 200 for cached ones", async () => {
    const { state, get } = await site({ perMinute: 60, burst: 3 });
    for (const id of [1, 2, 3]) expect((await get(`/reports/${id}`)).status).toBe(200);
    const refused = await get("/reports/4");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.headers["content-security-policy"]).toContain("default-src");
    expect(refused.body).toContain("Du har öppnat många sidor på kort tid");
    // Pages already rendered cost nothing and are never limited.
    for (let i = 0; i < 20; i++) expect((await get(`/reports/${1 + (i % 3)}`)).status).toBe(200);
    // Another client is not held back by the first one's count.
    expect((await get("/reports/4", "198.18.0.2")).status).toBe(200);
    expect(state.renders).toBe(4);
  });

  it("lets a rewrite's inner request through, which Next.js sends back to this server with the outer one's headers", async () => {
    const renderGate = createRenderGate({ settings: settings({ concurrency: 1, deadlineMs: 300, perMinute: 0 }) });
    const handle = (req, res) => {
      if (!req.url.startsWith("/reports?sort=")) {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "s-maxage=3600" });
        return res.end(`<!doctype html><p>${req.url}</p>`);
      }
      // As Next.js answers proxy.ts's rewrite: it asks the server again, with the first request's headers.
      const innerHeaders = { ...req.headers, host: `localhost:${server.address().port}` };
      const inner = request({ host: "127.0.0.1", port: server.address().port, path: "/reports/sorted/fish", headers: innerHeaders }, (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      });
      inner.end();
    };
    server = createServer(createSiteHandler({ handle, settings: { trustProxy: 0, siteIsHttps: false, production: true }, renderGate }));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const answer = await new Promise((resolve, reject) => {
      const r = request({ host: "127.0.0.1", port: server.address().port, path: "/reports?sort=fish" }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode, body }));
      });
      r.on("error", reject);
      r.end();
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("/reports/sorted/fish");
    // A client cannot name itself an inner request: only the process's own secret passes.
    expect(renderGate.stats()).toMatchObject({ admitted: 1, shed: 0 });
  });

  it("says where a page's time went when SERVER_TIMING is on", async () => {
    const { get } = await site({}, { serverTiming: true });
    const first = await get("/reports/20");
    expect(first.headers["server-timing"]).toMatch(/^gate;dur=[\d.]+, render;dur=[\d.]+, csp;dur=[\d.]+, compress;dur=[\d.]+$/);
    expect((await get("/reports/20")).headers["server-timing"]).toMatch(/^render;dur=/);
  });

  it("sheds renders waiting past the deadline with a Swedish 503 and Retry-After, never a 500", async () => {
    const { state, get } = await site({ concurrency: 1, deadlineMs: 50, perMinute: 0 });
    let release;
    state.hold = new Promise((resolve) => (release = resolve));
    const first = get("/reports/10", "198.18.0.1");
    await new Promise((resolve) => setTimeout(resolve, 10));
    const shed = await get("/reports/11", "198.18.0.2");
    expect(shed.status).toBe(503);
    expect(shed.headers["retry-after"]).toBe("1");
    expect(shed.body).toContain("Fiskegänget har mycket att göra just nu");
    release();
    state.hold = null;
    expect((await first).status).toBe(200);
    expect((await get("/reports/11", "198.18.0.2")).status).toBe(200);
  });
});

// The production server: Next.js through its custom-server API, inside the handler of scripts/server/site-handler.mjs
// (client-address contract, https detection, HSTS, Secure cookies, compression, hashed Content-Security-Policy,
// the build's precompressed copies of static files, a one-second micro-cache of visitors' pages: PAGE_MICRO_CACHE_MS,
// and the render gate: RENDER_* in .env.example).
// `node scripts/server.mjs [-p PORT] [-H HOSTNAME]`; PORT and HOSTNAME work too. Expects a finished `next build`.
import "dotenv/config";
import { createServer } from "node:http";
import path from "node:path";
import process from "node:process";
import { parseArgs } from "node:util";

// Next.js reads this while it loads; the server only ever runs the production build.
process.env.NODE_ENV = "production";

const { createSiteHandler, readServerSettings, startupWarnings } = await import("./server/site-handler.mjs");
const { createStaticFiles } = await import("./server/static-files.mjs");
const { createMicroCache, microCacheMs } = await import("./server/micro-cache.mjs");
const { createRenderGate, readRenderGateSettings } = await import("./server/render-gate.mjs");
const { default: next } = await import("next");

const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
  strict: true,
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME ?? "0.0.0.0";

let settings;
let microCacheTtl;
let renderGateSettings;
try {
  settings = readServerSettings();
  microCacheTtl = microCacheMs();
  renderGateSettings = readRenderGateSettings();
} catch (error) {
  console.error(`\nFiskegänget kan inte starta: ${error.message}\n`);
  process.exit(1);
}
for (const warning of startupWarnings()) console.warn(`\n[server] WARNING: ${warning}\n`);

// next.config.ts hands Next.js the shared page cache when REDIS_URL is set; open its connection now to warn early.
if (process.env.REDIS_URL) {
  const { connectSharedPageCache } = await import("../lib/cache/shared-page-cache.mjs");
  if (!(await connectSharedPageCache())) {
    console.warn(
      "\n[server] WARNING: REDIS_URL is set but Redis cannot be reached: every page is rendered afresh, without the page " +
        "cache the app servers share, until it answers (the server keeps trying).\n",
    );
  }
}

// Next.js builds the address its proxy sees from "localhost" and the address it compares a rewrite with from the
// hostname it is given: given the listening address (127.0.0.1, 0.0.0.0), every rewrite in proxy.ts looked like
// another origin's and was fetched over HTTP from this server again. Both are "localhost" now, so a rewrite stays
// inside the process. The hostname is only Next.js's name for itself; the server listens where it is told.
const app = next({ dev: false, hostname: "localhost", port, dir: process.cwd() });
await app.prepare();
const distDir = path.resolve(process.env.NEXT_DIST_DIR || ".next");
const staticFiles = createStaticFiles({ distDir });
const microCache = microCacheTtl > 0 ? createMicroCache({ ttlMs: microCacheTtl }) : null;
const renderGate = createRenderGate({ settings: renderGateSettings });
// The page store answers which addresses are rendered already (with REDIS_URL the shared cache, else the disk's),
// and the build's prerender manifest which were rendered ahead.
const { isStoredPage: inPageStore } = await import(process.env.REDIS_URL ? "../lib/cache/shared-page-cache.mjs" : "../lib/cache/page-store.mjs");
const { readPrerenderedPages, withPrerenderedPages } = await import("./server/prerendered.mjs");
const isStoredPage = withPrerenderedPages(inPageStore, readPrerenderedPages(distDir));
const server = createServer(
  createSiteHandler({
    handle: app.getRequestHandler(),
    settings,
    staticFiles,
    microCache,
    renderGate,
    isStoredPage,
    serverTiming: process.env.SERVER_TIMING === "1",
  }),
);
// An idle keep-alive connection is closed after 65 s, not Node's 5 s: nginx keeps its upstream connections for 60 s
// (and a browser or test client often longer than 5 s), and a connection closed by the server at the moment the other
// side reuses it is a reset request (a 502 behind nginx). The headers' own timeout must exceed it.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  console.log(
    `[server] listening on http://${hostname}:${port} (TRUST_PROXY=${settings.trustProxy}, ${staticFiles.size()} precompressed files, ` +
      `micro-cache of visitors' pages ${microCache ? `${microCacheTtl} ms` : "off"}, ` +
      `renders ${renderGateSettings.concurrency} at once and ${renderGateSettings.perMinute || "unlimited"} a minute per client)`,
  );
});

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // The jobs this process runs (lib/jobs/queue.ts keeps its queue on globalThis as fiskegangetJobs) may finish
    // within the same five seconds; one that does not is taken over by another process once it expires.
    const jobs = Promise.resolve(globalThis.fiskegangetJobs)
      .then((boss) => boss?.stop({ graceful: true, timeout: 4000 }))
      .catch(() => undefined);
    server.close(() => void jobs.finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}

// What the production server adds around Next.js's request handler, as named stages in the order a request meets
// them (docs/architecture.md, "The production path"):
//   1. forwarding     — the client-address contract of X-Forwarded-For, https behind a trusted proxy (forwarding.mjs)
//   2. micro-cache    — a visitor's read of a shareable answer sent within the second (micro-cache.mjs)
//   3. static files   — the build's precompressed copies, past Next.js (static-files.mjs)
//   4. render gate    — an address the page store does not hold is a render: a fair rate per client and a bounded
//                       number at once (render-gate.mjs, lib/cache/page-store.mjs)
//   5. compression    — per request, for what is not compressed once
//   6. finishing      — HSTS, Secure cookies, the hashed Content-Security-Policy, pages compressed once per version,
//                       last good pages, keeping for the micro-cache (finishing.mjs)
//   7. Next.js
import { randomBytes } from "node:crypto";
import compression from "compression";
import { HSTS, MEMBER_COOKIE_PATTERN } from "../../lib/edge-policy.mjs";
import { keptFishingWeatherPage } from "../../lib/conditions/fishing-weather-address.mjs";
import { keptListPage } from "../../lib/reports/list-address.mjs";
import { createHashCache } from "./csp.mjs";
import { createCompressedPages } from "./compressed-pages.mjs";
import { createTiming, finishResponse } from "./finishing.mjs";
import { applyForwarding, createProxyHeaderWarning } from "./forwarding.mjs";
import { createLastGoodPages } from "./last-good-pages.mjs";
import { isWrite } from "./micro-cache.mjs";
import { renderClientKey, sendRefusal } from "./render-gate.mjs";

export { contentSecurityPolicy, createHashCache, inlineScriptHashes, isNextInlineScript } from "./csp.mjs";
export { collapseRepeatedLocation, withSecureFlag } from "./finishing.mjs";
export { applyForwarding, carriesProxyHeaders, parseTrustProxy, readServerSettings, startupWarnings } from "./forwarding.mjs";
export { HSTS };

/**
 * Next.js answers a rewrite whose address it takes for another origin's by asking that address over HTTP, with the
 * first request's headers. scripts/server.mjs names Next.js so that proxy.ts's rewrites (`/reports?sort=fish` →
 * `/reports/sorted/fish`) stay inside the process, but should one go out to this server again, that inner request
 * is part of a render the gate has let through already; queued behind it, it would wait for itself. Every request
 * handed to Next.js carries this process's own secret, and a request that arrives with it passes the gate.
 */
const INNER = "x-fiskeganget-inner";

/** Paths that are never a page render: the API (its own limits), the build's files, stored images. */
const NOT_PAGES = /^\/(?:api|_next|uploads)(?:\/|$)/;
/** Query parameters that do not change which rendering answers (the router's cache buster). */
const IGNORED_PARAMS = new Set(["_rsc"]);

/**
 * Whether a request would make Next.js render: a read of a page (no file extension, not the API) that the page
 * store does not hold fresh. A list address (`/reports?sort=…`, a filtered list's first page) counts by the kept
 * page proxy.ts rewrites it to (lib/reports/list-address.mjs), and so does /fiskevader for a town
 * (lib/conditions/fishing-weather-address.mjs); any other address with a query string (but the
 * router's `_rsc`) counts as a render: Next.js renders such pages per request.
 */
export function isRender(req, isStoredPage) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (NOT_PAGES.test(pathname) || /\.[a-z0-9]+$/i.test(pathname)) return false;
  if (pathname === "/fiskevader") {
    const params = new URLSearchParams(queryAt === -1 ? "" : url.slice(queryAt + 1));
    for (const name of IGNORED_PARAMS) params.delete(name);
    const kept = keptFishingWeatherPage(params);
    return kept === null || !isStoredPage(kept);
  }
  if (queryAt !== -1) {
    const params = new URLSearchParams(url.slice(queryAt + 1));
    for (const name of IGNORED_PARAMS) params.delete(name);
    if (pathname === "/reports" && params.size > 0) {
      const kept = keptListPage(params);
      return kept === null || !isStoredPage(kept);
    }
    if (params.size > 0) return true;
  }
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return !isStoredPage(decoded.length > 1 ? decoded.replace(/\/$/, "") : decoded);
}

/**
 * The production request handler. `handle` is Next's request handler; `log` receives the one-time warnings.
 * `staticFiles`, `microCache` and `renderGate` are optional stages (off in tests that do not need them);
 * `isStoredPage` answers whether the page store holds an address (lib/cache/page-store.mjs); `serverTiming` adds
 * the stages' own times to each page as Server-Timing (SERVER_TIMING=1: for profiling, not for visitors).
 */
export function createSiteHandler({
  handle,
  settings,
  csp = true,
  log = console,
  compressedPages = createCompressedPages(),
  lastGoodPages = createLastGoodPages({ log }),
  staticFiles = null,
  microCache = null,
  renderGate = null,
  isStoredPage = () => false,
  serverTiming = false,
}) {
  const compress = compression();
  const hashCache = createHashCache();
  const warnProxyHeaders = createProxyHeaderWarning({ settings, log });
  const innerSecret = randomBytes(18).toString("base64url");
  let warnedRefused = false;
  const onRefused = (url) => {
    if (warnedRefused) return;
    warnedRefused = true;
    log.warn(`[server] ${url} contains an inline script Next.js did not write; it has no hash and the browser will block it`);
  };

  return function siteHandler(req, res) {
    const inner = req.headers[INNER] === innerSecret;
    // 1. forwarding
    warnProxyHeaders(req);
    const https = applyForwarding(req, settings);

    // 2. micro-cache: emptied when a write arrives (no page read during it is kept past it) and when it is answered.
    // A member's write also gets the cookie that lets their next reads pass every shared copy, here and in nginx.
    const write = isWrite(req);
    if (microCache && write) {
      microCache.clear();
      res.on("finish", () => microCache.clear());
    }
    const freshWrite = write && MEMBER_COOKIE_PATTERN.test(String(req.headers.cookie ?? ""));
    const microCacheKey = microCache?.keyFor(req, https) ?? null;
    const timing = serverTiming ? createTiming() : null;
    const finish = () =>
      finishResponse(req, res, { https, csp, hashCache, compressedPages, lastGoodPages, onRefused, microCache, microCacheKey, timing, freshWrite });

    // 5–7. compression, finishing, Next.js
    const render = () =>
      compress(req, res, () => {
        req.headers[INNER] = innerSecret;
        finish();
        Promise.resolve(handle(req, res)).catch((error) => {
          log.error("[server] request failed", error);
          if (!res.headersSent) {
            res.statusCode = 500;
            res.setHeader("content-type", "application/json");
            res.end(JSON.stringify({ error: "Något gick fel. Försök igen senare.", code: "INTERNAL_ERROR" }));
          } else {
            res.destroy();
          }
        });
      });

    // 4. render gate
    const throughNext = () => {
      if (microCacheKey && microCache.serve(req, res, microCacheKey)) return;
      if (!renderGate || inner || !isRender(req, isStoredPage)) return render();
      renderGate.admit(
        renderClientKey(req, settings.trustProxy),
        (done) => {
          // Next.js adds ten listeners of its own to a streamed answer; this one is the gate's.
          res.setMaxListeners(res.getMaxListeners() + 1);
          res.once("close", done);
          if (res.destroyed) return done();
          timing?.mark("gate");
          render();
        },
        (status, retryAfterSeconds) => {
          if (!res.destroyed) sendRefusal(req, res, { status, retryAfterSeconds, https });
        },
      );
    };

    // 3. static files. A copy that cannot be read (a build folder changed under a running server) goes to Next.js.
    const precompressed = staticFiles?.match(req);
    if (!precompressed) return throughNext();
    staticFiles.load(precompressed).then((body) => {
      finish();
      staticFiles.send(req, res, precompressed, body);
    }, throughNext);
  };
}

// What the production server adds around Next.js's request handler: the client-address contract of
// X-Forwarded-For, https detection behind a trusted proxy, HSTS and Secure cookies, compression, and a
// Content-Security-Policy whose script-src lists the sha256 of the page's own inline scripts, so cached pages stay
// static and no inline script runs unless Next.js wrote it (docs/decisions/110-production-server-and-csp.md).
import compression from "compression";
import { contentSecurityPolicy, createHashCache, inlineScriptHashes } from "./csp.mjs";
import { chooseEncoding, createCompressedPages, MIN_COMPRESSED_BYTES } from "./compressed-pages.mjs";
import { createLastGoodPages, isKeepable, outagePage, restore, snapshot } from "./last-good-pages.mjs";
import { isShareable, isWrite } from "./micro-cache.mjs";

export { contentSecurityPolicy, createHashCache, inlineScriptHashes, isNextInlineScript } from "./csp.mjs";

export const HSTS = "max-age=63072000; includeSubDomains";

/** TRUST_PROXY read as lib/env.ts reads it: a number of proxies (0–99), or true (1) / false (0); unset is 0. */
export function parseTrustProxy(raw) {
  if (raw === undefined) return 0;
  const value = String(raw).trim();
  if (!/^(\d{1,2}|true|false)$/.test(value)) throw new Error("TRUST_PROXY must be a number of proxies, true or false");
  return value === "true" ? 1 : value === "false" ? 0 : Number(value);
}

export function readServerSettings(environment = process.env) {
  const siteUrl = environment.SITE_URL ?? environment.NEXTAUTH_URL ?? "http://localhost:3000";
  return {
    trustProxy: parseTrustProxy(environment.TRUST_PROXY),
    siteIsHttps: siteUrl.startsWith("https://"),
    production: environment.NODE_ENV === "production",
  };
}

/** What a production server should say before its first request (read by the operator, so in English). */
export function startupWarnings(environment = process.env) {
  const warnings = [];
  const outboxOnly = /^(true|1|yes|on)$/i.test(environment.MAIL_OUTBOX_ONLY ?? "");
  if (!environment.RESEND_API_KEY && !outboxOnly) {
    warnings.push(
      "RESEND_API_KEY is not set: every e-mail (password reset, parental consent) will fail. Set it before members need mail.",
    );
  } else if (!environment.RESEND_API_KEY) {
    warnings.push("MAIL_OUTBOX_ONLY is set: e-mails are only kept in email_outbox, never delivered. Meant for test runs.");
  }
  return warnings;
}

const listOf = (value) =>
  (Array.isArray(value) ? value.join(",") : (value ?? ""))
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * Rewrites the request's forwarding headers so that the last X-Forwarded-For entry is always the address of the
 * peer this socket talks to. Without a trusted proxy whatever the client sent is replaced; with TRUST_PROXY=N the
 * peer (the nearest proxy) is appended to the chain the proxies built. Answers whether the request came over https.
 */
export function applyForwarding(req, { trustProxy, siteIsHttps }) {
  const peer = req.socket?.remoteAddress ?? "";
  const encrypted = Boolean(req.socket?.encrypted);
  let https = siteIsHttps || encrypted;
  if (trustProxy >= 1) {
    const chain = listOf(req.headers["x-forwarded-for"]);
    req.headers["x-forwarded-for"] = [...chain, peer].join(", ");
    // The entry the outermost trusted proxy wrote; anything further left is the client's own claim.
    const protocols = listOf(req.headers["x-forwarded-proto"]);
    const claimed = protocols[Math.max(0, protocols.length - trustProxy)];
    if (claimed?.toLowerCase() === "https") https = true;
  } else {
    req.headers["x-forwarded-for"] = peer;
    req.headers["x-forwarded-proto"] = encrypted ? "https" : "http";
    delete req.headers["x-forwarded-host"];
  }
  return https;
}

/** Whether a request carries headers that only a proxy should set (for the TRUST_PROXY warning). */
export function carriesProxyHeaders(req) {
  return Boolean(req.headers["x-forwarded-for"] || req.headers.forwarded || req.headers["x-real-ip"]);
}

export function withSecureFlag(cookie) {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

// --- The response wrapper ----------------------------------------------------------------------------------------

function isBufferedHtml(req, res) {
  if (req.method === "HEAD" || res.statusCode === 204 || res.statusCode === 304) return false;
  if (res.getHeader("content-encoding")) return false;
  return /^text\/html\b/i.test(String(res.getHeader("content-type") ?? ""));
}

function applyHeaderArgument(res, headers) {
  if (!headers) return;
  if (Array.isArray(headers)) {
    const pairs = Array.isArray(headers[0]) ? headers : headers.flatMap((_, i) => (i % 2 ? [] : [[headers[i], headers[i + 1]]]));
    for (const [name, value] of pairs) res.setHeader(name, value);
    return;
  }
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
}

/**
 * Wraps res so that headers are completed just before they are sent, and HTML bodies are held back until the
 * page is complete, when its script hashes are known.
 */
/**
 * Next.js 16 sends the Location of a redirect() thrown while an ISR page renders on a cache miss twice
 * ("location: /news" two times). Browsers cope; other clients read "/news, /news". One copy goes out.
 */
export function collapseRepeatedLocation(res) {
  const location = res.getHeader("location");
  if (Array.isArray(location) && location.length > 1 && location.every((value) => value === location[0])) {
    res.setHeader("location", location[0]);
  }
}

function secureResponse(req, res, { https, csp, hashCache, compressedPages, lastGoodPages, onRefused, microCache, microCacheKey }) {
  const downstream = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders, flush: res.flush };
  // "pass", "buffer" (an HTML page, for its CSP) or "keep" (another answer the micro-cache may keep: a share card,
  // the map's clusters), fixed when the first header or byte goes out.
  let mode = null;
  const chunks = [];

  const decide = () => {
    if (mode === null) collapseRepeatedLocation(res);
    mode ??= csp && isBufferedHtml(req, res) ? "buffer" : isKeptAnswer() ? "keep" : "pass";
    return mode;
  };
  const isKeptAnswer = () =>
    Boolean(microCacheKey) && req.method === "GET" && !res.getHeader("content-encoding") && isShareable(res);

  const completeHeaders = () => {
    if (!https) return;
    res.setHeader("Strict-Transport-Security", HSTS);
    const cookies = res.getHeader("set-cookie");
    if (cookies) res.setHeader("set-cookie", (Array.isArray(cookies) ? cookies : [String(cookies)]).map(withSecureFlag));
  };

  // A shareable answer that is not a page: compressed once per body when its type gains by it, kept, then sent.
  const sendKept = (body, callback) => {
    const type = String(res.getHeader("content-type") ?? "");
    const chosen = COMPRESSIBLE.test(type) && body.length >= MIN_COMPRESSED_BYTES ? chooseEncoding(req.headers["accept-encoding"]) : null;
    const send = (bytes, contentEncoding) => {
      if (contentEncoding) {
        res.setHeader("Content-Encoding", contentEncoding);
        res.setHeader("Vary", [res.getHeader("vary"), "Accept-Encoding"].filter(Boolean).join(", "));
      }
      res.setHeader("Content-Length", bytes.length);
      completeHeaders();
      microCache.keep(microCacheKey, req, res, bytes);
      mode = "pass";
      downstream.end.call(res, bytes, callback);
    };
    if (!chosen) send(body, null);
    else compressedPages.compress(body, chosen).then((encoded) => send(encoded, chosen), () => send(body, null));
    return res;
  };

  res.writeHead = function writeHead(status, reason, headers) {
    if (typeof reason !== "string") [reason, headers] = [undefined, reason];
    applyHeaderArgument(res, headers);
    res.statusCode = status;
    if (reason) res.statusMessage = reason;
    if (decide() !== "pass") return res;
    completeHeaders();
    return downstream.writeHead.call(res, res.statusCode);
  };

  res.flushHeaders = function flushHeaders() {
    if (decide() === "pass") downstream.flushHeaders.call(res);
  };

  if (downstream.flush) {
    res.flush = function flush() {
      if (mode !== "buffer" && mode !== "keep") downstream.flush.call(res);
    };
  }

  res.write = function write(chunk, encoding, callback) {
    if (decide() === "pass") return downstream.write.apply(res, arguments);
    if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    if (chunk != null) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding));
    if (callback) process.nextTick(callback);
    return true;
  };

  res.end = function end(chunk, encoding, callback) {
    if (typeof chunk === "function") [chunk, encoding, callback] = [undefined, undefined, chunk];
    else if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    if (decide() === "pass") return downstream.end.call(res, chunk, encoding, callback);
    if (chunk != null) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding));
    let body = Buffer.concat(chunks);
    chunks.length = 0;
    if (mode === "keep") return sendKept(body, callback);
    if (lastGoodPages && req.method === "GET") {
      if (isKeepable(req, res)) lastGoodPages.remember(req.url, snapshot(res, body));
      else if (res.statusCode >= 500) {
        const kept = lastGoodPages.recall(req.url);
        lastGoodPages.noteFallback(kept ? "kept" : "outage");
        body = kept ? restore(res, kept) : outagePage(res);
      }
    }
    const etag = res.getHeader("etag");
    const key = etag ? `${etag}|${body.length}` : null;
    let hashes = hashCache.get(key);
    if (!hashes) {
      const found = inlineScriptHashes(body);
      if (found.refused) onRefused(req.url);
      hashes = found.hashes;
      hashCache.set(key, hashes);
    }
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(hashes, https));
    const send = (bytes, contentEncoding) => {
      if (contentEncoding) res.setHeader("Content-Encoding", contentEncoding);
      res.setHeader("Content-Length", bytes.length);
      completeHeaders();
      microCache?.keep(microCacheKey, req, res, bytes);
      mode = "pass";
      downstream.end.call(res, bytes, callback);
    };
    // A page with an ETag is a cached page, the same bytes for everyone until a write changes it: its compressed
    // bytes are made once (compressed-pages.mjs). Others are compressed per request by the middleware.
    const chosen = etag && body.length >= MIN_COMPRESSED_BYTES ? chooseEncoding(req.headers["accept-encoding"]) : null;
    if (!chosen) return send(body, null);
    compressedPages.compress(body, chosen).then(
      (encoded) => send(encoded, chosen),
      () => send(body, null),
    );
    return res;
  };
}

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i;

/**
 * The production request handler: forwarding contract → compression → security headers and CSP → Next.js. Cached
 * HTML pages are compressed once per version and encoding (compressed-pages.mjs) and kept as last rendered, to be
 * sent when rendering them fails (last-good-pages.mjs); files the build precompressed are
 * sent as those copies when `staticFiles` (static-files.mjs) has them, past compression and Next.js; everything
 * else is compressed per request. A visitor's read of a page sent a moment ago is answered from the micro-cache
 * (micro-cache.mjs) without Next.js. `handle` is Next's request handler; `log` receives the one-time warnings.
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
}) {
  const compress = compression();
  const hashCache = createHashCache();
  let warnedProxyHeaders = false;
  let warnedRefused = false;

  const onRefused = (url) => {
    if (warnedRefused) return;
    warnedRefused = true;
    log.warn(`[server] ${url} contains an inline script Next.js did not write; it has no hash and the browser will block it`);
  };

  return function siteHandler(req, res) {
    if (settings.production && settings.trustProxy < 1 && !warnedProxyHeaders && carriesProxyHeaders(req)) {
      warnedProxyHeaders = true;
      log.warn(
        "\n[server] WARNING: requests arrive with X-Forwarded-For / Forwarded / X-Real-IP, but TRUST_PROXY is not set.\n" +
          "[server] Every client is then one address to the rate limits. Behind a reverse proxy set TRUST_PROXY to the\n" +
          "[server] number of proxies in front of this server; otherwise clients are sending these headers themselves.\n",
      );
    }
    const https = applyForwarding(req, settings);
    if (microCache && isWrite(req)) {
      // Emptied when a write arrives (no page read during it is kept past it) and when it is answered.
      microCache.clear();
      res.on("finish", () => microCache.clear());
    }
    const microCacheKey = microCache?.keyFor(req, https) ?? null;
    const secure = () => secureResponse(req, res, { https, csp, hashCache, compressedPages, lastGoodPages, onRefused, microCache, microCacheKey });
    const throughNext = () => {
      if (microCacheKey && microCache.serve(req, res, microCacheKey)) return;
      compress(req, res, () => {
        secure();
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
    };

    const precompressed = staticFiles?.match(req);
    if (!precompressed) return throughNext();
    // A copy that cannot be read (a build folder changed under a running server) leaves the request to Next.js.
    staticFiles.load(precompressed).then((body) => {
      secure();
      staticFiles.send(req, res, precompressed, body);
    }, throughNext);
  };
}

// The finishing stage: what the server does to an answer on its way out. Headers are completed just before they
// are sent (HSTS and Secure cookies on https); an HTML page is held back until it is complete, so its
// Content-Security-Policy can list the hashes of its own inline scripts, then kept as the last good rendering (or
// replaced by it when rendering failed), compressed once per version and kept in the micro-cache; another
// shareable answer (a share card, the map's clusters) is held, compressed once and kept likewise. Everything else
// passes through untouched.
import { freshWriteCookie, HSTS } from "../../lib/edge-policy.mjs";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.mjs";
import { chooseEncoding, MIN_COMPRESSED_BYTES } from "./compressed-pages.mjs";
import { isKeepable, outagePage, restore, snapshot } from "./last-good-pages.mjs";
import { isShareable } from "./micro-cache.mjs";

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i;

export function withSecureFlag(cookie) {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

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

const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding));

/**
 * The last headers: on the answer to a member's write the cookie that lets their next reads pass shared copies
 * (lib/edge-policy.mjs, FRESH_WRITE_COOKIE); on https, HSTS and Secure cookies.
 */
function completeHeaders(res, https, freshWrite) {
  if (freshWrite) {
    const cookies = res.getHeader("set-cookie");
    res.setHeader("set-cookie", [...(cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)]), freshWriteCookie(https)]);
  }
  if (!https) return;
  res.setHeader("Strict-Transport-Security", HSTS);
  const cookies = res.getHeader("set-cookie");
  if (cookies) res.setHeader("set-cookie", (Array.isArray(cookies) ? cookies : [String(cookies)]).map(withSecureFlag));
}

/** Sets the page's Content-Security-Policy from the hashes of its inline scripts, found once per version. */
function applyCsp(req, res, body, { https, hashCache, onRefused }) {
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
}

/** A page whose rendering failed (5xx) is answered with its last good rendering, or the Swedish outage page. */
function orLastGood(req, res, body, lastGoodPages) {
  if (!lastGoodPages || req.method !== "GET" || res.statusCode < 500) return body;
  const kept = lastGoodPages.recall(req.url);
  lastGoodPages.noteFallback(kept ? "kept" : "outage", req.url, res.statusCode);
  return kept ? restore(res, kept) : outagePage(res);
}

/**
 * The server's own timings of one answer, sent as Server-Timing when SERVER_TIMING=1: the wait at the render gate,
 * Next.js's rendering (or reading from the cache), CSP hashing and compression, in milliseconds.
 */
export function createTiming() {
  const parts = [];
  let last = performance.now();
  return {
    /** Ends a part begun at `since` (by default where the previous part ended). */
    mark(name, since = last) {
      const now = performance.now();
      parts.push(`${name};dur=${(now - since).toFixed(1)}`);
      last = now;
    },
    header: () => parts.join(", "),
  };
}

/**
 * Wraps `res` for the finishing stage. `context`: https, csp (on or off), hashCache, compressedPages,
 * lastGoodPages, onRefused (a page carried a script Next.js did not write), microCache and microCacheKey, timing
 * (createTiming(), or null) and freshWrite (the request is a member's write).
 */
export function finishResponse(req, res, context) {
  const { https, csp, compressedPages, lastGoodPages, microCache, microCacheKey, timing, freshWrite = false } = context;
  const downstream = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders, flush: res.flush };
  // "pass", "page" (an HTML page, held for its CSP) or "kept" (another answer the micro-cache may keep), fixed when
  // the first header or byte goes out.
  let mode = null;
  const chunks = [];

  const decide = () => {
    if (mode !== null) return mode;
    collapseRepeatedLocation(res);
    if (csp && isBufferedHtml(req, res)) mode = "page";
    else if (microCacheKey && req.method === "GET" && !res.getHeader("content-encoding") && isShareable(res)) mode = "kept";
    else mode = "pass";
    return mode;
  };

  /**
   * Sends the held body, compressed once per version when `compressible`, keeps it in the micro-cache and, for a
   * page that may be kept, as its last good rendering in the bytes just sent.
   */
  const send = (body, compressible, callback) => {
    const chosen = compressible && body.length >= MIN_COMPRESSED_BYTES ? chooseEncoding(req.headers["accept-encoding"]) : null;
    const compressing = timing ? performance.now() : 0;
    const out = (bytes, encoding) => {
      if (timing) {
        timing.mark("compress", compressing);
        res.setHeader("Server-Timing", timing.header());
      }
      if (mode === "page" && lastGoodPages && isKeepable(req, res)) {
        void lastGoodPages.remember(req.url, snapshot(res, body), encoding ? { bytes, encoding } : null);
      }
      if (encoding) {
        res.setHeader("Content-Encoding", encoding);
        if (mode === "kept") res.setHeader("Vary", [res.getHeader("vary"), "Accept-Encoding"].filter(Boolean).join(", "));
      }
      res.setHeader("Content-Length", bytes.length);
      completeHeaders(res, https, freshWrite);
      microCache?.keep(microCacheKey, req, res, bytes);
      mode = "pass";
      downstream.end.call(res, bytes, callback);
    };
    if (!chosen) return out(body, null);
    compressedPages.compress(body, chosen).then(
      (encoded) => out(encoded, chosen),
      () => out(body, null),
    );
  };

  res.writeHead = function writeHead(status, reason, headers) {
    if (typeof reason !== "string") [reason, headers] = [undefined, reason];
    applyHeaderArgument(res, headers);
    res.statusCode = status;
    if (reason) res.statusMessage = reason;
    if (decide() !== "pass") return res;
    completeHeaders(res, https, freshWrite);
    return downstream.writeHead.call(res, res.statusCode);
  };

  res.flushHeaders = function flushHeaders() {
    if (decide() === "pass") downstream.flushHeaders.call(res);
  };

  if (downstream.flush) {
    res.flush = function flush() {
      if (mode === "pass" || mode === null) downstream.flush.call(res);
    };
  }

  res.write = function write(chunk, encoding, callback) {
    if (decide() === "pass") return downstream.write.apply(res, arguments);
    if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    if (chunk != null) chunks.push(toBuffer(chunk, encoding));
    if (callback) process.nextTick(callback);
    return true;
  };

  res.end = function end(chunk, encoding, callback) {
    if (typeof chunk === "function") [chunk, encoding, callback] = [undefined, undefined, chunk];
    else if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    if (decide() === "pass") return downstream.end.call(res, chunk, encoding, callback);
    if (chunk != null) chunks.push(toBuffer(chunk, encoding));
    let body = Buffer.concat(chunks);
    chunks.length = 0;
    if (mode === "kept") {
      timing?.mark("render");
      send(body, COMPRESSIBLE.test(String(res.getHeader("content-type") ?? "")), callback);
      return res;
    }
    body = orLastGood(req, res, body, lastGoodPages);
    timing?.mark("render");
    const hashing = timing ? performance.now() : 0;
    applyCsp(req, res, body, context);
    timing?.mark("csp", hashing);
    // A page with an ETag is a cached page, the same bytes for everyone until a write changes it: its compressed
    // bytes are made once (compressed-pages.mjs). Others are compressed per request by the middleware.
    send(body, Boolean(res.getHeader("etag")), callback);
    return res;
  };
}

// Visitors keep reading through an outage. Every cached public page (a 200 GET answer with an ETag: the same bytes
// for everyone) is kept here as last rendered, by its address. When rendering an address fails (a 5xx, as when the
// database cannot be reached right after a write expired the page), the last good rendering is sent instead, with
// its normal status; an address never rendered gets a short Swedish 503 page rather than the error page. A write
// that succeeded expired the page and the next good rendering replaces the kept one, so read-your-own-writes holds
// whenever the site can render at all. A page is kept compressed (about a fifth of its size): in the bytes it was
// sent in (brotli or gzip), else gzipped once per version of it (its ETag), and unpacked only when it is sent in its
// place. Bounded in compressed bytes (LAST_GOOD_PAGES_MB, 8 by
// default, about a thousand report pages): at the bound the pages least recently rendered go first.

import { promisify } from "node:util";
import { brotliDecompressSync, gunzipSync, gzip as gzipCallback } from "node:zlib";
import { megabytesFromEnv } from "../../lib/megabytes.mjs";
import { ownBytes } from "./own-bytes.mjs";
import { plainPage } from "./plain-page.mjs";

const gzip = promisify(gzipCallback);

/** Headers that belong to one sending, not to the page. */
const PER_SENDING = new Set(["set-cookie", "content-length", "content-encoding", "transfer-encoding", "connection", "date", "content-security-policy", "server-timing"]);

export const RETRY_AFTER_SECONDS = 10;

export function readLastGoodPagesBytes(environment = process.env) {
  return megabytesFromEnv(environment, "LAST_GOOD_PAGES_MB", 8);
}

/**
 * Whether an answer is a cached public page worth keeping: a full 200 to a plain GET, with an ETag, no cookie, and
 * a Cache-Control that lets shared caches keep it (a member's private page never qualifies).
 */
export function isKeepable(req, res) {
  if (req.method !== "GET" || res.statusCode !== 200 || !res.getHeader("etag") || res.getHeader("set-cookie")) return false;
  return !/\b(private|no-store)\b/i.test(String(res.getHeader("cache-control") ?? ""));
}

/**
 * The page as it would be kept: its bytes and the headers that describe it (not the ones of one sending). The bytes
 * are compressed by `remember` (unless given as sent), and only when this version of the page is not kept already.
 */
export function snapshot(res, body) {
  const headers = {};
  for (const name of res.getHeaderNames()) if (!PER_SENDING.has(name)) headers[name] = res.getHeader(name);
  return { body, headers };
}

/** A kept page's bytes as rendered. */
export function unpack(kept) {
  return kept.encoding === "br" ? brotliDecompressSync(kept.packed) : gunzipSync(kept.packed);
}

/** Makes `res` the kept page: its status 200, its headers, and a mark for whoever reads the log or the headers. */
export function restore(res, kept) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of Object.entries(kept.headers)) res.setHeader(name, value);
  res.setHeader("x-page-source", "last-good");
  res.statusCode = 200;
  return unpack(kept);
}

const OUTAGE_PAGE = plainPage({
  title: "Tillfälligt otillgänglig",
  heading: "Fiskegänget är tillfälligt otillgängligt",
  text: "Vi kan inte visa den här sidan just nu. Inget av det du har sparat är borta – försök igen om en stund.",
});

/** Makes `res` the outage page: 503 with Retry-After, never stored by anyone. */
export function outagePage(res) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.statusCode = 503;
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("cache-control", "no-store");
  res.setHeader("retry-after", String(RETRY_AFTER_SECONDS));
  return OUTAGE_PAGE;
}

/**
 * The kept pages, bounded by `maxBytes` of compressed bytes. `remember(address, page, compressed?)` keeps (or
 * replaces) a page, as `{ packed, encoding, headers }`: `compressed` ({ bytes, encoding }) when it was sent so,
 * else gzipped; the same version again (the same ETag) only counts as rendered now. `recall(address)`
 * answers it or undefined. `noteFallback(kind, address, status)` counts a failed rendering answered from here
 * ("kept") or with the outage page ("outage") and logs at most one line every 10 s with the counts.
 */
export function createLastGoodPages({ maxBytes = readLastGoodPagesBytes(), log = console, now = Date.now } = {}) {
  const entries = new Map();
  let bytes = 0;
  const counts = { kept: 0, outage: 0 };
  let lastLog = -Infinity;

  function forget(address) {
    const old = entries.get(address);
    if (!old) return;
    entries.delete(address);
    bytes -= old.packed.length;
  }

  /** The latest remember() per address: a slower compression of an older version never replaces a newer one. */
  const latest = new Map();

  /** Keeps the page; any gzipping on libuv's thread pool, off the answer's path. Resolves once it is kept (or not). */
  const inFlight = new Set();
  function remember(address, page, compressed = null) {
    const keeping = keep(address, page, compressed);
    inFlight.add(keeping);
    keeping.finally(() => inFlight.delete(keeping)).catch(() => {});
    return keeping;
  }

  async function keep(address, page, compressed) {
    const old = entries.get(address);
    if (old && page.headers.etag !== undefined && old.headers.etag === page.headers.etag) {
      entries.delete(address);
      entries.set(address, old);
      return;
    }
    if (maxBytes <= 0) return forget(address);
    const ticket = Symbol(address);
    latest.set(address, ticket);
    // The bytes the answer was sent compressed in, when it was: no second compression of the same page.
    let packed;
    let encoding = "gzip";
    try {
      if (compressed?.encoding === "br" || compressed?.encoding === "gzip") [packed, encoding] = [compressed.bytes, compressed.encoding];
      else packed = ownBytes(await gzip(page.body));
    } finally {
      if (latest.get(address) === ticket) latest.delete(address);
    }
    if (latest.has(address)) return; // a newer version is on its way
    forget(address);
    if (packed.length > maxBytes) return;
    entries.set(address, { packed, encoding, headers: page.headers });
    bytes += packed.length;
    for (const [oldest, value] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= value.packed.length;
    }
  }

  function recall(address) {
    return entries.get(address);
  }

  function noteFallback(kind, address = null, status = null) {
    counts[kind] += 1;
    if (now() - lastLog < 10_000) return;
    lastLog = now();
    const example = address ? ` (the latest: ${status ?? "5xx"} for ${address.slice(0, 200)})` : "";
    log.warn(`[server] pages cannot be rendered: ${counts.kept} answered with their last good rendering, ${counts.outage} with the outage page${example}`);
    counts.kept = 0;
    counts.outage = 0;
  }

  /** Resolves once every page being compressed now is kept (tests). */
  const settled = () => Promise.allSettled([...inFlight]).then(() => undefined);

  return { remember, recall, noteFallback, settled, stats: () => ({ entries: entries.size, bytes }) };
}

// Compress once: the brotli or gzip bytes of an HTML page, made the first time a version of the page is asked for
// in that encoding and kept by the SHA-1 of the page's own bytes, so a page a write has changed is a new key and
// never gets the old bytes. The cache is bounded in bytes (COMPRESSED_PAGES_MB, 8 by default: about a thousand
// report pages in brotli): at the bound the least recently sent pages go first, and a page larger than the whole
// bound is compressed for each request and not kept. Compression runs on libuv's thread pool, never on the event loop.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import Negotiator from "negotiator";
import { megabytesFromEnv } from "../../lib/megabytes.mjs";
import { ownBytes } from "./own-bytes.mjs";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this the headers outweigh the saving; the same threshold as the `compression` middleware's. */
export const MIN_COMPRESSED_BYTES = 1024;

/** Brotli's window for a body: the smallest that holds it whole (64 kB at least), as a power of two. */
const windowBits = (length) => Math.min(22, Math.max(16, Math.ceil(Math.log2(Math.max(1, length)))));

const ENCODERS = {
  // Quality 5 with a window fitted to the page: on a report page 0.6 ms against quality 9's 7.4 ms (with Brotli's
  // default 4 MB window), for 2 % more bytes. Every first read of a page pays it, so cheap beats smallest
  // (docs/performance.md, "The long tail").
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_LGWIN]: windowBits(body.length),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzip(body, { level: 6 }),
};

/**
 * The encoding to send for an Accept-Encoding header, among those `available`: brotli where accepted, else gzip,
 * else none (null: send the bytes as they are).
 */
export function chooseEncoding(acceptEncoding, available = ["br", "gzip"]) {
  if (!acceptEncoding || !available.length) return null;
  const offered = ["br", "gzip"].filter((name) => available.includes(name));
  const chosen = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encoding([...offered, "identity"], { preferred: offered });
  return offered.includes(chosen) ? chosen : null;
}

export function readCompressedPagesBytes(environment = process.env) {
  return megabytesFromEnv(environment, "COMPRESSED_PAGES_MB", 8);
}

/**
 * A cache of compressed pages bounded by `maxBytes` of compressed bytes. `compress(body, encoding)` answers the
 * encoded bytes, from the cache when this exact body was encoded so before. `stats()` is for tests and logs.
 */
export function createCompressedPages({ maxBytes = readCompressedPagesBytes() } = {}) {
  const entries = new Map(); // key → Buffer, in order of last use
  const pending = new Map(); // key → Promise<Buffer>, so concurrent first requests compress once
  let bytes = 0;
  let made = 0;

  function remember(key, encoded) {
    if (encoded.length > maxBytes) return;
    entries.set(key, encoded);
    bytes += encoded.length;
    for (const [oldest, value] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= value.length;
    }
  }

  async function compress(body, encoding) {
    const key = `${encoding}:${createHash("sha1").update(body).digest("base64")}`;
    const kept = entries.get(key);
    if (kept) {
      entries.delete(key);
      entries.set(key, kept);
      return kept;
    }
    let making = pending.get(key);
    if (!making) {
      making = ENCODERS[encoding](body).then((output) => {
        const encoded = ownBytes(output);
        made += 1;
        remember(key, encoded);
        return encoded;
      });
      making.finally(() => pending.delete(key)).catch(() => {});
      pending.set(key, making);
    }
    return making;
  }

  return { compress, stats: () => ({ entries: entries.size, bytes, made }) };
}

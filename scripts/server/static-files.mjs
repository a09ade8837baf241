// The files that never change between builds, sent as the brotli or gzip copies the build made of them
// (scripts/build/precompress.mjs) when the browser takes that encoding: /_next/static/* with Next.js's immutable
// caching, and public/ files with its revalidated caching. Which copies exist is read from disk once, at start;
// each copy's bytes are read on its first request and kept (a few MB at most: the build's scripts and styles), so a
// request costs a map lookup and no compression. Everything else, and a browser that takes neither encoding, goes
// on to Next.js.
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ENCODINGS, listFiles, PUBLIC_COPY_DIR } from "../build/precompress.mjs";
import { CONTENT_TYPES as POLICY_TYPES, IMMUTABLE, REVALIDATE, SECURITY_HEADERS } from "../../lib/edge-policy.mjs";
import { chooseEncoding } from "./compressed-pages.mjs";

export { IMMUTABLE, REVALIDATE };

// The types of lib/edge-policy.mjs, but no HTML: it goes through the app server's Content-Security-Policy step.
const CONTENT_TYPES = Object.fromEntries(Object.entries(POLICY_TYPES).filter(([extension]) => extension !== ".html"));

/** The pathname of a request's URL, percent-decoded; null when it cannot be decoded. */
function requestPath(url = "/") {
  const end = url.search(/[?#]/);
  try {
    return decodeURIComponent(end === -1 ? url : url.slice(0, end));
  } catch {
    return null;
  }
}

/**
 * An index of the precompressed copies under a build folder: `/_next/static/…` from <distDir>/static and public
 * paths from <distDir>/precompressed-public. `match(req)` answers what to send for a request, or null.
 */
export function createStaticFiles({ distDir }) {
  const entries = new Map(); // URL path → { type, cacheControl, lastModified, copies: { br: file, gzip: file } }
  const bodies = new Map(); // copy's file → Promise<{ bytes, etag }>

  function index(dir, prefix, cacheControl) {
    for (const relative of listFiles(dir)) {
      const type = CONTENT_TYPES[path.extname(relative).toLowerCase()];
      if (!type) continue;
      const file = path.join(dir, relative);
      const copies = {};
      for (const { name, suffix } of ENCODINGS) {
        try {
          if (statSync(`${file}${suffix}`).isFile()) copies[name] = `${file}${suffix}`;
        } catch {
          // no copy in this encoding: it did not gain enough, or the file is too small
        }
      }
      if (!Object.keys(copies).length) continue;
      entries.set(`${prefix}${relative}`, { type, cacheControl, lastModified: statSync(file).mtime.toUTCString(), copies });
    }
  }
  index(path.join(distDir, "static"), "/_next/static/", IMMUTABLE);
  index(path.join(distDir, PUBLIC_COPY_DIR), "/", REVALIDATE);

  function match(req) {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    const pathname = requestPath(req.url);
    const entry = pathname === null ? undefined : entries.get(pathname);
    if (!entry) return null;
    const encoding = chooseEncoding(req.headers["accept-encoding"], Object.keys(entry.copies));
    return encoding ? { entry, encoding, file: entry.copies[encoding] } : null;
  }

  /** The copy's bytes and a strong ETag of them, read once; rejects when the file is gone. */
  function load({ file }) {
    let body = bodies.get(file);
    if (!body) {
      body = readFile(file).then((bytes) => ({ bytes, etag: `"${createHash("sha1").update(bytes).digest("base64url")}"` }));
      body.catch(() => bodies.delete(file));
      bodies.set(file, body);
    }
    return body;
  }

  /** Writes the answer: 304 when the browser holds this copy already, else 200 with the bytes (none for HEAD). */
  function send(req, res, { entry, encoding }, { bytes, etag }) {
    for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
    res.setHeader("Cache-Control", entry.cacheControl);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", etag);
    res.setHeader("Last-Modified", entry.lastModified);
    if (listIncludes(req.headers["if-none-match"], etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = 200;
    res.setHeader("Content-Type", entry.type);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", bytes.length);
    res.end(req.method === "HEAD" ? undefined : bytes);
  }

  return { match, load, send, size: () => entries.size };
}

function listIncludes(header, etag) {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

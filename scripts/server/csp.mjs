// The Content-Security-Policy of the production server: script-src lists the sha256 of the page's own inline
// scripts, and only of scripts shaped as Next.js writes them (docs/decisions/110-production-server-and-csp.md).
import { createHash } from "node:crypto";
import { DEFAULT_MAP_TILE_URL, tileOrigin } from "../../lib/map-tiles.mjs";

const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
const JS_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

// The only inline scripts Next.js 16 writes into a page: the Turbopack bootstrap and the RSC payload chunks. Each
// is a fixed call around one JSON value. A script of any other shape, such as one smuggled into an article's HTML,
// gets no hash and does not run.
const NEXT_SCRIPT_SHAPES = [
  { prefix: 'self.__next_f.push(', suffix: ")" },
  { prefix: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', suffix: ");" },
];
const FLIGHT_INIT = "(self.__next_f=self.__next_f||[]).push([0])";

/** Whether an inline script is one Next.js wrote: a known call whose only argument parses as JSON. */
export function isNextInlineScript(source) {
  if (source === FLIGHT_INIT) return true;
  for (const { prefix, suffix } of NEXT_SCRIPT_SHAPES) {
    if (!source.startsWith(prefix) || !source.endsWith(suffix)) continue;
    try {
      JSON.parse(source.slice(prefix.length, source.length - suffix.length));
      return true;
    } catch {
      return false;
    }
  }
  return false;
}

function scriptType(attributes) {
  const match = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return (match ? (match[1] ?? match[2] ?? match[3] ?? "") : "").trim().toLowerCase();
}

/**
 * The sha256 sources for a page's inline scripts, and how many inline scripts were left without one. React
 * escapes "<" inside RSC payloads and ">" inside attributes, so the first "</script>" and ">" are the real ones.
 */
export function inlineScriptHashes(body) {
  const hashes = new Set();
  let refused = 0;
  let at = 0;
  for (;;) {
    const open = body.indexOf(SCRIPT_OPEN, at);
    if (open < 0) break;
    const next = body[open + SCRIPT_OPEN.length];
    const tagEnd = body.indexOf(0x3e, open);
    if (tagEnd < 0) break;
    at = tagEnd + 1;
    // "<scripts" or "<script-x" is not a script tag.
    if (next !== 0x3e && next !== 0x20 && next !== 0x09 && next !== 0x0a && next !== 0x0d && next !== 0x2f) continue;
    const close = body.indexOf(SCRIPT_CLOSE, tagEnd + 1);
    if (close < 0) break;
    at = close + SCRIPT_CLOSE.length;
    const attributes = body.toString("latin1", open + SCRIPT_OPEN.length, tagEnd);
    if (/\ssrc\s*=/i.test(attributes) || !JS_TYPES.has(scriptType(attributes))) continue;
    const content = body.subarray(tagEnd + 1, close);
    if (!isNextInlineScript(content.toString("utf8"))) {
      refused += 1;
      continue;
    }
    hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  return { hashes: [...hashes], refused };
}

// The catch map's tiles are images from the configured tile host (lib/map-tiles.mjs), read when the server starts.
const TILE_ORIGIN = tileOrigin(process.env.MAP_TILE_URL || DEFAULT_MAP_TILE_URL);

const POLICY_REST = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  `img-src 'self' data: blob:${TILE_ORIGIN ? ` ${TILE_ORIGIN}` : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
].join("; ");

export function contentSecurityPolicy(scriptHashes, https) {
  const scriptSrc = ["script-src 'self'", ...scriptHashes].join(" ");
  return `${POLICY_REST}; ${scriptSrc}${https ? "; upgrade-insecure-requests" : ""}`;
}

/**
 * Remembers a page's script hashes by its ETag and length: Next.js sends the same cached page many times, and
 * its ETag changes whenever the page does. Bounded, oldest out first.
 */
export function createHashCache(limit = 500) {
  const entries = new Map();
  return {
    get(key) {
      return key ? entries.get(key) : undefined;
    },
    set(key, value) {
      if (!key) return;
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value);
    },
  };
}

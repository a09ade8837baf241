// First-load JS of a page: every script the page's HTML makes the browser fetch from /_next/static before it is
// interactive (<script src> and <link rel="modulepreload"|"preload" as="script">), each fetched once and
// gzipped at level 9 — roughly what a visitor downloads on a first visit with an empty cache. `<script nomodule>`
// (Next's polyfills for browsers without ES modules) is left out: current browsers never fetch it.
//
//   node scripts/bench/first-load-js.mjs http://127.0.0.1:3000 / /reports /login
import { gzipSync } from "node:zlib";
import process from "node:process";
import { pathToFileURL } from "node:url";

const decodeEntities = (s) =>
  s.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, e) => ({ amp: "&", quot: '"', "#39": "'", "#x27": "'", lt: "<", gt: ">" })[e]);

/** Attributes of one start tag, names lower-cased; valueless attributes map to "". */
function attributes(tag) {
  const attrs = {};
  const re = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const body = tag.replace(/^<\w+/, "").replace(/\/?>$/, "");
  for (const m of body.matchAll(re)) attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  return attrs;
}

/** The /_next/static script addresses an HTML document loads, in order, without duplicates. */
export function scriptUrls(html, pageUrl) {
  const origin = new URL(pageUrl).origin;
  const found = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const a = attributes(tag);
    let href;
    if (/^<script/i.test(tag)) href = "nomodule" in a ? undefined : a.src;
    else {
      const rel = (a.rel ?? "").toLowerCase().split(/\s+/);
      if (rel.includes("modulepreload") || (rel.includes("preload") && (a.as ?? "").toLowerCase() === "script")) href = a.href;
    }
    if (!href) continue;
    const url = new URL(href, pageUrl);
    if (url.origin === origin && url.pathname.startsWith("/_next/static/")) found.add(url.href);
  }
  return [...found];
}

/**
 * Fetches `path` from `baseUrl` and sums the scripts it loads. `options.headers` (e.g. a session cookie) go
 * with the page request only; the scripts themselves are public.
 * @returns {Promise<{ files: number, rawBytes: number, gzipBytes: number }>}
 */
export async function firstLoadJs(baseUrl, path, options = {}) {
  const pageUrl = new URL(path, baseUrl).href;
  const page = await fetch(pageUrl, { headers: options.headers, redirect: "manual" });
  if (!page.ok) throw new Error(`${pageUrl} answered ${page.status}`);
  const html = await page.text();
  const urls = scriptUrls(html, pageUrl);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const url of urls) {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  // The page's own HTML as sent uncompressed (RSC payload included): what a browser parses before anything else.
  return { files: urls.length, rawBytes, gzipBytes, htmlBytes: Buffer.byteLength(html) };
}

const kB = (bytes) => (bytes / 1000).toFixed(1);

async function cli([baseUrl, ...paths]) {
  if (!baseUrl || !paths.length) {
    console.error("usage: node scripts/bench/first-load-js.mjs <base url> <path> [path…]");
    process.exitCode = 2;
    return;
  }
  console.log("| page | HTML kB | files | raw kB | gzip kB |");
  console.log("|---|---:|---:|---:|---:|");
  for (const path of paths) {
    try {
      const r = await firstLoadJs(baseUrl, path);
      console.log(`| ${path} | ${kB(r.htmlBytes)} | ${r.files} | ${kB(r.rawBytes)} | ${kB(r.gzipBytes)} |`);
    } catch (error) {
      console.log(`| ${path} | – | – | – | ${error.message}`);
      process.exitCode = 1;
    }
  }
  console.log("(kB = 1000 bytes; gzip level 9, each file once)");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await cli(process.argv.slice(2));

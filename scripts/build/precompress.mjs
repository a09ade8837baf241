// Brotli and gzip copies of the files that never change between builds, made once after `next build` so that no
// server compresses them per request: every compressible file of <distDir>/static gets `.br` and `.gz` siblings,
// and public/ is copied to <distDir>/precompressed-public/ with siblings beside the copies (the source folder is
// never written to). The Node server (scripts/server/static-files.mjs) and nginx (gzip_static, brotli_static) send
// these copies (docs/decisions/133-static-files-and-micro-cache.md).
import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts (woff, woff2, png, webp, …) are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set([".js", ".mjs", ".css", ".svg", ".json", ".txt", ".xml", ".webmanifest", ".html"]);
/** Below this the saving is smaller than a packet and not worth a second and third file. */
export const MIN_PRECOMPRESS_BYTES = 1024;
/** A copy must be at least this much smaller than the original to be kept. */
export const MIN_GAIN = 0.1;
/** Where the copy of public/ with its compressed siblings goes, inside the build folder. */
export const PUBLIC_COPY_DIR = "precompressed-public";

export const ENCODINGS = [
  {
    name: "br",
    suffix: ".br",
    encode: (body) =>
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
  },
  { name: "gzip", suffix: ".gz", encode: (body) => gzip(body, { level: 9 }) },
];

const isSibling = (file) => ENCODINGS.some(({ suffix }) => file.endsWith(suffix));

/** Every file under `dir` (relative paths, "/"-separated), leaving out compressed siblings. */
export function listFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (error.code === "ENOENT") return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && !isSibling(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

export const isCompressible = (file) => COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase());

/**
 * A file's access and modification times in seconds, with their fractions. Not the Date objects of statSync: those
 * are rounded to the nearest millisecond, so a file written in a second's last half millisecond would get a copy
 * dated the next second, and a Last-Modified a second apart from the original's.
 */
function fileTimes(file) {
  const { atimeMs, mtimeMs } = statSync(file);
  return [atimeMs / 1000, mtimeMs / 1000];
}

/**
 * Writes the compressed siblings of one file: `encodings` it is worth it for, each at least MIN_GAIN smaller.
 * Siblings left from an earlier run are removed first, so a file that stopped compressing well has none.
 */
async function precompressFile(file) {
  for (const { suffix } of ENCODINGS) rmSync(`${file}${suffix}`, { force: true });
  const body = await readFile(file);
  const written = {};
  if (body.length < MIN_PRECOMPRESS_BYTES) return written;
  const times = fileTimes(file);
  for (const { name, suffix, encode } of ENCODINGS) {
    const encoded = await encode(body);
    if (encoded.length > body.length * (1 - MIN_GAIN)) continue;
    await writeFile(`${file}${suffix}`, encoded);
    // The same time as the original, so Last-Modified does not change with the encoding sent.
    utimesSync(`${file}${suffix}`, ...times);
    written[name] = encoded.length;
  }
  return written;
}

/** Runs `work` over `items`, `limit` at a time (compression runs on libuv's thread pool). */
async function eachLimited(items, limit, work) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(runners);
}

/** Compresses every compressible file under `dir` in place; answers what was written. */
export async function precompressTree(dir) {
  const totals = { files: 0, original: 0, br: 0, gzip: 0, brFiles: 0, gzipFiles: 0 };
  const files = listFiles(dir).filter(isCompressible);
  await eachLimited(files, Math.max(2, os.availableParallelism()), async (relative) => {
    const file = path.join(dir, relative);
    const written = await precompressFile(file);
    if (!written.br && !written.gzip) return;
    totals.files += 1;
    totals.original += statSync(file).size;
    for (const name of ["br", "gzip"]) {
      if (written[name]) {
        totals[name] += written[name];
        totals[`${name}Files`] += 1;
      }
    }
  });
  return totals;
}

/** HTML needs the Content-Security-Policy the app server computes per page: public/'s HTML stays with the app. */
export const isHtml = (file) => /\.html?$/i.test(file);

/**
 * Copies public/ afresh into `target`, file times kept (they become Last-Modified), and compresses the copies.
 * HTML files are not copied, so whatever serves the copy sends them on to the app server.
 */
export async function precompressPublic(publicDir, target) {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const relative of listFiles(publicDir).filter((file) => !isHtml(file))) {
    const from = path.join(publicDir, relative);
    const to = path.join(target, relative);
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(from, to);
    utimesSync(to, ...fileTimes(from));
  }
  return precompressTree(target);
}

/** Both steps for a finished build in `distDir` of the project at `root`. */
export async function precompressBuild({ root, distDir }) {
  const buildDir = path.resolve(root, distDir);
  return {
    static: await precompressTree(path.join(buildDir, "static")),
    public: await precompressPublic(path.join(root, "public"), path.join(buildDir, PUBLIC_COPY_DIR)),
  };
}

export function describeTotals(label, totals) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  if (!totals.files) return `${label}: nothing to compress`;
  return `${label}: ${totals.files} files, ${kb(totals.original)} → br ${kb(totals.br)} (${totals.brFiles}), gzip ${kb(totals.gzip)} (${totals.gzipFiles})`;
}

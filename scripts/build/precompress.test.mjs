import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { PUBLIC_COPY_DIR, isCompressible, precompressBuild, precompressTree } from "./precompress.mjs";

const dirs = [];
function tree(files) {
  const dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SCRIPT = `export function cast(){return "${"gädda ".repeat(400)}"}\n`;
// Bytes that do not compress: a compressed copy would be no smaller.
const NOISE = randomBytes(4096);

describe("precompressTree", () => {
  it("writes .br and .gz beside every compressible file that gains, with the original's time", async () => {
    const dir = tree({
      "chunks/app.js": SCRIPT,
      "css/site.css": `body{color:red}\n`.repeat(200),
      "media/logo.svg": `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(400)}</svg>`,
    });
    const totals = await precompressTree(dir);
    expect(totals.files).toBe(3);
    for (const name of ["chunks/app.js", "css/site.css", "media/logo.svg"]) {
      const original = readFileSync(path.join(dir, name));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`)))).toEqual(original);
      const seconds = (file) => Math.floor(statSync(path.join(dir, file)).mtimeMs / 1000);
      expect(seconds(`${name}.br`)).toBe(seconds(name));
    }
    expect(totals.br).toBeLessThan(totals.gzip);
  });

  it("dates the copies in the original's second even when it was written in that second's last instant", async () => {
    const dir = tree({ "chunks/app.js": SCRIPT });
    // 0.9996 s into a second: a millisecond Date rounds this up into the next one.
    utimesSync(path.join(dir, "chunks/app.js"), 1_795_691_848.9996, 1_795_691_848.9996);
    await precompressTree(dir);
    for (const suffix of [".br", ".gz"]) {
      expect(Math.floor(statSync(path.join(dir, `chunks/app.js${suffix}`)).mtimeMs / 1000)).toBe(1_795_691_848);
    }
  });

  it("leaves small files, files that gain under 10 % and formats that are compressed already", async () => {
    const dir = tree({
      "tiny.js": "let a = 1;\n",
      "noise.js": NOISE,
      "font.woff2": SCRIPT,
      "photo.png": SCRIPT,
    });
    const totals = await precompressTree(dir);
    expect(totals.files).toBe(0);
    for (const name of ["tiny.js", "noise.js", "font.woff2", "photo.png"]) {
      expect(existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`)), name).toBe(false);
    }
  });

  it("replaces siblings left by an earlier run, and never compresses a sibling", async () => {
    const dir = tree({ "a.js": SCRIPT, "a.js.br": "stale", "b.js": NOISE, "b.js.gz": "stale" });
    await precompressTree(dir);
    expect(brotliDecompressSync(readFileSync(path.join(dir, "a.js.br"))).toString()).toBe(SCRIPT);
    expect(existsSync(path.join(dir, "a.js.br.br"))).toBe(false);
    expect(existsSync(path.join(dir, "b.js.gz"))).toBe(false);
  });

  it("knows the formats worth compressing", () => {
    for (const name of ["a.js", "a.mjs", "a.CSS", "a.svg", "a.json", "robots.txt", "a.xml", "site.webmanifest", "a.html"]) {
      expect(isCompressible(name), name).toBe(true);
    }
    for (const name of ["a.woff", "a.woff2", "a.png", "a.webp", "a.js.br", "a.css.gz", "Makefile"]) {
      expect(isCompressible(name), name).toBe(false);
    }
  });
});

describe("precompressBuild", () => {
  it("compresses the build's static files in place and public/ into a copy inside the build, never into public/", async () => {
    const root = tree({
      ".next/static/chunks/app.js": SCRIPT,
      "public/robots.txt": `User-agent: *\nDisallow: /admin\n`.repeat(60),
      "public/icons/icon.png": NOISE,
      "public/offline.html": `<!doctype html><p>${"Ingen kontakt. ".repeat(100)}</p>`,
    });
    const totals = await precompressBuild({ root, distDir: ".next" });
    expect(totals.static.files).toBe(1);
    expect(totals.public.files).toBe(1);
    expect(existsSync(path.join(root, ".next/static/chunks/app.js.br"))).toBe(true);
    const copy = path.join(root, ".next", PUBLIC_COPY_DIR);
    expect(readFileSync(path.join(copy, "robots.txt"))).toEqual(readFileSync(path.join(root, "public/robots.txt")));
    expect(existsSync(path.join(copy, "robots.txt.gz"))).toBe(true);
    expect(readFileSync(path.join(copy, "icons/icon.png"))).toEqual(NOISE);
    expect(existsSync(path.join(root, "public/robots.txt.gz"))).toBe(false);
    // HTML is left to the app server, which gives it a Content-Security-Policy.
    expect(existsSync(path.join(copy, "offline.html"))).toBe(false);
  });

  it("starts the public copy afresh, so a file removed from public/ is gone from it", async () => {
    const root = tree({ "public/old.txt": "x".repeat(2000), ".next/static/.keep": "" });
    await precompressBuild({ root, distDir: ".next" });
    rmSync(path.join(root, "public/old.txt"));
    await precompressBuild({ root, distDir: ".next" });
    expect(existsSync(path.join(root, ".next", PUBLIC_COPY_DIR, "old.txt"))).toBe(false);
    expect(existsSync(path.join(root, ".next", PUBLIC_COPY_DIR, "old.txt.gz"))).toBe(false);
  });
});

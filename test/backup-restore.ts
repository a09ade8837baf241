// Where the backup test runs: a PostgreSQL server that the machine's pg_dump can dump (pg_dump refuses a server
// newer than itself), two databases of its own on it, and folders standing in for the uploads before and after.
import { spawnSync } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { connect, databaseName, findTools, serverMajor, withDatabase } from "@/scripts/db/pg-tools.mjs";

/** The machine's own PostgreSQL (see the machine notes), tried when the test database's server is too new. */
const MACHINE_POSTGRES = "postgresql://postgres@127.0.0.1:5432/postgres";

export type BackupTestSetup = {
  sourceUrl: string;
  targetUrl: string;
  /** A database that never exists before a test makes it. */
  scratchUrl: string;
  serverMajor: number;
  work: string;
  sourceUploads: string;
  restoredUploads: string;
};

async function reachableMajor(url: string): Promise<number | null> {
  try {
    return await serverMajor(url);
  } catch {
    return null;
  }
}

/**
 * Picks the server: BACKUP_TEST_DATABASE_URL, else the test database's own, else the machine's PostgreSQL,
 * whichever comes first that the newest pg_dump here can dump. Throws, naming what it tried, when none can.
 */
async function chooseServer(): Promise<{ url: string; major: number }> {
  const newest = findTools("pg_dump")[0]?.major ?? 0;
  const tried: string[] = [];
  for (const url of [process.env.BACKUP_TEST_DATABASE_URL, process.env.DATABASE_URL, MACHINE_POSTGRES]) {
    if (!url) continue;
    const major = await reachableMajor(url);
    tried.push(`${new URL(url).host} (${major === null ? "not reachable" : `PostgreSQL ${major}`})`);
    if (major !== null && major <= newest) return { url, major };
  }
  throw new Error(`No PostgreSQL server that pg_dump ${newest || "(none found)"} can dump; tried ${tried.join(", ")}`);
}

/**
 * Chooses the server, points this test file's app at the restored database and uploads (call it from
 * `await vi.hoisted(…)`, before anything reads the environment) and answers the places the test uses.
 */
export async function prepareBackupTest(): Promise<BackupTestSetup> {
  const { url, major } = await chooseServer();
  // Named after the test run's own database, so two checkouts testing on one server keep apart.
  const base = `${databaseName(process.env.DATABASE_URL ?? "postgresql://x/fiskeganget")}_backup`.slice(0, 50);
  const work = await mkdtemp(path.join(tmpdir(), "fg-backup-"));
  const setup: BackupTestSetup = {
    sourceUrl: withDatabase(url, `${base}_source`),
    targetUrl: withDatabase(url, `${base}_restored`),
    scratchUrl: withDatabase(url, `${base}_scratch`),
    serverMajor: major,
    work,
    sourceUploads: path.join(work, "uploads-before"),
    restoredUploads: path.join(work, "uploads-after"),
  };
  process.env.DATABASE_URL = setup.targetUrl;
  process.env.UPLOAD_DIR = setup.restoredUploads;
  return setup;
}

/** Drops the databases (if they exist), ending any connection to them. */
export async function dropDatabases(serverUrl: string, urls: string[]): Promise<void> {
  const admin = await connect(withDatabase(serverUrl, "postgres"));
  try {
    for (const url of urls) await admin.query(`DROP DATABASE IF EXISTS "${databaseName(url).replaceAll('"', '""')}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Creates an empty database and applies the migrations, as a deployment would. */
export async function createMigratedDatabase(url: string): Promise<void> {
  const admin = await connect(withDatabase(url, "postgres"));
  try {
    await admin.query(`CREATE DATABASE "${databaseName(url).replaceAll('"', '""')}" TEMPLATE template0 ENCODING 'UTF8'`);
  } finally {
    await admin.end();
  }
  const prisma = path.resolve("node_modules", ".bin", "prisma");
  const result = spawnSync(prisma, ["migrate", "deploy"], { encoding: "utf8", env: { ...process.env, DATABASE_URL: url } });
  if (result.status !== 0) throw new Error(`prisma migrate deploy failed: ${result.stderr || result.stdout}`);
}

/** Runs one of the npm scripts' programs (scripts/db/*.mjs) against a database, as an operator would. */
export function runDbScript(script: "backup" | "restore", args: string[], databaseUrl: string) {
  const result = spawnSync(process.execPath, [path.resolve("scripts", "db", `${script}.mjs`), ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Row counts of every table in the public schema, by table name. */
export async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public' order by tablename");
    const counts: Record<string, number> = {};
    for (const { tablename } of rows) {
      const { rows: [row] } = await client.query<{ n: number }>(`select count(*)::int as n from "public"."${tablename}"`);
      counts[tablename] = row!.n;
    }
    return counts;
  } finally {
    await client.end();
  }
}

// Integration files run side by side, each worker on a database of its own: the migrated database that
// scripts/with-db.mjs prepared (DATABASE_URL) is the template, and every worker slot (VITEST_POOL_ID, 1..maxWorkers)
// gets a copy of it before any file runs. test/integ-setup.ts points each worker at its copy. The copies are
// dropped afterwards; a run that was killed leaves them, and the next run replaces them.
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The database of each worker slot, by VITEST_POOL_ID. */
    integDatabases: Record<string, string>;
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  const template = process.env.DATABASE_URL;
  if (!template) {
    throw new Error("DATABASE_URL saknas: run the integration tests through `npm run test:integ`, which provides a database");
  }
  const templateName = decodeURIComponent(new URL(template).pathname.slice(1));
  // Slots are numbered up to the run's own limit, which is the larger when other projects run in the same call.
  const slots = Math.max(project.config.maxWorkers, project.globalConfig.maxWorkers, 1);
  const names = Array.from({ length: slots }, (_, i) => `${templateName}_w${i + 1}`.slice(0, 63));

  const admin = new pg.Client({ connectionString: withDatabase(template, "postgres") });
  await admin.connect();
  try {
    for (const name of names) {
      await admin.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(templateName)}`);
      // A copy keeps no settings of its template's; like it, it is thrown away, so commits need not wait for the disk.
      await admin.query(`ALTER DATABASE ${quote(name)} SET synchronous_commit = off`);
    }
  } finally {
    await admin.end();
  }
  project.provide("integDatabases", Object.fromEntries(names.map((name, i) => [String(i + 1), withDatabase(template, name)])));

  return async () => {
    const cleanup = new pg.Client({ connectionString: withDatabase(template, "postgres") });
    await cleanup.connect();
    try {
      for (const name of names) await cleanup.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
    } finally {
      await cleanup.end();
    }
  };
}

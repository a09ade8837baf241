import { db } from "@/lib/db";

/**
 * Empties every table (ids restart), so each test file starts from a known state. The species catalogue is
 * reference data that migrations put there, as in production, and stays.
 */
export async function resetDatabase(): Promise<void> {
  const tables = await db.$queryRaw<{ tablename: string }[]>`
    select tablename::text as tablename from pg_tables where schemaname = 'public' and tablename not in ('_prisma_migrations', 'species')`;
  if (tables.length === 0) return;
  const list = tables.map((t) => `"public"."${t.tablename}"`).join(", ");
  await db.$executeRawUnsafe(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
}

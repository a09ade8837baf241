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
  // Work a handler left running after its answer (a notification's delivery, a weather lookup) may still hold a
  // table while TRUNCATE locks them all one by one; PostgreSQL then ends one of the two as a deadlock. The work is
  // done a moment later, so the reset is tried again.
  for (let attempt = 1; ; attempt++) {
    try {
      await db.$executeRawUnsafe(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
      return;
    } catch (error) {
      if (attempt >= 5 || !isDeadlock(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

function isDeadlock(error: unknown): boolean {
  return error instanceof Error && /\b40P01\b|deadlock detected/.test(error.message);
}

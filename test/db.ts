import { db } from "@/lib/db";

/**
 * Empties every table and restarts every id, so each test starts from a known state. The species catalogue is
 * reference data that migrations put there, as in production, and stays.
 *
 * A test leaves a handful of rows, and TRUNCATE costs a new file for every table whatever it holds: about fifteen
 * times what deleting those rows costs. So small tables are emptied with DELETE, with the foreign keys' and the
 * counters' triggers off for that transaction (session_replication_role, a superuser's setting: the embedded server's
 * user is one), and only a table past 1 MB is truncated, so no plan test meets a table of dead rows. Without the
 * right to that setting, everything is truncated as before.
 */
const FAST_RESET = `
DO $$
DECLARE
  t record;
  big text[] := '{}';
BEGIN
  SET LOCAL session_replication_role = replica;
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('_prisma_migrations', 'species') LOOP
    IF pg_relation_size(format('public.%I', t.tablename)) > 1048576 THEN
      big := big || format('public.%I', t.tablename);
    ELSE
      EXECUTE format('DELETE FROM public.%I', t.tablename);
    END IF;
  END LOOP;
  IF cardinality(big) > 0 THEN
    EXECUTE 'TRUNCATE ' || array_to_string(big, ', ') || ' CASCADE';
  END IF;
  -- The ids of the emptied tables start again at 1, as TRUNCATE ... RESTART IDENTITY did; the catalogue's keep going.
  FOR t IN
    SELECT s.relname AS sequencename
      FROM pg_class s
      JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i')
      JOIN pg_class owner ON owner.oid = d.refobjid
      JOIN pg_namespace n ON n.oid = owner.relnamespace
     WHERE s.relkind = 'S' AND n.nspname = 'public' AND owner.relname NOT IN ('_prisma_migrations', 'species')
  LOOP
    EXECUTE format('ALTER SEQUENCE public.%I RESTART', t.sequencename);
  END LOOP;
END $$`;

let fastReset: boolean | undefined;

export async function resetDatabase(): Promise<void> {
  if (fastReset === undefined) {
    const [role] = await db.$queryRaw<{ allowed: boolean }[]>`select rolsuper as allowed from pg_roles where rolname = current_user`;
    fastReset = role?.allowed ?? false;
  }
  // Work a handler left running after its answer (a notification's delivery, a weather lookup) may still hold a
  // table while the reset locks them one by one; PostgreSQL then ends one of the two as a deadlock. The work is
  // done a moment later, so the reset is tried again.
  for (let attempt = 1; ; attempt++) {
    try {
      if (fastReset) await db.$executeRawUnsafe(FAST_RESET);
      else await truncateAll();
      return;
    } catch (error) {
      if (attempt >= 5 || !isDeadlock(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

async function truncateAll(): Promise<void> {
  const tables = await db.$queryRaw<{ tablename: string }[]>`
    select tablename::text as tablename from pg_tables where schemaname = 'public' and tablename not in ('_prisma_migrations', 'species')`;
  if (tables.length === 0) return;
  const list = tables.map((t) => `"public"."${t.tablename}"`).join(", ");
  await db.$executeRawUnsafe(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
}

function isDeadlock(error: unknown): boolean {
  return error instanceof Error && /\b40P01\b|deadlock detected/.test(error.message);
}

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
const EMPTY_TABLES = `
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
  END LOOP;`;

/** One block run as one transaction: the tables emptied (EMPTY_TABLES), then `then`. */
const emptyingBlock = (then = "") => `
DO $$
DECLARE
  t record;
  big text[] := '{}';
BEGIN
${EMPTY_TABLES}
${then}
END $$`;

const FAST_RESET = emptyingBlock();

let fastReset: boolean | undefined;

/** Whether this database user may switch the triggers off (session_replication_role): a superuser. */
async function quickResetAllowed(): Promise<boolean> {
  if (fastReset === undefined) {
    const [role] = await db.$queryRaw<{ allowed: boolean }[]>`select rolsuper as allowed from pg_roles where rolname = current_user`;
    fastReset = role?.allowed ?? false;
  }
  return fastReset;
}

export async function resetDatabase(): Promise<void> {
  const quick = await quickResetAllowed();
  await retryDeadlocks(() => (quick ? db.$executeRawUnsafe(FAST_RESET) : truncateAll()));
}

/**
 * Runs a block that empties the tables. Work a handler left running after its answer (a notification's delivery,
 * a weather lookup) may still hold a table while the block locks them one by one; PostgreSQL then ends one of the
 * two as a deadlock. The work is done a moment later, so the block is tried again.
 */
async function retryDeadlocks(run: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await run();
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

/**
 * Keeps what the tables hold now under `name` (a schema of its own in the test database), so a test that needs the
 * same rows many times builds them once and puts them back in one statement (restoreSnapshot). Generated columns
 * are left to the database; the sequences' positions are kept too, so a row inserted after a restore gets the id
 * it would have got in a world built afresh. Answers false where the quick reset is not allowed (restoring needs
 * the same setting): the caller then builds its rows every time.
 */
export async function saveSnapshot(name: string): Promise<boolean> {
  if (!(await quickResetAllowed())) return false;
  const schema = snapshotSchema(name);
  await db.$executeRawUnsafe(`
DO $$
DECLARE
  t record;
  cols text;
  filled boolean;
BEGIN
  EXECUTE 'DROP SCHEMA IF EXISTS ${schema} CASCADE';
  EXECUTE 'CREATE SCHEMA ${schema}';
  CREATE TABLE ${schema}._tables (name text PRIMARY KEY, cols text NOT NULL);
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('_prisma_migrations', 'species') LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM public.%I)', t.tablename) INTO filled;
    CONTINUE WHEN NOT filled;
    SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) INTO cols
      FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = t.tablename AND is_generated = 'NEVER';
    EXECUTE format('CREATE TABLE ${schema}.%I AS SELECT %s FROM public.%I', t.tablename, cols, t.tablename);
    INSERT INTO ${schema}._tables VALUES (t.tablename, cols);
  END LOOP;
  CREATE TABLE ${schema}._sequences AS
    SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public';
END $$`);
  return true;
}

/**
 * Empties the tables as resetDatabase does and puts back the rows and sequence positions saved under `name`, in
 * one transaction, so work left running by an earlier test finds either the old rows or the restored ones.
 */
export async function restoreSnapshot(name: string): Promise<void> {
  const schema = snapshotSchema(name);
  const block = emptyingBlock(`
  FOR t IN SELECT name, cols FROM ${schema}._tables LOOP
    EXECUTE format('INSERT INTO public.%I (%s) SELECT %s FROM ${schema}.%I', t.name, t.cols, t.cols, t.name);
  END LOOP;
  FOR t IN SELECT sequencename, last_value FROM ${schema}._sequences WHERE last_value IS NOT NULL LOOP
    PERFORM setval(format('public.%I', t.sequencename), t.last_value);
  END LOOP;`);
  await retryDeadlocks(() => db.$executeRawUnsafe(block));
}

function snapshotSchema(name: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`a snapshot's name is lower-case letters, digits and _: "${name}"`);
  return `snapshot_${name}`;
}

/** Removes what saveSnapshot kept under `name`, so the next test file on this database meets only its own tables. */
export async function dropSnapshot(name: string): Promise<void> {
  await db.$executeRawUnsafe(`DROP SCHEMA IF EXISTS ${snapshotSchema(name)} CASCADE`);
}

import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { Prisma, PrismaClient } from "@/generated/prisma/client";
import { env } from "@/lib/env";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pool?: pg.Pool };

/** The driver's pool of connections, which Prisma's adapter and driverRead() share. */
function pool(): pg.Pool {
  if (!globalForPrisma.pool) {
    const created = new pg.Pool({ connectionString: env().DATABASE_URL });
    // An idle connection the server closed (a restart, a terminated backend) is dropped from the pool and reported
    // here; unheard, the event would end the process. Prisma's adapter listens only while it is connected, and
    // driverRead may run before it is; the next query that fails says so (lib/outage).
    created.on("error", () => {});
    globalForPrisma.pool = created;
  }
  return globalForPrisma.pool;
}

function client(): PrismaClient {
  globalForPrisma.prisma ??= new PrismaClient({ adapter: new PrismaPg(pool()) });
  return globalForPrisma.prisma;
}

/**
 * Server-only Prisma client, created on first use (so `next build` can import modules without a database)
 * and shared across hot reloads in development.
 */
export const db = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const real = client();
    const value = Reflect.get(real, property, real);
    return typeof value === "function" ? value.bind(real) : value;
  },
});

/**
 * A parameterised read straight through the driver, on Prisma's own connections. Only for the small reads that
 * nearly every member's request makes (the session; the exact positions on a cached list), where Prisma's own work
 * per query was about a quarter of the request (docs/decisions/135-hot-reads-through-the-driver.md). Select numbers, text
 * and booleans only: the driver reads a timestamp without time zone in the server's local time, Prisma as UTC.
 */
export async function driverRead<Row extends Record<string, unknown>>(text: string, values: unknown[]): Promise<Row[]> {
  const result = await pool().query<Row>(text, values);
  return result.rows;
}

/**
 * A column's moment as ISO text (`2026-11-29T18:03:12.345Z`), for a driver read: the columns hold UTC without a
 * zone, which the driver would read in the server's own zone.
 */
export const isoText = (column: Prisma.Sql) => Prisma.sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One parameterised statement on a transaction's connection (driverTransaction), answering its rows. */
export type DriverQuery = <Row extends Record<string, unknown>>(text: string, values?: unknown[]) => Promise<Row[]>;

/**
 * Runs `work` in one transaction on a connection of the driver's pool: BEGIN, its statements, COMMIT; ROLLBACK
 * when it throws. For the writes members make most (posting a catch), where an interactive Prisma transaction's
 * own work per statement was a third of the request (docs/performance.md, "A like, a comment and a post"). The
 * same rule as driverRead: select numbers, text, booleans and JSON, never a timestamp as such. A connection whose
 * ROLLBACK fails is closed instead of going back to the pool.
 */
export async function driverTransaction<T>(work: (query: DriverQuery) => Promise<T>): Promise<T> {
  const connection = await pool().connect();
  let broken: Error | undefined;
  try {
    await connection.query("BEGIN");
    const query: DriverQuery = async (text, values) => (await connection.query(text, values)).rows;
    const result = await work(query);
    await connection.query("COMMIT");
    return result;
  } catch (error) {
    await connection.query("ROLLBACK").catch((rollbackFailed: Error) => (broken = rollbackFailed));
    throw error;
  } finally {
    connection.release(broken);
  }
}

export { Prisma } from "@/generated/prisma/client";

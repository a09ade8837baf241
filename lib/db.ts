import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/generated/prisma/client";
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

export { Prisma } from "@/generated/prisma/client";

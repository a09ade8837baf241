// A database that cannot be reached, or goes away mid-query, is told apart from every other failure — with the
// real errors Prisma and node-postgres throw — and handlers and the health check answer 503 for it, calmly.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { GET as health } from "@/app/api/health/route";
import { PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { route } from "@/lib/http";
import { outageLog, serviceUnavailableMessage } from "@/lib/outage";
import { databaseUnavailable } from "@/lib/outage/unavailable";
import { call } from "@/test/http";

/** A client for a port where no PostgreSQL listens. */
const unreachableClient = () =>
  new PrismaClient({ adapter: new PrismaPg({ connectionString: "postgresql://app:app@127.0.0.1:9/none", connectionTimeoutMillis: 1000 }) });

async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected the work to fail");
}

afterEach(() => {
  outageLog.recovered("database");
  vi.restoreAllMocks();
});

describe("telling an unreachable database from other failures", () => {
  it("knows a server that is not there, through model and raw queries alike", async () => {
    const client = unreachableClient();
    try {
      expect(databaseUnavailable(await failureOf(() => client.user.findFirst()))).toBe("DatabaseNotReachable");
      expect(databaseUnavailable(await failureOf(() => client.$queryRaw`select 1`))).toBe("DatabaseNotReachable");
    } finally {
      await client.$disconnect().catch(() => {});
    }
  });

  it("knows a connection the server ends in the middle of a query", async () => {
    const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL!, max: 1 }) });
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const [row] = await client.$queryRaw<{ pid: number }[]>`select pg_backend_pid() as pid`;
      const pid = row?.pid;
      expect(pid).toBeTypeOf("number");
      const sleeping = failureOf(() => client.$queryRaw`select pg_sleep(5)`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await admin.query("select pg_terminate_backend($1)", [pid]);
      expect(databaseUnavailable(await sleeping)).not.toBeNull();
    } finally {
      await admin.end();
      await client.$disconnect().catch(() => {});
    }
  });

  it("leaves a query's own mistakes and invalid input alone", async () => {
    expect(databaseUnavailable(await failureOf(() => db.$queryRaw`select 1 / 0`))).toBeNull();
    expect(databaseUnavailable(await failureOf(() => db.user.create({ data: { id: 1 } as never })))).toBeNull();
    expect(databaseUnavailable(z.object({ a: z.string() }).safeParse({}).error)).toBeNull();
    expect(databaseUnavailable(new Error("something else"))).toBeNull();
  });
});

describe("a handler whose database is down", () => {
  it("answers 503 with Retry-After in the one error shape, and the log says so once, not per request", async () => {
    const client = unreachableClient();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const handler = route(async () => {
      await client.user.findFirst();
      return Response.json({ ok: true });
    });
    try {
      for (let i = 0; i < 20; i++) {
        const response = await call(handler);
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("10");
        expect(await response.json()).toEqual({ error: serviceUnavailableMessage, code: "SERVICE_UNAVAILABLE" });
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(error).not.toHaveBeenCalled();
    } finally {
      await client.$disconnect().catch(() => {});
    }
  });
});

describe("GET /api/health", () => {
  it("answers 200 naming each dependency it asked when all answer", async () => {
    const response = await call(health);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true, dependencies: { database: "ok" } });
  });

  it("answers 503 naming the database when it cannot be reached", async () => {
    const holder = globalThis as unknown as { prisma?: PrismaClient };
    const real = holder.prisma;
    const client = unreachableClient();
    holder.prisma = client;
    try {
      const response = await call(health);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("10");
      expect(await response.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE", down: ["database"], ok: false, dependencies: { database: "down" } });
    } finally {
      holder.prisma = real;
      await client.$disconnect().catch(() => {});
    }
  });
});

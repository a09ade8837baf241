import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type pg from "pg";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, Prisma } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { png } from "@/test/images";
import { createReport as createReportRow, createUser } from "@/prisma/factories";
import { createReport, deleteUserReports } from "@/lib/reports/mutations";
import { recheckPhotosInDoubt } from "@/lib/reports/photos-in-doubt";
import { reportFormSchema } from "@/lib/reports/schemas";
import { getHomeStats } from "@/lib/stats/queries";

const uploadDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/fg-report-mutations-${process.pid}-${Date.now()}`;
  process.env.UPLOAD_DIR = dir;
  return dir;
});
const storedImages = async () => (existsSync(path.join(uploadDir, "reports")) ? await readdir(path.join(uploadDir, "reports")) : []);

beforeEach(async () => {
  await resetDatabase();
  await rm(uploadDir, { recursive: true, force: true });
});
afterAll(() => rm(uploadDir, { recursive: true, force: true }));

const input = reportFormSchema.parse({ fish: "Gädda", weight: "2,5", length: "60", location: "Siljan", date: "2026-05-01" });
const actorOf = (user: { id: number; username: string; isAdmin: boolean }) => ({ id: user.id, username: user.username, isAdmin: user.isAdmin });

describe("deleteUserReports", () => {
  it("lets an admin delete all of a member's reports and photos, logged, and no one else's", async () => {
    const admin = await createUser(db, { username: "Moderator", isAdmin: true });
    const member = await createUser(db, { username: "Spammaren" });
    const other = await createUser(db);
    await createReport({ actor: actorOf(member), input, image: await png(30, 20) });
    await createReport({ actor: actorOf(member), input });
    await createReportRow(db, { userId: other.id });
    expect(await storedImages()).toHaveLength(1);

    expect(await deleteUserReports({ actor: actorOf(admin), userId: member.id })).toEqual({ deletedCount: 2 });
    expect(await db.report.findMany({ select: { userId: true } })).toEqual([{ userId: other.id }]);
    expect(await storedImages()).toEqual([]);
    expect(await db.adminLog.findFirstOrThrow()).toMatchObject({ action: "delete_user_reports", details: "2 rapporter av Spammaren" });
    expect((await getHomeStats()).totalReports).toBe(1);
  });

  it("refuses a member who is not an admin with 403 and an unknown member with 404", async () => {
    const member = await createUser(db);
    await createReportRow(db, { userId: member.id });
    await expect(deleteUserReports({ actor: actorOf(member), userId: member.id })).rejects.toMatchObject({ status: 403 });
    const admin = await createUser(db, { isAdmin: true });
    await expect(deleteUserReports({ actor: actorOf(admin), userId: 999_999 })).rejects.toMatchObject({ status: 404 });
    expect(await db.report.count()).toBe(1);
  });
});

describe("fisher names", () => {
  it("cannot be set by hand: the trigger keeps the public name", async () => {
    const member = await createUser(db, { username: "Gunnar", isAnonymous: true });
    const report = await createReportRow(db, { userId: member.id });
    const shown = `anonym#${String(member.id).padStart(3, "0")}`;
    expect((await db.report.findUniqueOrThrow({ where: { id: report.id } })).fisherName).toBe(shown);
    await db.report.update({ where: { id: report.id }, data: { fisherName: "Gunnar" } });
    expect((await db.report.findUniqueOrThrow({ where: { id: report.id } })).fisherName).toBe(shown);
  });
});

describe("a database lost around the commit", () => {
  // The client behind db's proxy, where a spy can stand in for one of its methods.
  const client = () => (globalThis as unknown as { prisma: typeof db }).prisma;
  // $queryRaw is called as a tagged template and with a Prisma.sql fragment.
  const sqlOf = (query: TemplateStringsArray | { sql: string }) => ("sql" in query ? query.sql : query.join("?"));
  const connectionLost = () => Object.assign(new Error("Connection terminated unexpectedly"), { code: "ECONNRESET" });

  it("answers a stored report with its photo even when the lookup after the commit fails", async () => {
    const member = await createUser(db);
    // Unbound: inside the report's transaction the same method runs on the transaction's client.
    const queryRaw = client().$queryRaw;
    const spy = vi.spyOn(client(), "$queryRaw").mockImplementation(function (this: unknown, query: TemplateStringsArray | { sql: string }, ...values: unknown[]) {
      return sqlOf(query).includes("competition_participants") ? Promise.reject(connectionLost()) : Reflect.apply(queryRaw, this, [query, ...values]);
    } as typeof db.$queryRaw);
    try {
      const report = await createReport({ actor: actorOf(member), input, image: await png(30, 20) });
      const stored = await db.report.findUniqueOrThrow({ where: { id: report.id }, select: { image: true } });
      expect(await storedImages()).toEqual([stored.image]);
    } finally {
      spy.mockRestore();
    }
  });

  /** Both photos are kept while in doubt; once the database answers, only the stored report's photo is left. */
  async function expectTheStoredReportsPhotoKeptAlone() {
    expect(await storedImages()).toHaveLength(2);
    await recheckPhotosInDoubt();
    const stored = await db.report.findFirstOrThrow({ select: { image: true } });
    expect(await storedImages()).toEqual([stored.image]);
  }

  // A post with a key (as the report form sends) runs in a transaction; the guard here stands for the key's, and
  // its claim always takes.
  const keyed = { claim: Prisma.sql`SELECT 1`, taken: () => Promise.reject(new Error("the claim took")), after: async () => undefined };

  it("keeps a photo whose commit is in doubt until the database says whether a report uses it", async () => {
    const member = await createUser(db);
    // The driver's pool, which the post's transaction takes its connection from (lib/db.ts driverTransaction).
    const pool = (globalThis as unknown as { pool: pg.Pool }).pool;
    const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
    // First the commit happens and its answer is lost; then the database is lost before anything is stored.
    const spy = vi
      .spyOn(pool, "connect")
      .mockImplementationOnce((async () => {
        const connection = await connect();
        const query = connection.query.bind(connection) as (text: string, values?: unknown[]) => Promise<unknown>;
        return Object.assign(Object.create(connection), {
          query: async (text: string, values?: unknown[]) => {
            const result = await query(text, values);
            if (text === "COMMIT") throw connectionLost();
            return result;
          },
          release: () => connection.release(),
        });
      }) as unknown as typeof pool.connect)
      .mockImplementationOnce((() => Promise.reject(connectionLost())) as unknown as typeof pool.connect);
    try {
      await expect(createReport({ actor: actorOf(member), input, image: await png(30, 20), guard: keyed })).rejects.toMatchObject({ code: "ECONNRESET" });
      await expect(createReport({ actor: actorOf(member), input, image: await png(40, 20), guard: keyed })).rejects.toMatchObject({ code: "ECONNRESET" });
    } finally {
      spy.mockRestore();
    }
    await expectTheStoredReportsPhotoKeptAlone();
  });

  it("keeps a photo in doubt as well when a post without a key loses the answer to its one writing statement", async () => {
    const member = await createUser(db);
    // Without a key or a trip a post is a read and one statement on the pool (lib/reports/posting.ts): first the
    // statement runs and its answer is lost; then the database is lost before anything is stored.
    const pool = (globalThis as unknown as { pool: pg.Pool }).pool;
    const run = pool.query.bind(pool) as (text: string, values?: unknown[]) => Promise<unknown>;
    const lostAfterInsert = async (text: string, values?: unknown[]) => {
      const result = await run(text, values);
      if (text.includes("INSERT INTO reports")) throw connectionLost();
      return result;
    };
    const spy = vi.spyOn(pool, "query").mockImplementation(lostAfterInsert as unknown as typeof pool.query);
    try {
      await expect(createReport({ actor: actorOf(member), input, image: await png(30, 20) })).rejects.toMatchObject({ code: "ECONNRESET" });
      spy.mockImplementation((() => Promise.reject(connectionLost())) as unknown as typeof pool.query);
      await expect(createReport({ actor: actorOf(member), input, image: await png(40, 20) })).rejects.toMatchObject({ code: "ECONNRESET" });
    } finally {
      spy.mockRestore();
    }
    await expectTheStoredReportsPhotoKeptAlone();
  });
});

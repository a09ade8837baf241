// A backup that restores: a small site (members, a report with its photo, a like, an article) is backed up with
// `npm run db:backup`'s program and its uploads folder copied beside it; the original is then dropped, and
// `npm run db:restore`'s program brings it back into a fresh database. The app, pointed at the restored database
// and uploads, logs the member in, shows the report and serves its photo's bytes, and keeps numbering new rows.
import { spawnSync } from "node:child_process";
import { cp, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PrismaClient } from "@/generated/prisma/client";
import { logIn } from "@/lib/accounts/login";
import { db } from "@/lib/db";
import { getPublicReport } from "@/lib/reports/queries";
import { storage } from "@/lib/storage";
import { createLocalDiskStorage } from "@/lib/storage/local-disk";
import { createReport, createUser } from "@/prisma/factories";
import { connect } from "@/scripts/db/pg-tools.mjs";
import { createMigratedDatabase, dropDatabases, rowCounts, runDbScript } from "@/test/backup-restore";
import { png } from "@/test/images";

const setup = await vi.hoisted(async () => {
  const { prepareBackupTest } = await import("@/test/backup-restore");
  return prepareBackupTest();
});

const PASSWORD = "Kastspö2026";
let photo: Buffer;
let backupFile: string;
let before: Record<string, number>;
let seeded: { memberId: number; username: string; reportId: number; fileName: string };

async function body(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

beforeAll(async () => {
  await dropDatabases(setup.sourceUrl, [setup.sourceUrl, setup.targetUrl, setup.scratchUrl]);
  await createMigratedDatabase(setup.sourceUrl);

  // The site before: written with the factories the seed uses, its photo stored as the app stores uploads.
  const source = new PrismaClient({ adapter: new PrismaPg({ connectionString: setup.sourceUrl }) });
  try {
    photo = await png(24, 16);
    const fileName = await createLocalDiskStorage(setup.sourceUploads).save("reports", photo, "png");
    const member = await createUser(source, { username: "Backupgadda", password: PASSWORD });
    const friend = await createUser(source);
    const report = await createReport(source, { userId: member.id, fish: "Gädda", location: "Vänern", image: fileName });
    await createReport(source, { userId: friend.id, fish: "Abborre" });
    await source.reportLike.create({ data: { reportId: report.id, userId: friend.id } });
    await source.newsArticle.create({ data: { title: "Isen har gått", content: "Dags att fiska.", published: true, publishedAt: new Date() } });
    seeded = { memberId: member.id, username: member.username, reportId: report.id, fileName };
  } finally {
    await source.$disconnect();
  }
  before = await rowCounts(setup.sourceUrl);

  const backup = runDbScript("backup", ["--out", path.join(setup.work, "backups")], setup.sourceUrl);
  expect(backup.stderr).toBe("");
  expect(backup.status).toBe(0);
  const [file, ...others] = await readdir(path.join(setup.work, "backups"));
  expect(others).toEqual([]);
  backupFile = path.join(setup.work, "backups", file!);
  // The uploads are copied beside the dump, after it (README: operators).
  await cp(setup.sourceUploads, path.join(setup.work, "backups", "uploads"), { recursive: true });

  // The original is lost: nothing below can be read from it.
  await dropDatabases(setup.sourceUrl, [setup.sourceUrl]);
  await rm(setup.sourceUploads, { recursive: true });

  const restore = runDbScript("restore", [backupFile], setup.targetUrl);
  expect(restore.stderr).toBe("");
  expect(restore.status).toBe(0);
  await cp(path.join(setup.work, "backups", "uploads"), setup.restoredUploads, { recursive: true });
}, 120_000);

afterAll(async () => {
  await db.$disconnect();
  await dropDatabases(setup.targetUrl, [setup.targetUrl, setup.scratchUrl]).catch(() => {});
  await rm(setup.work, { recursive: true, force: true });
});

describe("a backup restored into a fresh database", () => {
  it("is one custom-format file named after the database and the UTC time", () => {
    expect(path.basename(backupFile)).toMatch(/_backup_source-\d{8}T\d{6}Z\.dump$/);
  });

  it("holds every row of every table", async () => {
    expect(Object.keys(before).length).toBeGreaterThan(10);
    expect(await rowCounts(setup.targetUrl)).toEqual(before);
  });

  it("lets the member log in with their password, and no other", async () => {
    const user = await logIn({ username: seeded.username, password: PASSWORD }, "backup-test");
    expect(user).toMatchObject({ id: seeded.memberId, username: seeded.username });
    await expect(logIn({ username: seeded.username, password: "Fel-lösenord1" }, "backup-test")).rejects.toMatchObject({ status: 401 });
  });

  it("shows the report with its photo's name, and the stored photo has the same bytes", async () => {
    const report = await getPublicReport(seeded.reportId);
    expect(report).toMatchObject({ id: seeded.reportId, fish: "Gädda", location: "Vänern", image: seeded.fileName, username: seeded.username });
    const file = await storage().open("reports", report!.image!);
    expect(file?.size).toBe(photo.length);
    expect((await body(file!.body)).equals(photo)).toBe(true);
  });

  it("numbers new rows after the restored ones and keeps the database's own triggers", async () => {
    const report = await createReport(db as unknown as PrismaClient, { userId: seeded.memberId, fish: "Gös" });
    expect(report.id).toBeGreaterThan(seeded.reportId + 1);
    const [row] = await db.$queryRaw<{ fisher_name: string }[]>`select fisher_name from reports where id = ${report.id}`;
    expect(row?.fisher_name).toBe(seeded.username);
    await db.report.delete({ where: { id: report.id } });
  });

  it("is up to date with the migrations", () => {
    const status = spawnSync(path.resolve("node_modules", ".bin", "prisma"), ["migrate", "status"], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: setup.targetUrl },
    });
    expect(status.stdout).toMatch(/Database schema is up to date/);
    expect(status.status).toBe(0);
  });
});

describe("restoring where it must not", () => {
  it("refuses a database that already has tables, and leaves it as it was", async () => {
    // As the tests above left it: a report posted and deleted there appended its changes to the counts.
    const asLeft = await rowCounts(setup.targetUrl);
    const again = runDbScript("restore", [backupFile], setup.targetUrl);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/refusing to restore into \S+_backup_restored: it is not empty/);
    expect(await rowCounts(setup.targetUrl)).toEqual(asLeft);
  });

  it("refuses a database a server has migrated but nobody used, saying so", async () => {
    await createMigratedDatabase(setup.scratchUrl);
    try {
      const refused = runDbScript("restore", [backupFile], setup.scratchUrl);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/it is not empty .*It has the app's tables but no members: probably migrated by a server's start/);
    } finally {
      await dropDatabases(setup.scratchUrl, [setup.scratchUrl]);
    }
  });

  it("refuses a file that is not a backup, before making a database for it", async () => {
    const wrong = runDbScript("restore", [path.resolve("package.json")], setup.scratchUrl);
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/is not a backup pg_restore can read/);
    const admin = await connect(setup.scratchUrl).catch((error: { code?: string }) => error);
    expect(admin).toMatchObject({ code: "3D000" }); // no such database
  });
});

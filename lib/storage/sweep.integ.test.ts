// The sweep on the local disk and in a bucket (s3rver): files no row has used for a day go; files a row uses stay
// (photo, profile image, article image, an address in an article's text), and so do files unused for less than a
// day, whatever the app did not name itself, and everything when the database uses no file at all.
import { spawnSync } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { createS3Storage } from "@/lib/storage/s3";
import { describeSweep, sweepStoredFiles } from "@/lib/storage/sweep";
import type { FileStorage } from "@/lib/storage/types";
import { createReport, createUser } from "@/prisma/factories";
import { resetDatabase } from "@/test/db";
import { png } from "@/test/images";
import { startUploadBackend, UPLOAD_BACKENDS, type UploadBackend } from "@/test/upload-backends";

describe.each(UPLOAD_BACKENDS)("the sweep on %s", (name) => {
  let backend: UploadBackend;
  let files: FileStorage;
  let bytes: Buffer;

  beforeAll(async () => {
    backend = await startUploadBackend(name);
    // Two names a page in the bucket, so the listing has to follow its continuation tokens.
    files = name === "s3" ? createS3Storage(backend.s3!.settings, undefined, { listPageSize: 2 }) : backend.storage;
    bytes = await png(8, 8);
  });
  afterAll(() => backend?.stop());
  beforeEach(async () => {
    await resetDatabase();
    if (backend.s3) await backend.s3.clear();
    else for (const folder of ["reports", "profiles", "news", "other"]) await rm(path.join(backend.env.UPLOAD_DIR!, folder), { recursive: true, force: true });
  });

  const hoursLater = (start: Date, hours: number) => new Date(start.getTime() + hours * 60 * 60 * 1000);
  const notes = async () => (await db.unusedFile.findMany({ orderBy: [{ kind: "asc" }, { fileName: "asc" }] })).map((n) => `${n.kind}/${n.fileName}`);

  it("removes files no row has used for a day, and keeps files in use and files unused for less", async () => {
    const member = await createUser(db);
    const start = new Date();
    const old = {
      photo: await files.save("reports", bytes, "png"),
      profileImage: await files.save("profiles", bytes, "webp"),
      articleImage: await files.save("news", bytes, "png"),
      linkedInText: await files.save("news", bytes, "png"),
      photoLinkedInText: await files.save("reports", bytes, "jpg"),
      // An article image uploaded in the editor and never saved, a photo whose report went while the store could
      // not be reached, and a profile image replaced the same way.
      neverSaved: await files.save("news", bytes, "webp"),
      leftBehind: await files.save("reports", bytes, "png"),
      oldProfileImage: await files.save("profiles", bytes, "webp"),
    };
    await createReport(db, { userId: member.id, image: old.photo });
    const gone = await createReport(db, { userId: member.id, image: old.leftBehind });
    await db.report.delete({ where: { id: gone.id } });
    await db.user.update({ where: { id: member.id }, data: { profileImage: old.profileImage } });
    await db.newsArticle.create({ data: { title: "Med bild", content: "Se bilden.", imageUrl: `/uploads/news/${old.articleImage}` } });
    await db.newsArticle.create({
      data: { title: "Länkar", content: `[Bilden](/uploads/news/${old.linkedInText}) och [fångsten](/uploads/reports/${old.photoLinkedInText}).` },
    });

    const first = await sweepStoredFiles({ files, now: start });
    expect(first).toEqual({ removed: { reports: 0, profiles: 0, news: 0 }, inUse: 5, waiting: 3, refused: null });
    expect(await notes()).toEqual([`news/${old.neverSaved}`, `profiles/${old.oldProfileImage}`, `reports/${old.leftBehind}`]);

    const young = { justUploaded: await files.save("news", bytes, "png"), photoInFlight: await files.save("reports", bytes, "png") };
    const dayLater = await sweepStoredFiles({ files, now: hoursLater(start, 24) });
    expect(dayLater).toEqual({ removed: { reports: 1, profiles: 1, news: 1 }, inUse: 5, waiting: 2, refused: null });
    expect(await backend.list("reports")).toEqual([old.photo, old.photoLinkedInText, young.photoInFlight].sort());
    expect(await backend.list("profiles")).toEqual([old.profileImage]);
    expect(await backend.list("news")).toEqual([old.articleImage, old.linkedInText, young.justUploaded].sort());
    expect(describeSweep(dayLater, { ms: 1234 })).toBe(
      "[storage] sweep: 3 unused file(s) removed (reports 1, profiles 1, news 1), 5 in use, 2 unused for less than a day in 1.2 s",
    );

    // The young ones are unused from the second sweep on, so they go a day after it, not before.
    expect(await sweepStoredFiles({ files, now: hoursLater(start, 47) })).toMatchObject({ removed: { news: 0, reports: 0 }, waiting: 2 });
    expect(await sweepStoredFiles({ files, now: hoursLater(start, 48) })).toMatchObject({ removed: { news: 1, reports: 1 }, waiting: 0 });
    expect(await backend.list("news")).toEqual([old.articleImage, old.linkedInText].sort());
    expect(await notes()).toEqual([]);
  });

  it("counts the day from when no row uses a file any more", async () => {
    const member = await createUser(db);
    await createReport(db, { userId: member.id, image: await files.save("reports", bytes, "png") });
    const start = new Date();
    const image = await files.save("news", bytes, "png");
    await sweepStoredFiles({ files, now: start });
    expect(await notes()).toEqual([`news/${image}`]);

    // Saved with an article before the day was out: in use, and no longer noted.
    const article = await db.newsArticle.create({ data: { title: "Sparad", content: "Text.", imageUrl: `/uploads/news/${image}` } });
    expect(await sweepStoredFiles({ files, now: hoursLater(start, 23) })).toMatchObject({ removed: { news: 0 }, inUse: 2, waiting: 0 });
    expect(await notes()).toEqual([]);

    // The article went while the store was down: unused again, for a day from the sweep that sees it so.
    await db.newsArticle.delete({ where: { id: article.id } });
    expect(await sweepStoredFiles({ files, now: hoursLater(start, 30) })).toMatchObject({ removed: { news: 0 }, waiting: 1 });
    expect(await sweepStoredFiles({ files, now: hoursLater(start, 53) })).toMatchObject({ removed: { news: 0 }, waiting: 1 });
    expect(await sweepStoredFiles({ files, now: hoursLater(start, 54) })).toMatchObject({ removed: { news: 1 }, waiting: 0 });
    expect(await backend.list("news")).toEqual([]);
  });

  it("forgets a noted file that went some other way", async () => {
    const member = await createUser(db);
    await createReport(db, { userId: member.id, image: await files.save("reports", bytes, "png") });
    const start = new Date();
    const image = await files.save("news", bytes, "png");
    await sweepStoredFiles({ files, now: start });
    await files.remove("news", image);
    await sweepStoredFiles({ files, now: hoursLater(start, 25) });
    expect(await notes()).toEqual([]);
  });

  it("leaves alone whatever the app did not name itself", async () => {
    const member = await createUser(db);
    await createReport(db, { userId: member.id, image: await files.save("reports", bytes, "png") });
    await backend.plant("news/LASMIG.txt", "anteckning");
    await backend.plant("reports/sub/x.png", "gömd");
    await backend.plant("other/0123456789abcdef0123456789abcdef.png", "annan");
    const start = new Date();
    await sweepStoredFiles({ files, now: start });
    expect(await sweepStoredFiles({ files, now: hoursLater(start, 25) })).toMatchObject({ inUse: 1, waiting: 0, removed: { news: 0, reports: 0 } });
    expect(await backend.readRaw("news/LASMIG.txt")).toEqual(Buffer.from("anteckning"));
    expect(await backend.read("reports", "sub/x.png")).toEqual(Buffer.from("gömd"));
    expect(await backend.readRaw("other/0123456789abcdef0123456789abcdef.png")).toEqual(Buffer.from("annan"));
  });

  it("only counts on a dry run, and remembers nothing", async () => {
    const member = await createUser(db);
    await createReport(db, { userId: member.id, image: await files.save("reports", bytes, "png") });
    const start = new Date();
    const unused = await files.save("news", bytes, "png");
    expect(await sweepStoredFiles({ files, now: start, dryRun: true })).toMatchObject({ removed: { news: 0 }, waiting: 1 });
    expect(await notes()).toEqual([]);
    await sweepStoredFiles({ files, now: start });
    const result = await sweepStoredFiles({ files, now: hoursLater(start, 25), dryRun: true });
    expect(result.removed.news).toBe(1);
    expect(await backend.list("news")).toEqual([unused]);
    expect(await notes()).toEqual([`news/${unused}`]);
    expect(describeSweep(result, { dryRun: true })).toMatch(/^\[storage\] sweep: 1 unused file\(s\) would be removed \(news 1\), 1 in use/);
  });

  it("removes nothing when the database uses no file at all, as a wrong or empty database would", async () => {
    const photo = await files.save("reports", bytes, "png");
    const start = new Date();
    await sweepStoredFiles({ files, now: start });
    const result = await sweepStoredFiles({ files, now: hoursLater(start, 25) });
    expect(result.refused).toMatch(/refers to no stored file/);
    expect(await backend.list("reports")).toEqual([photo]);
    expect(await notes()).toEqual([]);
    expect(describeSweep(result)).toMatch(/0 unused file\(s\) removed.*removed nothing: the database refers to no stored file at all$/);
  });
});

describe("npm run storage:sweep", () => {
  it("sweeps the configured store with the app's settings and prints one line", async () => {
    const backend = await startUploadBackend("disk");
    try {
      await resetDatabase();
      const member = await createUser(db);
      const bytes = await png(8, 8);
      const photo = await backend.storage.save("reports", bytes, "png");
      await createReport(db, { userId: member.id, image: photo });
      const unused = await backend.storage.save("news", bytes, "png");
      const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
      await db.unusedFile.create({ data: { kind: "news", fileName: unused, firstSeenAt: dayAgo, lastSeenAt: dayAgo } });

      const run = spawnSync("npm", ["run", "--silent", "storage:sweep"], {
        encoding: "utf8",
        env: { ...process.env, ...backend.env, DATABASE_URL: env().DATABASE_URL },
      });
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
      expect(run.stdout.trim().split("\n").filter((line) => line.startsWith("[storage]"))).toEqual([
        expect.stringMatching(/^\[storage\] sweep: 1 unused file\(s\) removed \(news 1\), 1 in use, 0 unused for less than a day in \d+\.\d s$/),
      ]);
      expect(await backend.list("news")).toEqual([]);
      expect(await backend.list("reports")).toEqual([photo]);
    } finally {
      await backend.stop();
    }
  });
});

describe("the sweep when the bucket cannot be reached", () => {
  it("fails with the store's 503 and removes nothing", async () => {
    const backend = await startUploadBackend("s3");
    try {
      const member = await createUser(db);
      const photo = await backend.storage.save("reports", await png(8, 8), "png");
      await createReport(db, { userId: member.id, image: photo });
      const broken = createS3Storage({ ...backend.s3!.settings, bucket: "finns-inte" });
      await expect(sweepStoredFiles({ files: broken })).rejects.toMatchObject({
        status: 503,
        code: "STORAGE_UNAVAILABLE",
      });
      expect(await backend.list("reports")).toEqual([photo]);
    } finally {
      await backend.stop();
    }
  });
});

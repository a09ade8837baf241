// The sweep on the local disk and in a bucket (s3rver): old files no row uses go, files a row uses stay (photo,
// profile image, article image, an address in an article's text), young files stay, whatever the app did not
// name itself stays, and a database that uses no file at all makes it remove nothing.
import { rm } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createS3Storage } from "@/lib/storage/s3";
import { describeSweep, sweepStoredFiles } from "@/lib/storage/sweep";
import type { FileStorage } from "@/lib/storage/types";
import { createReport, createUser } from "@/prisma/factories";
import { resetDatabase } from "@/test/db";
import { png } from "@/test/images";
import { startUploadBackend, UPLOAD_BACKENDS, type UploadBackend } from "@/test/upload-backends";

const DAY = 24 * 60 * 60 * 1000;

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

  /**
   * Stores `old` files, then, a little over a second later (listings may count whole seconds), `young` ones, and
   * answers the time between them: a sweep at that moment plus a day sees the first as a day old, not the rest.
   */
  async function storeOldThenYoung<T, U>(old: () => Promise<T>, young: () => Promise<U>): Promise<{ old: T; young: U; dayAfter: Date }> {
    const stored = await old();
    const between = Date.now();
    await sleep(1_100);
    return { old: stored, young: await young(), dayAfter: new Date(between + DAY) };
  }

  it("removes old files no row uses and keeps old files in use and young files", async () => {
    const member = await createUser(db);
    const { old, young, dayAfter } = await storeOldThenYoung(
      async () => ({
        photo: await files.save("reports", bytes, "png"),
        profileImage: await files.save("profiles", bytes, "webp"),
        articleImage: await files.save("news", bytes, "png"),
        linkedInText: await files.save("news", bytes, "png"),
        photoLinkedInText: await files.save("reports", bytes, "jpg"),
        // An article image uploaded in the editor and never saved, and a photo whose report went while the
        // store could not be reached.
        neverSaved: await files.save("news", bytes, "webp"),
        leftBehind: await files.save("reports", bytes, "png"),
        oldProfileImage: await files.save("profiles", bytes, "webp"),
      }),
      async () => ({
        justUploaded: await files.save("news", bytes, "png"),
        photoInFlight: await files.save("reports", bytes, "png"),
      }),
    );
    await createReport(db, { userId: member.id, image: old.photo });
    const gone = await createReport(db, { userId: member.id, image: old.leftBehind });
    await db.report.delete({ where: { id: gone.id } });
    await db.user.update({ where: { id: member.id }, data: { profileImage: old.profileImage } });
    await db.newsArticle.create({ data: { title: "Med bild", content: "Se bilden.", imageUrl: `/uploads/news/${old.articleImage}` } });
    await db.newsArticle.create({
      data: { title: "Länkar", content: `[Bilden](/uploads/news/${old.linkedInText}) och [fångsten](/uploads/reports/${old.photoLinkedInText}).` },
    });

    const result = await sweepStoredFiles({ files, now: dayAfter });

    expect(result).toEqual({ removed: { reports: 1, profiles: 1, news: 1 }, inUse: 5, young: 2, refused: null });
    expect(await backend.list("reports")).toEqual([old.photo, old.photoLinkedInText, young.photoInFlight].sort());
    expect(await backend.list("profiles")).toEqual([old.profileImage]);
    expect(await backend.list("news")).toEqual([old.articleImage, old.linkedInText, young.justUploaded].sort());
    expect(describeSweep(result, { ms: 1234 })).toBe(
      "[storage] sweep: 3 unused file(s) removed (reports 1, profiles 1, news 1), 5 in use, 2 younger than a day in 1.2 s",
    );
  });

  it("keeps young files a day later only until they are a day old themselves", async () => {
    const member = await createUser(db);
    await createReport(db, { userId: member.id, image: await files.save("reports", bytes, "png") });
    const unused = await files.save("news", bytes, "png");
    expect(await sweepStoredFiles({ files })).toMatchObject({ removed: { news: 0 }, young: 2 });
    expect(await backend.list("news")).toEqual([unused]);
    expect(await sweepStoredFiles({ files, now: new Date(Date.now() + DAY + 5_000) })).toMatchObject({ removed: { news: 1 }, inUse: 1 });
    expect(await backend.list("news")).toEqual([]);
  });

  it("leaves alone whatever the app did not name itself", async () => {
    const member = await createUser(db);
    await createReport(db, { userId: member.id, image: await files.save("reports", bytes, "png") });
    await backend.plant("news/LASMIG.txt", "anteckning");
    await backend.plant("reports/sub/x.png", "gömd");
    await backend.plant("other/0123456789abcdef0123456789abcdef.png", "annan");
    await sweepStoredFiles({ files, now: new Date(Date.now() + 2 * DAY) });
    expect(await backend.readRaw("news/LASMIG.txt")).toEqual(Buffer.from("anteckning"));
    expect(await backend.read("reports", "sub/x.png")).toEqual(Buffer.from("gömd"));
    expect(await backend.readRaw("other/0123456789abcdef0123456789abcdef.png")).toEqual(Buffer.from("annan"));
  });

  it("only counts on a dry run", async () => {
    const member = await createUser(db);
    await createReport(db, { userId: member.id, image: await files.save("reports", bytes, "png") });
    const unused = await files.save("news", bytes, "png");
    const result = await sweepStoredFiles({ files, now: new Date(Date.now() + 2 * DAY), dryRun: true });
    expect(result.removed.news).toBe(1);
    expect(await backend.list("news")).toEqual([unused]);
    expect(describeSweep(result, { dryRun: true })).toMatch(/^\[storage\] sweep: 1 unused file\(s\) would be removed \(news 1\), 1 in use/);
  });

  it("removes nothing when the database uses no file at all, as a wrong or empty database would", async () => {
    const photo = await files.save("reports", bytes, "png");
    const result = await sweepStoredFiles({ files, now: new Date(Date.now() + 2 * DAY) });
    expect(result.refused).toMatch(/refers to no stored file/);
    expect(await backend.list("reports")).toEqual([photo]);
    expect(describeSweep(result)).toMatch(/0 unused file\(s\) removed.*removed nothing: the database refers to no stored file at all$/);
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
      await expect(sweepStoredFiles({ files: broken, now: new Date(Date.now() + 2 * DAY) })).rejects.toMatchObject({
        status: 503,
        code: "STORAGE_UNAVAILABLE",
      });
      expect(await backend.list("reports")).toEqual([photo]);
    } finally {
      await backend.stop();
    }
  });
});

// Uploads with the S3 backend configured, through the handlers: a report photo, a news image and a profile image
// land in the bucket (and nothing on the local disk), are served with exactly the disk backend's headers, and
// leave the bucket with the report, the article and the member. With the store down the site answers 503.
import { readdir } from "node:fs/promises";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DELETE as deleteNews } from "@/app/api/news/[id]/route";
import { POST as createNews } from "@/app/api/news/route";
import { POST as uploadNewsImage } from "@/app/api/news/upload-image/route";
import { DELETE as deleteProfile, PUT as updateProfile } from "@/app/api/profile/[id]/route";
import { DELETE as deleteReport } from "@/app/api/reports/[id]/route";
import { POST as createReport } from "@/app/api/reports/route";
import { GET as serve } from "@/app/uploads/[kind]/[file]/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { storageUnavailableMessage } from "@/lib/storage/s3";
import { createUser } from "@/prisma/factories";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { jpegWithGps, png } from "@/test/images";
import { expectServedImage } from "@/test/upload-backends";

const backend = await vi.hoisted(async () => {
  const { useUploadBackend } = await import("@/test/upload-backends");
  return useUploadBackend("s3");
});
const s3 = backend.s3!;

beforeEach(async () => {
  await resetDatabase();
  await s3.clear();
});
afterAll(() => backend.stop());

type Member = Awaited<ReturnType<typeof createUser>>;

function photoForm(field: string, bytes: Uint8Array, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(field, new File([Buffer.from(bytes)], "bild.png", { type: "image/png" }));
  return form;
}

const reportFields = { fish: "Gädda", weight: "3,4", length: "72", location: "Mälaren", date: "2026-06-01" };

async function postReport(member: Member, photo?: Uint8Array) {
  const form = photo ? photoForm("image", photo, reportFields) : photoForm("image", new Uint8Array(), reportFields);
  return call(createReport, { body: form, cookie: await sessionCookie(member), path: "/api/reports" });
}

function get(kind: string, file: string) {
  return serve(new Request(`http://localhost:3000/uploads/${kind}/${file}`), { params: Promise.resolve({ kind, file }) });
}

async function expectNotServed(kind: string, file: string) {
  const res = await get(kind, file);
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ error: "Bilden hittades inte", code: "NOT_FOUND" });
}

describe("uploads in S3", () => {
  it("is the backend this file configured, and the local upload folder stays empty", async () => {
    expect(env().s3).toEqual(s3.settings);
    const kalle = await createUser(db, { username: "Kalle" });
    expect((await postReport(kalle, await png(40, 30))).status).toBe(201);
    await expect(readdir(env().UPLOAD_DIR)).resolves.toEqual([]);
  });

  it("stores a report photo in the bucket, serves it like the disk does, and removes it with the report", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const res = await postReport(kalle, await jpegWithGps(120, 80));
    expect(res.status, await res.clone().text()).toBe(201);
    const report = (await res.json()) as { id: number; image: string };
    expect(report.image).toMatch(/^[0-9a-f]{32}\.webp$/);

    const object = await s3.object(`reports/${report.image}`);
    expect(object?.contentType).toBe("image/webp");
    expect(await s3.keys("reports/")).toEqual([`reports/${report.image}`]);
    await expectServedImage(await get("reports", report.image), object!.bytes, "image/webp");

    const removed = await call(deleteReport, { method: "DELETE", cookie: await sessionCookie(kalle), params: { id: String(report.id) } });
    expect(removed.status).toBe(200);
    expect(await s3.keys("reports/")).toEqual([]);
    await expectNotServed("reports", report.image);
  });

  it("keeps a news image in the bucket while its article uses it and removes it with the article", async () => {
    const admin = await createUser(db, { username: "Redaktoren", isAdmin: true });
    const cookie = await sessionCookie(admin);
    const uploaded = await call(uploadNewsImage, { body: photoForm("image", await png(300, 200)), cookie });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    const fileName = imageUrl.split("/").pop()!;
    expect(await s3.keys("news/")).toEqual([`news/${fileName}`]);

    // The article is only saved with an image that the storage can open.
    const created = await call(createNews, { body: { title: "Gösen nappar", content: "Fina gösar.", published: true, image_url: imageUrl }, cookie });
    expect(created.status, await created.clone().text()).toBe(201);
    const missing = await call(createNews, {
      body: { title: "Utan bild", content: "Text.", published: true, image_url: "/uploads/news/0123456789abcdef0123456789abcdef.webp" },
      cookie,
    });
    expect(missing.status).toBe(400);

    const { id } = (await created.json()) as { id: number };
    await expectServedImage(await get("news", fileName), (await s3.object(`news/${fileName}`))!.bytes, "image/webp");
    expect((await call(deleteNews, { method: "DELETE", cookie, params: { id: String(id) } })).status).toBe(200);
    expect(await s3.keys("news/")).toEqual([]);
  });

  it("replaces a profile image in the bucket, and deleting the member removes their images and photos", async () => {
    const mia = await createUser(db, { username: "Mia" });
    const cookie = await sessionCookie(mia);
    const params = { id: String(mia.id) };
    const put = async (bytes: Uint8Array) => {
      const res = await call(updateProfile, { method: "PUT", cookie, params, body: photoForm("profile_image", bytes) });
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { profile: { profile_image: string } }).profile.profile_image;
    };
    const first = await put(await png(50, 50));
    const second = await put(await png(60, 60));
    expect(await s3.keys("profiles/")).toEqual([`profiles/${second}`]);
    await expectNotServed("profiles", first);

    const report = (await (await postReport(mia, await png(40, 30))).json()) as { image: string };
    expect(await s3.keys("reports/")).toEqual([`reports/${report.image}`]);
    const gone = await call(deleteProfile, { method: "DELETE", cookie, params, body: { username: "Mia" } });
    expect(gone.status, await gone.clone().text()).toBe(200);
    expect(await s3.keys("")).toEqual([]);
  });

  it("answers 404 in the one shape for names that are not stored files, even where the bucket has a key", async () => {
    await s3.put("reports/sub/x.png", "gömd");
    await s3.put("secret.png", "hemlig");
    for (const [kind, file] of [
      ["reports", "sub/x.png"],
      ["reports", "../secret.png"],
      ["reports", "..%2Fsecret.png"],
      ["reports/sub", "x.png"],
      ["..", "secret.png"],
      ["reports", "0123456789abcdef0123456789abcdef.webp"],
    ]) {
      await expectNotServed(kind!, file!);
    }
  });

  // Last: it takes the server down.
  it("answers 503 in the one error shape while the store is down, with nothing of the store in it", async () => {
    const kalle = await createUser(db, { username: "Kalle" });
    const { image } = (await (await postReport(kalle, await png(40, 30))).json()) as { image: string };
    await s3.stop();

    const served = await get("reports", image);
    const text = await served.text();
    expect(served.status).toBe(503);
    expect(JSON.parse(text)).toEqual({ error: storageUnavailableMessage, code: "STORAGE_UNAVAILABLE" });
    expect(served.headers.get("content-type")).toMatch(/^application\/json/);
    expect(served.headers.get("retry-after")).toBe("30");
    expect(served.headers.get("cache-control")).toBeNull();
    expect(text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|fiskeganget-test|amz/i);

    const reports = await db.report.count();
    const refused = await postReport(kalle, await png(40, 30));
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: storageUnavailableMessage, code: "STORAGE_UNAVAILABLE" });
    expect(await db.report.count()).toBe(reports);
    // A report without a photo needs no store.
    expect((await postReport(kalle)).status).toBe(201);
  });
});

// The storage contract, the same cases against the local disk and a real S3-compatible server (s3rver): what is
// saved can be opened and removed, a missing file is null, names that could climb out of their place are refused,
// and each image type is kept and served with its own Content-Type.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { contentTypeFor, type ImageExtension, type UploadKind } from "@/lib/storage/names";
import { createS3Storage } from "@/lib/storage/s3";
import { png } from "@/test/images";
import { startUploadBackend, UPLOAD_BACKENDS, type UploadBackend } from "@/test/upload-backends";

async function text(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(body).arrayBuffer());
}

describe.each(UPLOAD_BACKENDS)("storage on %s", (name) => {
  let backend: UploadBackend;
  let bytes: Buffer;

  beforeAll(async () => {
    backend = await startUploadBackend(name);
    bytes = await png(12, 8);
    // Bait beside and below the folders: nothing may reach it through a file name or a kind.
    await backend.plant("secret.png", "hemlig");
    await backend.plant("reports/sub/x.png", "gömd");
  });
  afterAll(() => backend?.stop());

  it("answers the health check's question when it can be reached", async () => {
    await expect(backend.storage.check()).resolves.toBeUndefined();
  });

  it("saves under a new random name and opens the same bytes with their size", async () => {
    const first = await backend.storage.save("reports", bytes, "png");
    const second = await backend.storage.save("reports", bytes, "png");
    expect(first).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(second).not.toBe(first);
    expect(await backend.read("reports", first)).toEqual(bytes);

    const opened = await backend.storage.open("reports", first);
    expect(opened?.size).toBe(bytes.length);
    expect(await text(opened!.body)).toEqual(bytes);
  });

  it.each(["jpg", "jpeg", "png", "gif", "webp"] satisfies ImageExtension[])("keeps a .%s with its Content-Type", async (ext) => {
    const fileName = await backend.storage.save("news", bytes, ext);
    expect(fileName.endsWith(`.${ext}`)).toBe(true);
    expect(await backend.storedContentType("news", fileName)).toBe(name === "s3" ? contentTypeFor(fileName) : null);
  });

  it("keeps the kinds apart", async () => {
    const fileName = await backend.storage.save("profiles", bytes, "webp");
    expect(await backend.list("profiles")).toContain(fileName);
    expect(await backend.storage.open("news", fileName)).toBeNull();
    expect(await backend.storage.open("reports", fileName)).toBeNull();
  });

  it("lists the names it stored under a kind with when they were written, and nothing it did not name", async () => {
    const before = Date.now() - 2_000; // the bucket counts whole seconds
    const stored = [await backend.storage.save("profiles", bytes, "png"), await backend.storage.save("profiles", bytes, "jpg")];
    await backend.plant("profiles/LASMIG.txt", "anteckning");
    await backend.plant("profiles/sub/x.png", "gömd");
    const listed = [];
    for await (const entry of backend.storage.list("profiles")) listed.push(entry);
    expect(listed.map((entry) => entry.fileName).sort()).toEqual(expect.arrayContaining(stored));
    expect(listed.every((entry) => /^[0-9a-f]{32}\.(png|jpg|webp)$/.test(entry.fileName))).toBe(true);
    for (const entry of listed) expect(entry.modifiedAt.getTime()).toBeGreaterThan(before);
    for (const kind of ["avatars", ".."] as string[] as UploadKind[]) {
      for await (const entry of backend.storage.list(kind)) throw new Error(`listed ${entry.fileName} under ${kind}`);
    }
  });

  it("opens nothing under a name that was never stored, and removing it is no error", async () => {
    expect(await backend.storage.open("reports", "0123456789abcdef0123456789abcdef.png")).toBeNull();
    await expect(backend.storage.remove("reports", "0123456789abcdef0123456789abcdef.png")).resolves.toBeUndefined();
  });

  it("removes a stored file, after which it opens as null", async () => {
    const fileName = await backend.storage.save("news", bytes, "png");
    await backend.storage.remove("news", fileName);
    expect(await backend.storage.open("news", fileName)).toBeNull();
    expect(await backend.list("news")).not.toContain(fileName);
  });

  it.each(["../secret.png", "..%2Fsecret.png", "sub/x.png", "/secret.png", ".hidden.png", "x.svg", "x.png\u0000", "x.PNG.exe", ""])(
    "refuses the name %j: opens nothing, removes nothing",
    async (fileName) => {
      expect(await backend.storage.open("reports", fileName)).toBeNull();
      await backend.storage.remove("reports", fileName);
      expect(await backend.read("reports", "sub/x.png")).toEqual(Buffer.from("gömd"));
      expect(await backend.readRaw("secret.png")).toEqual(Buffer.from("hemlig"));
    },
  );

  it("refuses a kind that is not one of the three, on every operation", async () => {
    for (const kind of ["avatars", "..", "reports/sub", ""] as string[] as UploadKind[]) {
      await expect(backend.storage.save(kind, bytes, "png")).rejects.toThrow(/Refusing to store/);
      expect(await backend.storage.open(kind, "x.png")).toBeNull();
      await backend.storage.remove(kind, "x.png");
    }
    expect(await backend.read("reports", "sub/x.png")).toEqual(Buffer.from("gömd"));
    expect(await backend.list("avatars")).toEqual([]);
  });
});

describe("S3 storage when the bucket cannot be used", () => {
  let backend: UploadBackend;
  beforeAll(async () => {
    backend = await startUploadBackend("s3");
  });
  afterAll(() => backend?.stop());

  const expectUnavailable = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 503, code: "STORAGE_UNAVAILABLE" });
    expect((error as Error).message).not.toMatch(/127\.0\.0\.1|bucket|S3|ECONN|Access/i);
  };

  it.each([
    ["a bucket that does not exist", () => ({ ...backend.s3!.settings, bucket: "finns-inte" })],
    // s3rver does not check V4 signatures, so an unknown key id stands for every refused credential.
    ["a key the server does not know", () => ({ ...backend.s3!.settings, accessKeyId: "OKAND" })],
  ])("answers 503 STORAGE_UNAVAILABLE for %s, not a missing file", async (_case, settings) => {
    const broken = createS3Storage(settings());
    await expectUnavailable(broken.open("reports", "0123456789abcdef0123456789abcdef.png"));
    await expectUnavailable(broken.save("reports", new Uint8Array([1, 2, 3]), "png"));
    await expectUnavailable(broken.remove("reports", "0123456789abcdef0123456789abcdef.png"));
    await expect(broken.check()).rejects.toBeDefined();
  });

  it("answers 503 within seconds when the server is down, ", async () => {
    const fileName = await backend.storage.save("reports", new Uint8Array([1, 2, 3]), "png");
    await backend.s3!.stop();
    const started = Date.now();
    await expectUnavailable(backend.storage.open("reports", fileName));
    await expectUnavailable(backend.storage.save("reports", new Uint8Array([1, 2, 3]), "png"));
    await expectUnavailable(backend.storage.remove("reports", fileName));
    await expect(backend.storage.check()).rejects.toBeDefined();
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});

// Both storage backends as tests see them: the same questions (what is stored, with which bytes) answered from
// the upload folder or from the bucket, so one test runs unchanged against either.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { createLocalDiskStorage } from "@/lib/storage/local-disk";
import { createS3Storage } from "@/lib/storage/s3";
import type { FileStorage } from "@/lib/storage/types";
import { startS3, type TestS3 } from "@/test/s3";

export const UPLOAD_BACKENDS = ["disk", "s3"] as const;
export type UploadBackendName = (typeof UPLOAD_BACKENDS)[number];

export type UploadBackend = {
  name: UploadBackendName;
  /** The variables that make the app store its uploads here. */
  env: Record<string, string>;
  /** A storage of this backend, made directly rather than from the environment. */
  storage: FileStorage;
  /** Every entry under a kind (temporary and nested ones too), sorted. */
  list(kind: string): Promise<string[]>;
  /** The stored bytes, or null. */
  read(kind: string, fileName: string): Promise<Buffer | null>;
  /** The bytes at a raw location (as for plant), or null. */
  readRaw(location: string): Promise<Buffer | null>;
  /** The Content-Type kept with the stored object; the disk keeps none (the name decides when it is served). */
  storedContentType(kind: string, fileName: string): Promise<string | null>;
  /** Writes bytes at a raw location (a path under the folder or a key in the bucket), past every name check. */
  plant(location: string, bytes: string | Uint8Array): Promise<void>;
  /** The S3 server, for the tests that take it down. */
  s3?: TestS3;
  stop(): Promise<void>;
};

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

export async function startUploadBackend(name: UploadBackendName): Promise<UploadBackend> {
  // With S3 the folder must stay empty: it is where a wrongly chosen disk backend would write.
  const dir = await mkdtemp(path.join(tmpdir(), "fg-uploads-"));
  if (name === "disk") {
    const readRaw = (location: string) =>
      readFile(path.join(dir, location)).catch((error: unknown) => (missing(error) ? null : Promise.reject(error)));
    return {
      name,
      env: { UPLOAD_DIR: dir },
      storage: createLocalDiskStorage(dir),
      list: (kind) => readdir(path.join(dir, kind)).then((names) => names.sort(), (error) => (missing(error) ? [] : Promise.reject(error))),
      read: (kind, fileName) => readRaw(`${kind}/${fileName}`),
      readRaw,
      storedContentType: async () => null,
      async plant(location, bytes) {
        await mkdir(path.dirname(path.join(dir, location)), { recursive: true });
        await writeFile(path.join(dir, location), bytes);
      },
      stop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const s3 = await startS3();
  return {
    name,
    env: { UPLOAD_DIR: dir, ...s3.env },
    storage: createS3Storage(s3.settings),
    list: async (kind) => (await s3.keys(`${kind}/`)).map((key) => key.slice(kind.length + 1)),
    read: async (kind, fileName) => (await s3.object(`${kind}/${fileName}`))?.bytes ?? null,
    readRaw: async (location) => (await s3.object(location))?.bytes ?? null,
    storedContentType: async (kind, fileName) => (await s3.object(`${kind}/${fileName}`))?.contentType ?? null,
    plant: (location, bytes) => s3.put(location, bytes),
    s3,
    async stop() {
      await s3.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a backend and points this test file's environment at it. Call it before anything reads the environment
 * (from `await vi.hoisted(…)`), since lib/env.ts reads it once.
 */
export async function useUploadBackend(name: UploadBackendName): Promise<UploadBackend> {
  const backend = await startUploadBackend(name);
  for (const key of Object.keys(process.env)) if (key.startsWith("S3_")) delete process.env[key];
  Object.assign(process.env, backend.env);
  return backend;
}

/**
 * What GET /uploads/{kind}/{file} answers for a stored image, whichever backend holds it: exactly these headers
 * (nothing of the store's own, such as an ETag or x-amz-*) and the stored bytes.
 */
export async function expectServedImage(res: Response, bytes: Uint8Array, contentType: string): Promise<void> {
  expect(res.status).toBe(200);
  expect(Object.fromEntries(res.headers)).toEqual({
    "content-type": contentType,
    "content-length": String(bytes.byteLength),
    "x-content-type-options": "nosniff",
    "cache-control": "public, max-age=31536000, immutable",
    "content-security-policy": "default-src 'none'; sandbox",
  });
  expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
}

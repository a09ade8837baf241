// Where uploaded images live: the local disk under UPLOAD_DIR, or an S3-compatible bucket when S3_BUCKET is set.
import "server-only";
import { env, type Env } from "@/lib/env";
import { createLocalDiskStorage } from "@/lib/storage/local-disk";
import { createS3Storage } from "@/lib/storage/s3";
import type { UploadKind } from "@/lib/storage/names";
import type { FileStorage } from "@/lib/storage/types";

export * from "@/lib/storage/names";
export type { FileStorage, StoredEntry, StoredFile } from "@/lib/storage/types";

let instance: { settings: Env; storage: FileStorage } | undefined;

/** The configured storage: the bucket when S3 is configured, otherwise the local disk under UPLOAD_DIR. */
export function storage(): FileStorage {
  const settings = env();
  if (instance?.settings !== settings) {
    instance = { settings, storage: settings.s3 ? createS3Storage(settings.s3) : createLocalDiskStorage(settings.UPLOAD_DIR) };
  }
  return instance.storage;
}

/**
 * Removes stored files after a commit that deleted what used them (a report, a profile image, an article).
 * The row is what matters; a file left behind is only disk space, so failures are logged, never thrown.
 */
export async function removeStoredFiles(kind: UploadKind, fileNames: readonly (string | null | undefined)[]): Promise<void> {
  for (const fileName of fileNames) {
    if (!fileName) continue;
    try {
      await storage().remove(kind, fileName);
    } catch (error) {
      console.error(`Could not remove ${kind} file ${fileName}`, error);
    }
  }
}

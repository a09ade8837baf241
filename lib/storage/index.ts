// Where uploaded images live. One small interface, so an object store later is a new implementation file.
import "server-only";
import { env } from "@/lib/env";
import { createLocalDiskStorage } from "@/lib/storage/local-disk";
import type { UploadKind } from "@/lib/storage/names";
import type { FileStorage } from "@/lib/storage/types";

export * from "@/lib/storage/names";
export type { FileStorage, StoredFile } from "@/lib/storage/types";

let instance: { root: string; storage: FileStorage } | undefined;

/** The configured storage: the local disk under UPLOAD_DIR. */
export function storage(): FileStorage {
  const root = env().UPLOAD_DIR;
  if (instance?.root !== root) instance = { root, storage: createLocalDiskStorage(root) };
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

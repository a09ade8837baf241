// Where uploaded images live. One small interface, so an object store later is a new implementation file.
import "server-only";
import { env } from "@/lib/env";
import { createLocalDiskStorage } from "@/lib/storage/local-disk";
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

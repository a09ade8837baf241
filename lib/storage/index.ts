// Where uploaded images live. One small interface, so an object store later is a new implementation file.
import "server-only";
import { env } from "@/lib/env";
import { createLocalDiskStorage } from "@/lib/storage/local-disk";
import type { ImageExtension, UploadKind } from "@/lib/storage/names";

export * from "@/lib/storage/names";

export type StoredFile = { body: ReadableStream<Uint8Array>; size: number };

export interface FileStorage {
  /** Stores the bytes under a new random name and returns that name. */
  save(kind: UploadKind, bytes: Uint8Array, ext: ImageExtension): Promise<string>;
  /** The file, or null if the name is invalid or nothing is stored under it. */
  open(kind: UploadKind, fileName: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  remove(kind: UploadKind, fileName: string): Promise<void>;
}

let instance: { root: string; storage: FileStorage } | undefined;

/** The configured storage: the local disk under UPLOAD_DIR. */
export function storage(): FileStorage {
  const root = env().UPLOAD_DIR;
  if (instance?.root !== root) instance = { root, storage: createLocalDiskStorage(root) };
  return instance.storage;
}

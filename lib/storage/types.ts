// What every storage backend offers; the backends implement it and lib/storage/index.ts picks one.
import type { ImageExtension, UploadKind } from "@/lib/storage/names";

export type StoredFile = { body: ReadableStream<Uint8Array>; size: number };

export interface FileStorage {
  /** Stores the bytes under a new random name and returns that name. */
  save(kind: UploadKind, bytes: Uint8Array, ext: ImageExtension): Promise<string>;
  /** The file, or null if the name is invalid or nothing is stored under it. */
  open(kind: UploadKind, fileName: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  remove(kind: UploadKind, fileName: string): Promise<void>;
  /** Resolves when the store can be reached (the health check asks); rejects when it cannot. */
  check(): Promise<void>;
}

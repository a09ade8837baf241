// What every storage backend offers; the backends implement it and lib/storage/index.ts picks one.
import type { ImageExtension, UploadKind } from "@/lib/storage/names";

export type StoredFile = { body: ReadableStream<Uint8Array>; size: number };

/** A stored file as a listing sees it: its name and when it was last written. */
export type StoredEntry = { fileName: string; modifiedAt: Date };

export interface FileStorage {
  /** Stores the bytes under a new random name and returns that name. */
  save(kind: UploadKind, bytes: Uint8Array, ext: ImageExtension): Promise<string>;
  /** The file, or null if the name is invalid or nothing is stored under it. */
  open(kind: UploadKind, fileName: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  remove(kind: UploadKind, fileName: string): Promise<void>;
  /**
   * Every stored file of a kind, a page at a time, with when it was written. Only names this app could have
   * stored are listed (not temporary files, folders or foreign keys), so nothing else can be handed to remove().
   */
  list(kind: UploadKind): AsyncIterable<StoredEntry>;
  /** Resolves when the store can be reached (the health check asks); rejects when it cannot. */
  check(): Promise<void>;
}

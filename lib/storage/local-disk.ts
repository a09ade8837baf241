// FileStorage on the local disk: UPLOAD_DIR/<kind>/<random name>.
import "server-only";
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, opendir, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { FileStorage } from "@/lib/storage/types";
import { isStoredFileName, isUploadKind, type UploadKind } from "@/lib/storage/names";

export function createLocalDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);

  function pathOf(kind: UploadKind, fileName: string): string | null {
    if (!isUploadKind(kind) || !isStoredFileName(fileName)) return null;
    return path.join(base, kind, fileName);
  }

  return {
    async save(kind, bytes, ext) {
      const fileName = `${randomBytes(16).toString("hex")}.${ext}`;
      const target = pathOf(kind, fileName);
      // Checked before the folder is made, so a bad kind cannot create one outside UPLOAD_DIR either.
      if (!target) throw new Error(`Refusing to store ${kind}/${fileName}`);
      const dir = path.dirname(target);
      await mkdir(dir, { recursive: true });
      // Written beside the target and renamed, so a half-written file is never served; the dot name is not servable.
      const temporary = path.join(dir, `.${fileName}.${randomBytes(4).toString("hex")}.tmp`);
      try {
        await writeFile(temporary, bytes, { flag: "wx", mode: 0o644 });
        await rename(temporary, target);
      } catch (error) {
        await unlink(temporary).catch(() => {});
        throw error;
      }
      return fileName;
    },

    async open(kind, fileName) {
      const file = pathOf(kind, fileName);
      if (!file) return null;
      try {
        // The path is checked above and lies under UPLOAD_DIR; nothing here is part of the build's output.
        const info = await stat(/*turbopackIgnore: true*/ file);
        if (!info.isFile()) return null;
        const body = Readable.toWeb(createReadStream(/*turbopackIgnore: true*/ file)) as ReadableStream<Uint8Array>;
        return { body, size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async remove(kind, fileName) {
      const file = pathOf(kind, fileName);
      if (!file) return;
      await unlink(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    },

    async *list(kind) {
      if (!isUploadKind(kind)) return;
      let dir;
      try {
        dir = await opendir(/*turbopackIgnore: true*/ path.join(base, kind));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return; // nothing uploaded yet
        throw error;
      }
      for await (const entry of dir) {
        if (!entry.isFile() || !isStoredFileName(entry.name)) continue;
        const info = await stat(/*turbopackIgnore: true*/ path.join(base, kind, entry.name)).catch((error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return null; // removed meanwhile
          throw error;
        });
        if (info) yield { fileName: entry.name, modifiedAt: info.mtime };
      }
    },

    async check() {
      // The folder is made on the first upload, so a missing one is fine; one that cannot be read is not.
      await stat(base).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    },
  };
}

// A test's own upload folder (set as UPLOAD_DIR in a vi.hoisted block, before the app's modules read it): what is
// stored in it, and a way to empty it between tests.
import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";

export function uploadFolder(dir: string, kind: "reports" | "profiles" | "news" = "reports") {
  const kindDir = path.join(dir, kind);
  return {
    /** The folder of one kind of upload, e.g. to read a stored file. */
    kindDir,
    /** The stored files' names, sorted. */
    stored: async () => (existsSync(kindDir) ? (await readdir(kindDir)).sort() : []),
    empty: () => rm(dir, { recursive: true, force: true }),
  };
}

// The files that answer requests, found on disk, so a table can be checked for the ones it does not name.
import { readdir } from "node:fs/promises";
import path from "node:path";

async function filesUnder(dir: string, names: string[]): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && names.includes(entry.name))
    .map((entry) => path.relative(process.cwd(), path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/** Handlers answering JSON or files: the handler rows of the table. */
export const HANDLER_DIRS = ["app/api", "app/password", "app/uploads"];

export async function handlerFiles(): Promise<string[]> {
  return (await Promise.all(HANDLER_DIRS.map((dir) => filesUnder(dir, ["route.ts"])))).flat();
}

/** Pages, the route handlers outside the API (the feed) and the metadata files Next.js answers from app/. */
export async function pageFiles(): Promise<string[]> {
  const all = await filesUnder("app", ["page.tsx", "route.ts", "sitemap.ts", "robots.ts", "manifest.ts"]);
  return all.filter((file) => file.endsWith("page.tsx") || !HANDLER_DIRS.some((dir) => file.startsWith(`${dir}/`))).sort();
}

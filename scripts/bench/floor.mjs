// The framework's floor: a minimal App Router app (scripts/bench/floor: a root layout and one page /p/[id] kept with
// `revalidate`, 2 kB of text, no client code) built with the project's own `next` and started with `next start`. Read
// on different addresses, each once, it is what a first read costs Next.js itself on this machine, in this run: the
// most a page drawn by Next.js can hope for, and the yardstick of the site's long tail (×floor).
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import process from "node:process";

/** The app's folder, and its build (next.config.mjs there: beside the site's `.next*` builds, out of git and lint). */
export const FLOOR_DIR = path.join("scripts", "bench", "floor");
export const FLOOR_DIST = ".next-bench-floor";
const NEXT = path.join("node_modules", "next", "dist", "bin", "next");

/** Whether a finished build of the floor is there to reuse (BENCH_SKIP_BUILD=1). */
export const floorBuilt = (root) => existsSync(path.join(root, FLOOR_DIST, "BUILD_ID"));

/** `next build scripts/bench/floor`, with the project's `next`; rejects when it fails. */
export function buildFloor(root) {
  console.log("[bench] building the framework's floor (scripts/bench/floor)…");
  const env = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  const child = spawn(process.execPath, [NEXT, "build", FLOOR_DIR], { cwd: root, env, stdio: "inherit" });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`next build of the floor failed (${signal ?? code})`))));
  });
}

/**
 * Forgets the pages an earlier run drew (Next.js 16.4 keeps them in the build, under server/route-cache), so every
 * address is a first read again, as the site's page store is emptied before its rows.
 */
export function forgetFloorPages(root) {
  rmSync(path.join(root, FLOOR_DIST, "server", "route-cache"), { recursive: true, force: true });
}

/**
 * The arguments that start the floor on `port` (for processes.mjs start): `next start`, with the idle keep-alive of
 * scripts/server.mjs (65 s), so both servers keep the bench's connections alike.
 */
export const floorArgs = (port) => [NEXT, "start", FLOOR_DIR, "-p", String(port), "-H", "127.0.0.1", "--keepAliveTimeout", "65000"];

/** `count` different addresses of the floor's page, /p/1 … /p/{count}, in random order. */
export function floorPaths(count) {
  const paths = Array.from({ length: count }, (_, i) => `/p/${i + 1}`);
  for (let i = paths.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [paths[i], paths[j]] = [paths[j], paths[i]];
  }
  return paths;
}

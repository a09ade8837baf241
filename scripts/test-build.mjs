// The one production build the test stages share: `npm run test:e2e`, `test:faults` and `test:cluster` each ask
// for it, and only the first builds; the others find a stamp with the same settings and sources and reuse it.
// The build lives in TEST_DIST_DIR (NEXT_DIST_DIR when set, else .next-test) and is never served from directly:
// Next.js writes the pages it renders into the folder it serves, so each run gets a fresh copy (copyTestBuild) and
// the shared build stays as it was prerendered, from a freshly seeded database.
//
// The settings a build bakes into its static pages (decision 060) are the site's address, so every stage serves
// the site at the same address: http://127.0.0.1:E2E_PORT (3100). TEST_REBUILD=1 builds even when the stamp matches.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";

const root = path.resolve(import.meta.dirname, "..");

/** Where the shared build is made (relative to the project). */
export const TEST_DIST_DIR = process.env.NEXT_DIST_DIR || ".next-test";

/** The port every test stage serves the site on, one after the other: the build's SITE_URL names it. */
export const TEST_SITE_PORT = Number(process.env.E2E_PORT || 3100);

/** The address the build was made for; a stage that serves it elsewhere sets its own and gets a build of its own. */
export function testSiteUrl(port = TEST_SITE_PORT) {
  return `http://127.0.0.1:${port}`;
}

/**
 * What the build reads from the environment: the folder and the site's address. The build leaves out its own type
 * check (next.config.ts): the suite's type check is a stage of its own, run before the stages that serve this build.
 */
export function testBuildSettings(site = testSiteUrl()) {
  return { NEXT_DIST_DIR: TEST_DIST_DIR, SITE_URL: site, NEXTAUTH_URL: site, NEXT_TELEMETRY_DISABLED: "1", NEXT_BUILD_TYPECHECK: "off" };
}

/** Everything a production build is made from; tests are left out, as the build does. */
export const BUILD_INPUTS = [
  "app", "components", "lib", "prisma", "public", "next.config.ts", "proxy.ts", "package-lock.json", "tsconfig.json",
  "instrumentation.ts", "scripts/next-build.mjs", "scripts/build",
];

/** A digest of the build settings and of every source file's path, size and modification time, or null outside git. */
export function buildFingerprint(settings) {
  const inputs = BUILD_INPUTS.filter((p) => existsSync(path.join(root, p)));
  const listed = spawnSync("git", ["ls-files", "-co", "--exclude-standard", "--", ...inputs], { cwd: root, encoding: "utf8" });
  if (listed.status !== 0) return null;
  // "pristine, seeded": served only from copies, prerendered from a freshly seeded database.
  const hash = createHash("sha256").update(JSON.stringify({ ...settings, servers: "pristine", data: "seeded" }));
  for (const file of listed.stdout.split("\n").filter(Boolean).sort()) {
    if (/\.(test|integ\.test)\.tsx?$/.test(file) || !existsSync(path.join(root, file))) continue;
    const info = statSync(path.join(root, file));
    hash.update(`${file}\0${info.size}\0${info.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

const stampFile = () => path.join(root, TEST_DIST_DIR, "test-build.json");

/** Whether the shared build was made from these settings and the sources as they are now. */
export function testBuildIsCurrent(settings = testBuildSettings()) {
  if (!existsSync(path.join(root, TEST_DIST_DIR, "BUILD_ID")) || !existsSync(stampFile())) return false;
  const fingerprint = buildFingerprint(settings);
  return Boolean(fingerprint) && JSON.parse(readFileSync(stampFile(), "utf8")).fingerprint === fingerprint;
}

/**
 * Builds the shared test build unless the last one is current. `env` must hold DATABASE_URL of a freshly seeded
 * database (the public pages are prerendered from it). `logFile` keeps the build's output out of the run's own
 * (the last lines are shown when it fails). Returns "built" or "reused …".
 */
export async function ensureTestBuild({ env = process.env, settings = testBuildSettings(), logFile = null } = {}) {
  const rebuild = Boolean(env.TEST_REBUILD || env.CLUSTER_TEST_REBUILD);
  if (!rebuild && testBuildIsCurrent(settings)) return `reused the test build in ${TEST_DIST_DIR}: same settings and sources`;
  rmSync(stampFile(), { force: true });
  const fingerprint = buildFingerprint(settings);
  const child = spawn(process.execPath, [path.join(root, "scripts", "next-build.mjs")], {
    cwd: root,
    env: { ...env, ...settings },
    stdio: logFile ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  const code = await new Promise((resolve) => child.on("exit", (exitCode, signal) => resolve(exitCode ?? signal)));
  if (logFile) {
    mkdirSync(path.dirname(logFile), { recursive: true });
    writeFileSync(logFile, Buffer.concat(output));
  }
  if (code !== 0) {
    const tail = Buffer.concat(output).toString("utf8").trimEnd().split("\n").slice(-20).join("\n");
    throw new Error(`next build failed (${code})${tail ? `:\n${tail}` : ""}`);
  }
  if (fingerprint) writeFileSync(stampFile(), JSON.stringify({ fingerprint, at: new Date().toISOString() }));
  return `built ${TEST_DIST_DIR}`;
}

/**
 * A fresh copy of the shared build at `target` (relative to the project, or absolute) for one server to run from,
 * without the compiler's cache. Returns the copy's path relative to the project, for NEXT_DIST_DIR.
 */
export function copyTestBuild(target) {
  const to = path.resolve(root, target);
  const skip = path.join(root, TEST_DIST_DIR, "cache", "turbopack");
  rmSync(to, { recursive: true, force: true });
  cpSync(path.join(root, TEST_DIST_DIR), to, { recursive: true, filter: (source) => !source.startsWith(skip) });
  return path.relative(root, to);
}

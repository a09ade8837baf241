// The shared page cache against a real Redis (REDIS_TEST_URL, default 127.0.0.1:6379), with a key prefix of the
// run's own that is removed afterwards. In this process each "app server" is a copy of the module with its own
// connection (the package's configuration is shared); another build or an unreachable Redis runs in a child process.
// It also guards what the handler borrows from the package: where expiry times live and how get() reads them.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import Redis from "ioredis";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import path from "node:path";

type CacheModule = typeof import("@/lib/cache/shared-page-cache.mjs");

const url = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
const prefix = `fiskeganget-test-${randomBytes(4).toString("hex")}:`;
const buildDir = mkdtempSync(path.join(tmpdir(), "shared-page-cache-"));
const serverDistDir = path.join(buildDir, "server");
const redis = new Redis(url, { maxRetriesPerRequest: 1 });
const opened: CacheModule[] = [];

/** One app server: a fresh module (own connection, own state) and the handler Next.js would construct. */
async function appServer(redisUrl = url) {
  vi.resetModules();
  process.env.REDIS_URL = redisUrl;
  const cache: CacheModule = await import("@/lib/cache/shared-page-cache.mjs");
  opened.push(cache);
  await cache.connectSharedPageCache({ timeoutMs: 2000 });
  return new cache.default({ serverDistDir, dev: false } as never);
}

/**
 * Runs `body` (an async function's body) in a process of its own (a fresh package state, as another server or build has) with a handler
 * for the given build, and answers its value and what it logged as errors.
 */
function otherProcess(env: { REDIS_URL: string; BUILD_ID: string }, body: string): { result: unknown; errors: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), "shared-page-cache-"));
  mkdirSync(path.join(dir, "server"));
  writeFileSync(path.join(dir, "BUILD_ID"), env.BUILD_ID);
  const handlerUrl = pathToFileURL(path.resolve("lib/cache/shared-page-cache.mjs")).href;
  const script = `
    const errors = [];
    console.error = (line) => errors.push(String(line));
    const cache = await import(${JSON.stringify(handlerUrl)});
    await cache.connectSharedPageCache({ timeoutMs: 2000 });
    const handler = new cache.default({ serverDistDir: ${JSON.stringify(path.join(dir, "server"))}, dev: false });
    const result = await (async () => { ${body} })();
    await cache.closeSharedPageCache();
    process.stdout.write(JSON.stringify({ result, errors }));
    process.exit(0);`;
  try {
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      env: { ...process.env, REDIS_URL: env.REDIS_URL, PAGE_CACHE_PREFIX: prefix },
      encoding: "utf8",
      timeout: 20_000,
    });
    if (run.status !== 0) throw new Error(run.stderr);
    return JSON.parse(run.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const fetchEntry = (body: string) => ({ kind: "FETCH", data: { headers: {}, body, status: 200, url: "" }, revalidate: 3600 });
const fetchContext = (tags: string[]) => ({ fetchCache: true, tags, revalidate: 3600 });
const read = (handler: Awaited<ReturnType<typeof appServer>>, key: string, tags: string[]) =>
  handler.get(key, { kind: "FETCH", tags, softTags: [] } as never);

beforeAll(async () => {
  await redis.ping();
  mkdirSync(serverDistDir);
  writeFileSync(path.join(buildDir, "BUILD_ID"), "build-one");
  process.env.PAGE_CACHE_PREFIX = prefix;
});

afterAll(async () => {
  for (const cache of opened) await cache.closeSharedPageCache();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.unlink(...keys);
  redis.disconnect();
  rmSync(buildDir, { recursive: true, force: true });
  delete process.env.PAGE_CACHE_PREFIX;
  delete process.env.REDIS_URL;
});

describe("the page cache shared through Redis", () => {
  it("an entry set by one server is read by another, under the build's namespace", async () => {
    const a = await appServer();
    const b = await appServer();
    await a.set("stats", fetchEntry("first") as never, fetchContext(["home"]) as never);
    expect(await read(b, "stats", ["home"])).toMatchObject({ value: { data: { body: "first" } } });
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith(`${prefix}build-one:`))).toBe(true);
    expect(await redis.ttl(`${prefix}build-one:__sharedTags__`)).toBeGreaterThan(2 * 24 * 3600);
  });

  it("a tag expired on one server is a miss on the other at once, and other tags stay", async () => {
    const a = await appServer();
    const b = await appServer();
    await b.set("latest", fetchEntry("old") as never, fetchContext(["home", "report-lists"]) as never);
    await b.set("articles", fetchEntry("news") as never, fetchContext(["news"]) as never);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.revalidateTag(["report-lists"]);
    expect(await read(b, "latest", ["home", "report-lists"])).toBeNull();
    expect(await read(b, "articles", ["news"])).not.toBeNull();
    // Rendered again after the write: fresh, so it is served.
    await b.set("latest", fetchEntry("new") as never, fetchContext(["home", "report-lists"]) as never);
    expect(await read(a, "latest", ["home", "report-lists"])).toMatchObject({ value: { data: { body: "new" } } });
  });

  it("an entry whose render began before a write on another server is stale once written", async () => {
    const a = await appServer();
    const b = await appServer();
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    // b misses and starts rendering from what it reads; a write through a expires the tag before b has written.
    expect(await read(b, "board", ["competition:1"])).toBeNull();
    await tick();
    await a.revalidateTag(["competition:1"]);
    await tick();
    await b.set("board", fetchEntry("before the write") as never, fetchContext(["competition:1"]) as never);
    expect(await read(a, "board", ["competition:1"])).toBeNull();
    // The render started after the write is kept and served.
    await tick();
    await a.set("board", fetchEntry("after the write") as never, fetchContext(["competition:1"]) as never);
    expect(await read(b, "board", ["competition:1"])).toMatchObject({ value: { data: { body: "after the write" } } });
  });

  it("keeps the shared store within PAGE_STORE_MB, dropping the least recently written entries", async () => {
    process.env.PAGE_STORE_MB = "0.05";
    try {
      const a = await appServer();
      const b = await appServer();
      const body = "x".repeat(4000);
      for (let i = 0; i < 40; i++) await (i % 2 ? a : b).set(`page-${i}`, fetchEntry(`${i}${body}`) as never, fetchContext([]) as never);
      const namespace = `${prefix}build-one:`;
      const bound = 0.05 * 1024 * 1024;
      const total = Number(await redis.get(`${namespace}__storeBytes__`));
      expect(total).toBeLessThanOrEqual(bound);
      let stored = 0;
      for (let i = 0; i < 40; i++) stored += await redis.strlen(`${namespace}page-${i}`);
      expect(stored).toBe(total);
      expect(await redis.exists(`${namespace}page-0`)).toBe(0);
      expect(await read(a, "page-39", [])).toMatchObject({ value: { data: { body: `39${body}` } } });
    } finally {
      delete process.env.PAGE_STORE_MB;
    }
  });

  it("another build never reads this build's entries", async () => {
    const a = await appServer();
    await a.set("about", fetchEntry("one") as never, fetchContext([]) as never);
    const next = otherProcess({ REDIS_URL: url, BUILD_ID: "build-two" }, 'return handler.get("about", { kind: "FETCH", tags: [], softTags: [] });');
    expect(next).toEqual({ result: null, errors: [] });
  });

  it("with Redis unreachable, reads miss, writes and expiries do not throw, and the outage is logged once", () => {
    const down = otherProcess(
      { REDIS_URL: "redis://127.0.0.1:1", BUILD_ID: "build-one" },
      `const started = Date.now();
       const read = await handler.get("stats", { kind: "FETCH", tags: ["home"], softTags: [] });
       await handler.set("stats", { kind: "FETCH", data: { headers: {}, body: "", status: 200, url: "" }, revalidate: 60 }, { fetchCache: true, tags: ["home"], revalidate: 60 });
       await handler.revalidateTag(["home"]);
       await handler.get("stats", { kind: "FETCH", tags: ["home"], softTags: [] });
       return { read, ms: Date.now() - started };`,
    );
    expect(down.result).toMatchObject({ read: null });
    expect((down.result as { ms: number }).ms).toBeLessThan(1000);
    expect(down.errors.filter((line) => line.startsWith("[cache] Redis at"))).toHaveLength(1);
  });
});

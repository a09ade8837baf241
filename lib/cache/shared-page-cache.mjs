// Next.js's incremental cache (prerendered and ISR pages, unstable_cache reads) kept in Redis, so that every app
// server serves the same pages and a write through one expires them on all (docs/decisions/130-shared-page-cache.md).
// Plain Node ESM: Next.js imports it by path (next.config.ts `cacheHandler`, production server with REDIS_URL only)
// and scripts/server.mjs imports the same module at start, so both share one connection.
import { readFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import Redis from "ioredis";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import { registerPageExpirer } from "./expirer.mjs";
import { expireTags, noteRead, readPageStoreBytes, rememberPage, renderStartedAt, touchPage, trimIndex } from "./page-index.mjs";

export { isStoredPage } from "./page-index.mjs";

const DAY = 24 * 60 * 60;
// A page may live at most a day (decision 060); two days bound every entry, including ones without a revalidate.
const MAX_ENTRY_SECONDS = 2 * DAY;
// The index hashes outlive every entry they describe, and vanish with a build that no longer writes.
const INDEX_SECONDS = MAX_ENTRY_SECONDS + DAY;
// A slow Redis must not hold a page longer than rendering it afresh would.
const TIMEOUT_MS = 1000;

// Hash names inside a build's namespace. EXPIRED_TAGS is the package's own: its get() drops an entry that is older
// than any of its tags' times there, which is what makes an expiry one HSET instead of a scan of every entry.
const TAG_INDEX = "__sharedTags__";
const TTL_INDEX = "__sharedTagsTtl__";
const EXPIRED_TAGS = "__revalidated_tags__";
// The bound in bytes: every entry's size and its last write, and their sum, kept beside the entries.
const SIZES = "__storeSizes__";
const ORDER = "__storeOrder__";
const TOTAL = "__storeBytes__";

/**
 * Counts an entry just written and, past the bound, deletes the least recently written until the sum is within it:
 * in one script, so several app servers writing at once keep one sum. An entry that ran out by its TTL is counted
 * until it is popped, so the sum errs on the high side and the store stays below its bound.
 */
const BOUND_SCRIPT = `
local prefix, key, now, max = ARGV[1], ARGV[2], tonumber(ARGV[3]), tonumber(ARGV[4])
local sizes, order, total = prefix .. '${SIZES}', prefix .. '${ORDER}', prefix .. '${TOTAL}'
local size = redis.call('STRLEN', prefix .. key)
local old = redis.call('HGET', sizes, key)
if old then redis.call('DECRBY', total, old) end
redis.call('HSET', sizes, key, size)
redis.call('ZADD', order, now, key)
local sum = redis.call('INCRBY', total, size)
local dropped = 0
while sum > max do
  local oldest = redis.call('ZPOPMIN', order)
  if #oldest == 0 then break end
  local gone = oldest[1]
  local bytes = redis.call('HGET', sizes, gone) or 0
  redis.call('HDEL', sizes, gone)
  redis.call('HDEL', prefix .. '${TAG_INDEX}', gone)
  redis.call('HDEL', prefix .. '${TTL_INDEX}', gone)
  redis.call('DEL', prefix .. gone)
  sum = redis.call('DECRBY', total, bytes)
  dropped = dropped + 1
end
redis.call('EXPIRE', sizes, ${INDEX_SECONDS})
redis.call('EXPIRE', order, ${INDEX_SECONDS})
redis.call('EXPIRE', total, ${INDEX_SECONDS})
return dropped`;

const state = {
  /** @type {Redis | undefined} */ client: undefined,
  /** @type {Promise<boolean> | undefined} */ firstConnect: undefined,
  /** @type {string | undefined} */ namespace: undefined,
  healthy: true,
  /** Tags expired while Redis could not be told; written as soon as it answers again. */
  pendingTags: new Set(),
};

function redisUrl() {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error("The shared page cache needs REDIS_URL");
  return url;
}

function describeUrl(url) {
  try {
    const { hostname, port } = new URL(url);
    return `${hostname}:${port || 6379}`;
  } catch {
    return "REDIS_URL";
  }
}

function reportOutage(error) {
  if (!state.healthy) return;
  state.healthy = false;
  const reason = error instanceof Error ? error.message : String(error);
  console.error(
    `[cache] Redis at ${describeUrl(redisUrl())} cannot be reached (${reason}): pages are rendered afresh on each app ` +
      "server without the shared cache until it answers again",
  );
}

function client() {
  if (state.client) return state.client;
  const redis = new Redis(redisUrl(), {
    connectionName: "fiskeganget-page-cache",
    // Without a connection every command fails at once and the page is rendered instead of waiting in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  redis.on("error", reportOutage);
  redis.on("ready", () => {
    if (!state.healthy) console.log(`[cache] Redis at ${describeUrl(redisUrl())} answers again: pages are shared again`);
    state.healthy = true;
    if (state.pendingTags.size > 0 && state.namespace) {
      const tags = [...state.pendingTags];
      state.pendingTags.clear();
      void markTagsExpired(tags);
    }
  });
  state.client = redis;
  state.firstConnect = new Promise((resolve) => {
    const settle = (ready) => {
      redis.off("ready", onReady);
      redis.off("error", onError);
      resolve(ready);
    };
    const onReady = () => settle(true);
    const onError = () => settle(false);
    redis.once("ready", onReady);
    redis.once("error", onError);
  });
  return redis;
}

/**
 * Opens the connection and answers whether Redis was reached within `timeoutMs`. The server calls it at start to
 * warn early; without it the connection opens on the first request that touches the cache.
 */
export async function connectSharedPageCache({ timeoutMs = 3000 } = {}) {
  client();
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([state.firstConnect, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Closes the connection (tests and a clean shutdown). */
export async function closeSharedPageCache() {
  const redis = state.client;
  state.client = undefined;
  state.firstConnect = undefined;
  if (redis) await redis.quit().catch(() => redis.disconnect());
}

/**
 * Expires tags in the shared cache from a process that serves no pages (`npm run worker`): the pages of the build in
 * `distDir` (its BUILD_ID) are stale for every app server from now on. Answers false when there is no build there.
 */
export async function expireSharedPagesOfBuild(tags, { distDir }) {
  if (!state.namespace) {
    let buildId;
    try {
      buildId = readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim();
    } catch {
      return false;
    }
    state.namespace = namespaceFor(buildId);
  }
  await markTagsExpired([...new Set(tags)]);
  return true;
}

/** The key prefix of this build: a new build never reads an older build's pages. */
export function namespaceFor(buildId) {
  return `${process.env.PAGE_CACHE_PREFIX || "fiskeganget:"}${buildId}:`;
}

/**
 * Records that the given tags' cached entries are stale from now on, for every app server. One command, sent
 * before Next.js writes the answer to the request that made the change, so the next request anywhere is fresh.
 */
async function markTagsExpired(tags) {
  const redis = client();
  const key = state.namespace + EXPIRED_TAGS;
  if (redis.status !== "ready") {
    for (const tag of tags) state.pendingTags.add(tag);
    reportOutage(new Error(`connection ${redis.status}`));
    return;
  }
  const now = Date.now();
  try {
    await Promise.all([redis.hset(key, Object.fromEntries(tags.map((tag) => [tag, now]))), redis.expire(key, INDEX_SECONDS)]);
  } catch (error) {
    for (const tag of tags) state.pendingTags.add(tag);
    reportOutage(error);
  }
}

function redisHandler(namespace) {
  const handler = createRedisHandler({
    client: ioredisAdapter(client()),
    keyPrefix: namespace,
    sharedTagsKey: TAG_INDEX,
    sharedTagsTtlKey: TTL_INDEX,
    timeoutMs: TIMEOUT_MS,
  });
  return {
    ...handler,
    async get(key, meta) {
      try {
        const found = await handler.get(key, meta);
        // A page another server rendered is known here from its first read on.
        if (found && found.value?.kind !== "FETCH") rememberPage(key);
        else touchPage(key, Boolean(found));
        trimIndex();
        return found;
      } catch (error) {
        if (state.client?.status === "ready") reportOutage(error);
        throw error;
      }
    },
    async set(key, value, ctx) {
      await handler.set(key, value, ctx);
      const redis = client();
      await Promise.all([
        redis.expire(namespace + TAG_INDEX, INDEX_SECONDS),
        redis.expire(namespace + TTL_INDEX, INDEX_SECONDS),
        redis.eval(BOUND_SCRIPT, 0, namespace, key, Date.now(), readPageStoreBytes()),
      ]);
      // `value` is the package's entry: the rendering itself is its `value`, with the tags beside it.
      if (value?.value && value.value.kind !== "FETCH") {
        rememberPage(key, { tags: [...(value.tags ?? [])] });
        trimIndex();
      }
    },
    // Expiry goes through markTagsExpired (SharedPageCache.revalidateTag), never through the package's scan.
    async revalidateTag() {},
  };
}

CacheHandler.onCreation(() => ({
  handlers: [redisHandler(state.namespace)],
  ttl: {
    defaultStaleAge: DAY,
    estimateExpireAge: (staleAge) => Math.min(staleAge * 1.5, MAX_ENTRY_SECONDS),
  },
}));

export default class SharedPageCache extends CacheHandler {
  constructor(context) {
    super(context);
    state.namespace ??= namespaceFor(readFileSync(path.join(context.serverDistDir, "..", "BUILD_ID"), "utf8").trim());
    registerPageExpirer((tags) => this.revalidateTag(tags));
  }

  async get(key, ctx) {
    const found = await super.get(key, ctx);
    noteRead(key, Boolean(found));
    return found;
  }

  // Stamped with the time its render started (lib/cache/page-index.mjs, renderStartedAt), so a write that expired its
  // tags meanwhile leaves it stale for every server.
  async set(key, value, ctx) {
    const startedAt = renderStartedAt(key);
    return super.set(key, value, { ...ctx, internal_lastModified: ctx?.internal_lastModified ?? startedAt });
  }

  // Every expiry is immediate, as lib/cache/invalidate.ts asks ({ expire: 0 }); a stale-while-revalidate profile
  // would be served fresh-on-next-request too.
  async revalidateTag(tags) {
    const list = typeof tags === "string" ? [tags] : [...tags];
    expireTags(list);
    await markTagsExpired(list);
  }
}

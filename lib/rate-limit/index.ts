// Rate limits for route handlers: which store counts, and the checks that turn a full counter into a 429.
import "server-only";
import { createHash } from "node:crypto";
import Redis from "ioredis";
import { RateLimiterRes } from "rate-limiter-flexible";
import { env } from "@/lib/env";
import { tooManyRequests } from "@/lib/errors";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { RATE_LIMIT_POLICIES, type RateLimitPolicyName, type RateLimitRule } from "@/lib/rate-limit/policies";
import { MemoryStore, RedisStore, type RateLimitStore } from "@/lib/rate-limit/store";

export { RATE_LIMIT_POLICIES, type RateLimitPolicyName } from "@/lib/rate-limit/policies";

const globalForLimits = globalThis as unknown as { rateLimitStore?: RateLimitStore };

function storeFromEnv(): RateLimitStore {
  const { REDIS_URL: url, RATE_LIMIT_MEMORY_MAX_KEYS: maxKeys } = env();
  if (!url) return new MemoryStore(maxKeys);
  // No offline queue: while Redis is away a count fails at once and the store's in-memory fallback answers.
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000 });
  let lastLogged = 0;
  redis.on("error", (error: Error) => {
    // ioredis keeps reconnecting; say so at most once a minute rather than on every attempt.
    if (Date.now() - lastLogged > 60_000) {
      lastLogged = Date.now();
      console.error(`[rate-limit] Redis error, counting in memory until it is back: ${error.message}`);
    }
  });
  return new RedisStore(redis, undefined, maxKeys);
}

export function getRateLimitStore(): RateLimitStore {
  globalForLimits.rateLimitStore ??= storeFromEnv();
  return globalForLimits.rateLimitStore;
}

/** Swaps the store (tests use a fresh memory store or a Redis store with their own prefix). */
export function setRateLimitStore(store: RateLimitStore): void {
  globalForLimits.rateLimitStore = store;
}

export async function resetRateLimits(): Promise<void> {
  await getRateLimitStore().reset();
}

/** Account names and addresses are hashed so no personal data sits in the counter store. */
export function subjectKey(value: string): string {
  return createHash("sha256").update(value.trim().toLowerCase()).digest("base64url").slice(0, 22);
}

/** The client's key for a request (see client-ip.ts for which X-Forwarded-For entry that is). */
export function clientKey(req: Request): string {
  return clientIp(req.headers, env().TRUST_PROXY);
}

export type Count = { count: number; limit: number; retryAfterSeconds: number };

/** One named counter under a rule, scaled by RATE_LIMIT_FACTOR. */
export function counter(name: string, rule: RateLimitRule) {
  const limit = Math.max(1, Math.round(rule.limit * env().RATE_LIMIT_FACTOR));
  const spec = { name, points: limit, durationSeconds: rule.windowSeconds };
  const limiter = () => getRateLimitStore().counter(spec);
  const toCount = (res: RateLimiterRes | null): Count => ({
    count: res?.consumedPoints ?? 0,
    limit,
    retryAfterSeconds: Math.max(1, Math.ceil((res?.msBeforeNext ?? 0) / 1000)),
  });
  // Redis trouble is absorbed by the store's fallback; anything still thrown is a fault in the limiter itself,
  // and a fault there must not take logins and posting down with it: count nothing and say so.
  const failed = (action: string, error: unknown): Count => {
    console.error(`[rate-limit] ${action} failed for ${name}, not counting`, error);
    return toCount(null);
  };
  return {
    limit,
    /** Counts one; `over` when this one went past the limit. */
    async hit(key: string): Promise<Count & { over: boolean }> {
      try {
        return { ...toCount(await limiter().consume(key)), over: false };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { ...toCount(error), over: true };
        return { ...failed("hit", error), over: false };
      }
    },
    /** Reads the count without adding to it. */
    async peek(key: string): Promise<Count> {
      try {
        const res = await limiter().get(key);
        // The memory store drops a window on a timer, so a read may still see one that has just ended.
        return toCount(res && res.msBeforeNext > 0 ? res : null);
      } catch (error) {
        return failed("peek", error);
      }
    },
    async forget(key: string): Promise<void> {
      try {
        await limiter().delete(key);
      } catch (error) {
        failed("forget", error);
      }
    },
  };
}

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 sekund" : `${seconds} sekunder`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minut" : `${minutes} minuter`;
}

/** The 429 for a full counter: the policy's sentence, how long to wait, and Retry-After. */
export function rateLimited(message: string, retryAfterSeconds: number) {
  return tooManyRequests(retryAfterSeconds, `${message} Vänta ${waitText(retryAfterSeconds)} och försök igen.`);
}

async function enforce(policy: RateLimitPolicyName, scope: string, rule: RateLimitRule, key: string): Promise<void> {
  const result = await counter(`${policy}:${scope}`, rule).hit(key);
  if (result.over) throw rateLimited(RATE_LIMIT_POLICIES[policy].message, result.retryAfterSeconds);
}

/** Counts one request from this client; 429 with Retry-After when the client is over the policy's limit. */
export async function limitClient(req: Request, policy: RateLimitPolicyName): Promise<void> {
  const rule = RATE_LIMIT_POLICIES[policy].perClient;
  if (rule) await enforce(policy, "client", rule, clientKey(req));
}

/** Counts one request from a logged-in member; 429 with Retry-After when the member is over the policy's limit. */
export async function limitMember(policy: RateLimitPolicyName, userId: number): Promise<void> {
  const rule = RATE_LIMIT_POLICIES[policy].perMember;
  if (rule) await enforce(policy, "member", rule, String(userId));
}

/**
 * Counts one attempt on a subject (an e-mail address) under the policy's subject rules. A full client rule
 * answers 429; a full silent rule answers false, and the caller skips the work but answers as usual.
 */
export async function limitSubject(req: Request, policy: RateLimitPolicyName, subject: string): Promise<boolean> {
  const rules = RATE_LIMIT_POLICIES[policy].perSubject;
  if (!rules?.length) throw new Error(`Rate-limit policy ${policy} has no subject rule`);
  const hashed = subjectKey(subject);
  for (const rule of rules) {
    if (rule.scope === "clientAndSubject") await enforce(policy, "clientAndSubject", rule, `${clientKey(req)}:${hashed}`);
  }
  let allowed = true;
  for (const rule of rules) {
    if (rule.scope === "subject" && (await counter(`${policy}:subject`, rule).hit(hashed)).over) allowed = false;
  }
  return allowed;
}

/**
 * Counts one mail to a subject (an e-mail address) under the policy's silent rules only, for callers without a
 * request at hand. False when a rule is full: the caller skips the mail and answers as usual.
 */
export async function countSilentSubject(policy: RateLimitPolicyName, subject: string): Promise<boolean> {
  const rules = RATE_LIMIT_POLICIES[policy].perSubject?.filter((rule) => rule.scope === "subject") ?? [];
  if (!rules.length) throw new Error(`Rate-limit policy ${policy} has no silent subject rule`);
  const hashed = subjectKey(subject);
  let allowed = true;
  for (const rule of rules) {
    if ((await counter(`${policy}:subject`, rule).hit(hashed)).over) allowed = false;
  }
  return allowed;
}

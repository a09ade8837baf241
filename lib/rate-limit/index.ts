// Rate limits for route handlers: which store counts, and the check that turns a full bucket into a 429.
import "server-only";
import { createHash } from "node:crypto";
import Redis from "ioredis";
import { env } from "@/lib/env";
import { tooManyRequests } from "@/lib/errors";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { consume, type RateLimitRule } from "@/lib/rate-limit/limiter";
import { RATE_LIMIT_POLICIES, type RateLimitPolicyName } from "@/lib/rate-limit/policies";
import { MemoryStore, RedisStore, type RateLimitStore } from "@/lib/rate-limit/store";

export { RATE_LIMIT_POLICIES, type RateLimitPolicyName } from "@/lib/rate-limit/policies";

const globalForLimits = globalThis as unknown as { rateLimitStore?: RateLimitStore };

function storeFromEnv(): RateLimitStore {
  const url = env().REDIS_URL;
  if (!url) return new MemoryStore();
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000 });
  let lastLogged = 0;
  redis.on("error", (error: Error) => {
    // Reconnects are retried by ioredis; say so at most once a minute rather than on every attempt.
    if (Date.now() - lastLogged > 60_000) {
      lastLogged = Date.now();
      console.error(`[rate-limit] Redis error: ${error.message}`);
    }
  });
  return new RedisStore(redis);
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

function scaled(rule: RateLimitRule): RateLimitRule {
  return { limit: Math.max(1, Math.round(rule.limit * env().RATE_LIMIT_FACTOR)), windowMs: rule.windowMs };
}

/** Account names and addresses are hashed so no personal data sits in the counter store. */
function digest(value: string): string {
  return createHash("sha256").update(value.trim().toLowerCase()).digest("base64url").slice(0, 22);
}

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 sekund" : `${seconds} sekunder`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minut" : `${minutes} minuter`;
}

async function check(policy: RateLimitPolicyName, key: string, rule: RateLimitRule): Promise<void> {
  let decision;
  try {
    decision = await consume(getRateLimitStore(), `${policy}:${key}`, scaled(rule));
  } catch (error) {
    // A broken counter store must not take logins down with it: let the attempt through and say so.
    console.error(`[rate-limit] check failed for ${policy}, allowing the request`, error);
    return;
  }
  if (!decision.allowed) {
    const { message } = RATE_LIMIT_POLICIES[policy];
    throw tooManyRequests(decision.retryAfterSeconds, `${message} Vänta ${waitText(decision.retryAfterSeconds)} och försök igen.`);
  }
}

/** The client's key for a request (see client-ip.ts for when a header is believed). */
export function clientKey(req: Request): string {
  return clientIp(req.headers, env().TRUST_PROXY);
}

/** Counts one attempt from this client; 429 with Retry-After when the client is over the policy's limit. */
export async function limitClient(req: Request, policy: RateLimitPolicyName): Promise<void> {
  await check(policy, `ip:${clientKey(req)}`, RATE_LIMIT_POLICIES[policy].perIp);
}

/** Counts one attempt on an account or address (the username, the e-mail) under the policy's subject rule. */
export async function limitSubject(req: Request, policy: RateLimitPolicyName, subject: string): Promise<void> {
  const rule = RATE_LIMIT_POLICIES[policy].perSubject;
  if (!rule) throw new Error(`Rate-limit policy ${policy} has no subject rule`);
  const key = rule.subjectWithIp ? `sub:${digest(subject)}:${clientKey(req)}` : `sub:${digest(subject)}`;
  await check(policy, key, rule);
}

// What the handlers do when a dependency is down: answer 503 with Retry-After, log the outage calmly (once, then
// at most every 10 s, then when it is back), and tell the health check which dependency fails.
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { createOutageLog, type OutageLog } from "@/lib/log/outage-log";
import { databaseUnavailable } from "@/lib/outage/unavailable";
import { getRateLimitStore } from "@/lib/rate-limit";
import { storage } from "@/lib/storage";

export const serviceUnavailableMessage = "Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.";
/** Seconds a client is asked to wait; PostgreSQL restarts in a few, so this is short. */
export const RETRY_AFTER_SECONDS = 10;

export const serviceUnavailable = () =>
  new AppError({ code: "SERVICE_UNAVAILABLE", message: serviceUnavailableMessage, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });

const checkDatabase = () => db.$queryRaw`select 1`;

const globalForOutages = globalThis as unknown as { outageLog?: OutageLog };
/** One log per process (shared across hot reloads in development). */
export const outageLog: OutageLog = (globalForOutages.outageLog ??= createOutageLog({ probes: { database: checkDatabase } }));

/**
 * The error a handler should answer with: a 503 when the database could not be reached (the outage log hears
 * of it), otherwise the error as it was.
 */
export function whenUnavailable(error: unknown): unknown {
  const kind = databaseUnavailable(error);
  if (!kind) return error;
  outageLog.failed("database", kind);
  return serviceUnavailable();
}

export type DependencyState = "ok" | "down";
export type Health = { ok: boolean; dependencies: Record<string, DependencyState> };

/** Settles within `ms`, or rejects: a health check must not hang on a dependency that does not answer. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Asks each configured dependency once, in parallel: the database (`select 1`), Redis when REDIS_URL is set, the
 * bucket when S3 is configured (the local disk otherwise needs no asking).
 */
export async function checkHealth(timeoutMs = 2_000): Promise<Health> {
  const settings = env();
  const checks: Record<string, () => Promise<unknown>> = { database: checkDatabase };
  if (settings.REDIS_URL) checks.redis = () => getRateLimitStore().ping();
  if (settings.s3) checks.storage = () => storage().check();

  const entries = Object.entries(checks);
  const results = await Promise.allSettled(entries.map(([, check]) => within(timeoutMs, Promise.resolve().then(check))));
  const dependencies: Record<string, DependencyState> = {};
  results.forEach((result, i) => {
    dependencies[entries[i]![0]] = result.status === "fulfilled" ? "ok" : "down";
  });
  const names = Object.keys(dependencies);
  if (dependencies.database === "ok") outageLog.recovered("database");
  return { ok: names.every((name) => dependencies[name] === "ok"), dependencies };
}

// The login use case, under the login limits (lib/rate-limit/policies.ts, LOGIN_THROTTLE). Only failed logins
// count. A client that has failed too often, in all or on this username, is refused before the password is hashed;
// failures on a username from everywhere only slow its logins down, so nobody can keep a member out.
import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { authenticate, usernameKey, type AuthenticatedUser } from "@/lib/accounts/mutations";
import type { LoginInput } from "@/lib/accounts/schemas";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { counter, rateLimited, subjectKey, type Count } from "@/lib/rate-limit";
import { LOGIN_THROTTLE } from "@/lib/rate-limit/policies";

/** The wait before checking a password, after this many recent failures on the username from anywhere. */
export function loginDelayMs(failures: number, maxMs: number, factor = 1): number {
  const free = Math.round(LOGIN_THROTTLE.perUsername.freeFailures * factor);
  if (failures < free) return 0;
  // Capped before the power, so a long attack cannot overflow it into Infinity.
  const doublings = Math.min(failures - free, 30);
  return Math.min(maxMs, LOGIN_THROTTLE.perUsername.firstDelayMs * 2 ** doublings);
}

function counters() {
  // The username counter never refuses; its limit only has to be above any count it will see.
  const perUsername = { limit: 1_000_000_000, windowSeconds: LOGIN_THROTTLE.perUsername.windowSeconds };
  return {
    client: counter("login:failures:client", LOGIN_THROTTLE.perClient),
    pair: counter("login:failures:clientAndUsername", LOGIN_THROTTLE.perClientAndUsername),
    username: counter("login:failures:username", perUsername),
  };
}

function keys(client: string, username: string) {
  const name = subjectKey(usernameKey(username));
  return { name, pairKey: `${client}:${name}` };
}

/**
 * Refuses a client that has failed too often, in all or on this username; answers how many recent failures the
 * username has from anywhere. Passkey logins (lib/passkeys) go through the same counters.
 */
export async function assertLoginAllowed(client: string, username: string | null): Promise<number> {
  const { client: byClient, pair: byPair, username: byUsername } = counters();
  const { name, pairKey } = keys(client, username ?? "");
  const [clientCount, pairCount, usernameCount] = await Promise.all([
    byClient.peek(client),
    username === null ? null : byPair.peek(pairKey),
    username === null ? null : byUsername.peek(name),
  ]);
  const full = [clientCount, pairCount].filter((c) => c !== null && c.count >= c.limit) as Count[];
  if (full.length) throw rateLimited(LOGIN_THROTTLE.message, Math.max(...full.map((c) => c.retryAfterSeconds)));
  return usernameCount?.count ?? 0;
}

/** Counts one failed login from `client`, on `username` when one was named. */
export async function countLoginFailure(client: string, username: string | null): Promise<void> {
  const { client: byClient, pair: byPair, username: byUsername } = counters();
  if (username === null) return void (await byClient.hit(client));
  const { name, pairKey } = keys(client, username);
  await Promise.all([byClient.hit(client), byPair.hit(pairKey), byUsername.hit(name)]);
}

/** Forgets this client's failures on the username after a login that succeeded. */
export async function forgetLoginFailures(client: string, username: string): Promise<void> {
  await counters().pair.forget(keys(client, username).pairKey);
}

/** Checks the password of `input.username` for a login from `client` (its rate-limit key). */
export async function logIn(input: LoginInput, client: string): Promise<AuthenticatedUser> {
  const usernameFailures = await assertLoginAllowed(client, input.username);

  const { LOGIN_DELAY_MAX_MS, RATE_LIMIT_FACTOR } = env();
  const delay = loginDelayMs(usernameFailures, LOGIN_DELAY_MAX_MS, RATE_LIMIT_FACTOR);
  if (delay > 0) await sleep(delay);

  try {
    const user = await authenticate(input);
    await forgetLoginFailures(client, input.username);
    return user;
  } catch (error) {
    // 401 is a wrong username or password; a right password on a pending or suspended account is no guess.
    if (error instanceof AppError && error.status === 401) await countLoginFailure(client, input.username);
    throw error;
  }
}

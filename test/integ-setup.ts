// Integration tests talk to a real PostgreSQL: run them through `npm run test:integ`, which provides one.
// The test environment itself (secret, site address, upload folder) is set in vitest.config.ts; without
// DATABASE_URL the first query fails with lib/env.ts's message naming it.
import { afterAll, beforeEach } from "vitest";

// Each test counts rate limits in a fresh in-memory store: nothing carries over between tests, and a REDIS_URL
// in the environment is never written to. Tests of the Redis store build their own.
beforeEach(async () => {
  const [{ setRateLimitStore }, { MemoryStore }] = await Promise.all([import("@/lib/rate-limit"), import("@/lib/rate-limit/store")]);
  setRateLimitStore(new MemoryStore());
});

afterAll(async () => {
  const { db } = await import("@/lib/db");
  await db.$disconnect();
});

// Integration tests talk to a real PostgreSQL: run them through `npm run test:integ`, which provides one.
import { afterAll, beforeEach } from "vitest";

if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL is not set: run integration tests with `npm run test:integ`");
process.env.NEXTAUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
process.env.SITE_URL ??= "http://localhost:3000";
process.env.UPLOAD_DIR ??= ".data/test-uploads";

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

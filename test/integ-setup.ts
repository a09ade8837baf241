// Integration tests talk to a real PostgreSQL: run them through `npm run test:integ`, which provides one.
// The test environment itself (secret, site address, upload folder) is set in vitest.config.ts; without
// DATABASE_URL the first query fails with lib/env.ts's message naming it.
import { afterAll, beforeEach, inject } from "vitest";

// Files run side by side (vitest.config.ts, integ.maxWorkers): each worker has a database of its own, copied from
// the migrated one by test/integ-databases.ts, and an upload folder of its own, so one file's clean-up cannot empty
// another's tables or files. Set here, before a test file loads lib/env.ts or lib/db.ts; a file that sets its own
// (in vi.hoisted) still does so afterwards.
const slot = process.env.VITEST_POOL_ID ?? "1";
const ownDatabase = inject("integDatabases")[slot];
if (!ownDatabase) throw new Error(`No database for worker ${slot}: test/integ-databases.ts made ${Object.keys(inject("integDatabases")).length}`);
process.env.DATABASE_URL = ownDatabase;
process.env.UPLOAD_DIR = `.data/test-uploads/w${slot}`;

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

import { defineConfig } from "vitest/config";
import path from "node:path";
import { LongFilesFirst } from "./test/sequencer";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // `server-only` throws outside React's server bundle; tests run server code directly.
  "server-only": path.resolve(import.meta.dirname, "test/server-only-stub.ts"),
  // The page cache belongs to a running Next.js server; tests record what a write would expire instead.
  "next/cache": path.resolve(import.meta.dirname, "test/next-cache-stub.ts"),
};

/** How many integration files run at once: INTEG_WORKERS, else 2 (docs/decisions/225-integration-files-side-by-side.md). */
function integWorkers(): number {
  const given = process.env.INTEG_WORKERS;
  if (given === undefined || given === "") return 2;
  const workers = Number(given);
  if (!Number.isInteger(workers) || workers < 1 || workers > 32) {
    throw new Error(`INTEG_WORKERS must be a whole number from 1 to 32, not "${given}"`);
  }
  return workers;
}

/** With TEST_TIMES_DIR (scripts/run-stages.mjs), a JSON report beside the usual output, for the slowest tests. */
const timesDir = process.env.TEST_TIMES_DIR;

export default defineConfig({
  resolve: { alias },
  test: {
    // The integration files that take longest start first (test/sequencer.ts).
    sequence: { sequencer: LongFilesFirst },
    reporters: timesDir ? ["default", ["json", { outputFile: path.join(timesDir, "vitest.json") }]] : ["default"],
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["{lib,app,components,test}/**/*.test.{ts,tsx}", "scripts/**/*.test.mjs"],
          exclude: ["**/*.integ.test.{ts,tsx}", "node_modules/**"],
          environment: "node",
          // A young generation of fixed size (V8 otherwise grows it with the load) and a gc to call, so a test can
          // measure what a process keeps: lib/rate-limit/memory-bound.test.ts.
          execArgv: ["--expose-gc", "--max-semi-space-size=16"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integ",
          include: ["{lib,app,test}/**/*.integ.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["test/integ-setup.ts"],
          // Fixed, so a SITE_URL or UPLOAD_DIR in the developer's shell cannot change what the tests see
          // (test/integ-setup.ts then gives each worker its own folder, .data/test-uploads/w<slot>).
          env: {
            NEXTAUTH_SECRET: "integration-test-secret-0123456789abcdef",
            SITE_URL: "http://localhost:3000",
            UPLOAD_DIR: ".data/test-uploads",
            // Logins on a much-failed username wait at most this long, so tests of the slowdown stay fast.
            LOGIN_DELAY_MAX_MS: "20",
            // Test-only keys, so push and Resend's webhooks are switched on (lib/delivery).
            VAPID_PUBLIC_KEY: "BO3EZXKudP1-dOXJrcrNktytqHZefifYUlKcnhYCgloGwDoKFs14hjO-P7jNcmJ40OGqRoVXfgHCN9TPmqeQ6n4",
            VAPID_PRIVATE_KEY: "LVEeqi24G5jxZI3jOsItYxT1y8WrhY2166uYIYbYESM",
            VAPID_SUBJECT: "mailto:kontakt@fiskeganget.se",
            RESEND_WEBHOOK_SECRET: "whsec_md8l+lZRT5JadlD6+V2xKfPwXKT73iAv",
            // No test reaches SMHI: the conditions tests run a fake one and turn the lookups on themselves.
            CONDITIONS_LOOKUPS: "false",
          },
          // Files run side by side, each worker on its own copy of the database and its own upload folder
          // (test/integ-databases.ts, test/integ-setup.ts). INTEG_WORKERS=1 runs them one after another.
          globalSetup: ["test/integ-databases.ts"],
          maxWorkers: integWorkers(),
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});

import { defineConfig } from "vitest/config";
import path from "node:path";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // `server-only` throws outside React's server bundle; tests run server code directly.
  "server-only": path.resolve(import.meta.dirname, "test/server-only-stub.ts"),
  // The page cache belongs to a running Next.js server; tests record what a write would expire instead.
  "next/cache": path.resolve(import.meta.dirname, "test/next-cache-stub.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["{lib,app,components}/**/*.test.{ts,tsx}", "scripts/**/*.test.mjs"],
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
          // Fixed, so a SITE_URL or UPLOAD_DIR in the developer's shell cannot change what the tests see.
          env: {
            NEXTAUTH_SECRET: "integration-test-secret-0123456789abcdef",
            SITE_URL: "http://localhost:3000",
            UPLOAD_DIR: ".data/test-uploads",
            // Logins on a much-failed username wait at most this long, so tests of the slowdown stay fast.
            LOGIN_DELAY_MAX_MS: "20",
          },
          // One database: files run one after another so their clean-ups cannot collide.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});

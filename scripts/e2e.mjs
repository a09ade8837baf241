// Runs the Playwright specs in Debian's Chromium against the production site, served from a fresh copy of the
// shared test build (scripts/test-build.mjs: built here unless the last one is current). Expects DATABASE_URL of a
// freshly seeded database (run through scripts/with-db.mjs). Extra arguments go to `playwright test`.
// E2E_SKIP_BUILD=1 serves the last test build as it is, current or not.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import process from "node:process";
import { copyTestBuild, ensureTestBuild, TEST_SITE_PORT, testSiteUrl } from "./test-build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const site = testSiteUrl(TEST_SITE_PORT);
const env = {
  ...process.env,
  E2E_PORT: String(TEST_SITE_PORT),
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? randomBytes(32).toString("hex"),
  NEXTAUTH_URL: site,
  SITE_URL: site,
  UPLOAD_DIR: process.env.UPLOAD_DIR ?? ".data/e2e-uploads",
  NEXT_TELEMETRY_DISABLED: "1",
  // Every request of a worker comes from one client address (playwright.config.ts), so the limits are raised, not removed.
  RATE_LIMIT_FACTOR: process.env.RATE_LIMIT_FACTOR ?? "20",
  // The specs read mailed links from email_outbox; a production build without a mail provider refuses to send.
  MAIL_OUTBOX_ONLY: "true",
  // Notification mails gathered at once (no batching window) and a push key pair, so e2e/notification-settings.spec.ts
  // can turn push on and read a notification mail within the run. Test-only keys.
  NOTIFICATION_MAIL_WINDOW_MINUTES: "0",
  VAPID_PUBLIC_KEY: "BO3EZXKudP1-dOXJrcrNktytqHZefifYUlKcnhYCgloGwDoKFs14hjO-P7jNcmJ40OGqRoVXfgHCN9TPmqeQ6n4",
  VAPID_PRIVATE_KEY: "LVEeqi24G5jxZI3jOsItYxT1y8WrhY2166uYIYbYESM",
  // The stand-in push service of that spec (it never answers: no network).
  PUSH_SERVICE_HOSTS: "push.example.test",
};

if (!process.env.E2E_SKIP_BUILD) {
  const started = Date.now();
  console.log(`[e2e] ${await ensureTestBuild({ env })} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
// The server writes the pages it renders into the folder it runs from: a copy keeps the shared build pristine.
env.NEXT_DIST_DIR = copyTestBuild(path.join(".data", "e2e-run", "next"));
const result = spawnSync(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env,
  cwd: root,
});
process.exit(result.status ?? 1);

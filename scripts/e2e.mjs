// Builds the production site and runs the Playwright specs against it, in Debian's Chromium.
// Expects DATABASE_URL (run through scripts/with-db.mjs). Extra arguments go to `playwright test`.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import process from "node:process";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.E2E_PORT ?? "3100";
const env = {
  ...process.env,
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? randomBytes(32).toString("hex"),
  NEXTAUTH_URL: `http://127.0.0.1:${port}`,
  SITE_URL: `http://127.0.0.1:${port}`,
  UPLOAD_DIR: process.env.UPLOAD_DIR ?? ".data/e2e-uploads",
  NEXT_TELEMETRY_DISABLED: "1",
  // Every request of the run comes from one client key (no trusted proxy), so the limits are raised, not removed.
  RATE_LIMIT_FACTOR: process.env.RATE_LIMIT_FACTOR ?? "20",
  // The specs read mailed links from email_outbox; a production build without a mail provider refuses to send.
  MAIL_OUTBOX_ONLY: "true",
};

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env, cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.E2E_SKIP_BUILD) run(process.execPath, ["scripts/next-build.mjs"]);
run(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)]);

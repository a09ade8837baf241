import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./scripts/chromium-flags.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
const TRACE_MODES = ["off", "on", "retain-on-failure", "on-first-retry", "on-all-retries", "retain-on-first-failure"] as const;

function traceMode(value: string | undefined): (typeof TRACE_MODES)[number] {
  if (!value) return "on-first-retry";
  const mode = TRACE_MODES.find((known) => known === value);
  if (!mode) throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(", ")}, not "${value}"`);
  return mode;
}
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Spec files run on E2E_WORKERS workers, two by default: a test spends much of its time waiting on the server, a
 * timer or the other browser, and the second worker fills those waits (docs/decisions/291-a-faster-suite.md). No
 * spec depends on what another does: each makes its own members and catches, and reads only those. Each worker is
 * its own client to the site: the server trusts one proxy (TRUST_PROXY=1 below), so a worker's X-Forwarded-For is
 * the address its rate limits and render gate key on. Playwright sets TEST_PARALLEL_INDEX in each worker, which
 * reads this file again.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
const clientAddress = `127.0.1.${Number(process.env.TEST_PARALLEL_INDEX ?? 0) + 1}`;
/** The fake SMHI (scripts/fake-smhi.mjs) the site asks for weather; a spec switches its mode through POST /__mode. */
export const FAKE_SMHI_URL = `http://127.0.0.1:${port + 1000}`;

/**
 * Debian's Chromium in two builds (docs/decisions/311-the-headless-shell.md): the headless shell, the same engine
 * without the full browser's user interface, runs the specs in about three quarters of the time; the full browser
 * runs the specs that need what only it has, the Push API (the settings' "Slå på push").
 */
const FULL_BROWSER = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const HEADLESS_SHELL = process.env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
const FULL_BROWSER_SPECS = ["members.spec.ts", "notification-settings.spec.ts"];

function launchWith(executablePath: string) {
  return { executablePath, args: [...CHROMIUM_FLAGS] };
}

export default defineConfig({
  testDir: "e2e",
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? "test-results",
  fullyParallel: false,
  workers,
  // A failed test runs once more (E2E_RETRIES to change): two workers share two cores with the server and PostgreSQL,
  // and a test that then passes is named by the stage runner as one to make steady (scripts/test-times.mjs).
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // With TEST_TIMES_DIR (scripts/run-stages.mjs), a JSON report too: the runner lists the slowest tests from it.
  reporter: process.env.TEST_TIMES_DIR ? [["list"], ["json", { outputFile: `${process.env.TEST_TIMES_DIR}/playwright.json` }]] : [["list"]],
  use: {
    baseURL,
    // The API takes writes only from the site's own pages (lib/http.ts); the browser sends Origin by itself,
    // Playwright's request fixture does not.
    extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": clientAddress },
    locale: "sv-SE",
    timezoneId: "Europe/Stockholm",
    // The header's fish and bubbles swim for ever: every open page would draw frames on the shared 2 cores. The site
    // stops them for a reader who asks for less motion, and so do the specs (e2e/shell-targets.spec.ts checks both).
    reducedMotion: "reduce",
    // Recording a trace of every test costs about a fifth of the run on this 2-core machine (decision 220): a trace is
    // recorded when a failed test runs again; E2E_TRACE=retain-on-failure records them all again.
    trace: traceMode(process.env.E2E_TRACE),
    // The service worker answers pages from its caches and would hide requests from page.route(); only the offline
    // spec (e2e/offline.spec.ts) lets it run.
    serviceWorkers: "block",
  },
  projects: [
    { name: "chromium", testIgnore: FULL_BROWSER_SPECS, use: { ...devices["Desktop Chrome"], launchOptions: launchWith(HEADLESS_SHELL) } },
    { name: "chromium-full", testMatch: FULL_BROWSER_SPECS, use: { ...devices["Desktop Chrome"], launchOptions: launchWith(FULL_BROWSER) } },
  ],
  webServer: [
    {
      command: `node scripts/fake-smhi.mjs ${port + 1000}`,
      url: `${FAKE_SMHI_URL}/__stats`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      // scripts/e2e.mjs builds first; this serves the production build through the production server.
      command: `node scripts/server.mjs -p ${port} -H 127.0.0.1`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
      // TRUST_PROXY=1: the specs play the proxy too (X-Forwarded-Proto https); the server appends the real peer.
      env: {
        NEXTAUTH_URL: baseURL,
        SITE_URL: baseURL,
        MAIL_OUTBOX_ONLY: "true",
        TRUST_PROXY: "1",
        SMHI_METOBS_URL: `${FAKE_SMHI_URL}/metobs`,
        SMHI_FORECAST_URL: `${FAKE_SMHI_URL}/metfcst`,
        SMHI_TIMEOUT_MS: "2000",
      },
    },
  ],
});

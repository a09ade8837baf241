// The flags Debian's Chromium runs with for the end-to-end specs (playwright.config.ts) and the Lighthouse audits
// (scripts/lighthouse.mjs): headless, no sandbox (root in a container), no GPU, and none of the browser's own
// traffic (these machines reach no internet).
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// The e2e tests drive Debian's Chromium (Playwright cannot download browsers here). Installs it when missing
// and this runs as root with apt available; otherwise explains what to do.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import process from "node:process";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

const isRoot = process.getuid?.() === 0;
if (!isRoot || !existsSync("/usr/bin/apt-get")) {
  console.error(`Chromium not found at ${path}. Install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
console.log("Installing Chromium from Debian's packages for the e2e tests…");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [["update", "-qq"], ["install", "-y", "-qq", "chromium"]]) {
  const result = spawnSync("apt-get", args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}

// The browsers and proxy the tests run are Debian's packages: `node scripts/ensure-tool.mjs <name>` (a key below)
// installs one when it is missing and this runs as root with apt available; otherwise it explains what to do.
import { existsSync, writeFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import process from "node:process";

const TOOLS = {
  // Playwright cannot download its own browsers here.
  chromium: { path: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", override: "CHROMIUM_PATH", purpose: "the e2e tests" },
  // The same engine without the full browser's user interface: most specs run in it (playwright.config.ts).
  "chromium-headless-shell": {
    path: process.env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell",
    override: "HEADLESS_SHELL_PATH",
    purpose: "the e2e tests",
  },
  // The package would start a service of its own on port 80; the tests start nginx themselves.
  nginx: { path: process.env.NGINX_BIN ?? "/usr/sbin/nginx", override: "NGINX_BIN", purpose: "the several-app-servers test", noService: true },
};

const name = process.argv[2];
const tool = TOOLS[name];
if (!tool) {
  console.error(`usage: node scripts/ensure-tool.mjs ${Object.keys(TOOLS).join("|")}`);
  process.exit(2);
}
if (existsSync(tool.path)) process.exit(0);

if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) {
  console.error(`${name} not found at ${tool.path}. Install Debian's ${name} package (apt-get install ${name}) or set ${tool.override}.`);
  process.exit(1);
}
console.log(`Installing ${name} from Debian's packages for ${tool.purpose}…`);
// policy-rc.d answering 101 tells Debian's maintainer scripts not to start services.
const policy = "/usr/sbin/policy-rc.d";
const ownPolicy = tool.noService && !existsSync(policy);
if (ownPolicy) writeFileSync(policy, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
let failed = 0;
for (const args of [["update", "-qq"], ["install", "-y", "-qq", name]]) {
  const result = spawnSync("apt-get", args, { stdio: "inherit", env });
  if (result.status !== 0) {
    failed = result.status ?? 1;
    break;
  }
}
if (ownPolicy) rmSync(policy, { force: true });
if (failed) process.exit(failed);
if (!existsSync(tool.path)) {
  console.error(`apt-get finished but ${tool.path} is still missing.`);
  process.exit(1);
}

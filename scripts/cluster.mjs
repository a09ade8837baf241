// npm run start:cluster: one production server (scripts/server.mjs) per core on consecutive ports of 127.0.0.1,
// and nginx in front of them on PORT, with a configuration written from deploy/nginx/fiskeganget.conf.template.
// Everything stops on Ctrl-C / SIGTERM, and everything stops when any one of them dies, so a supervisor
// (systemd, a container runtime) sees the failure and restarts the whole set. Expects a finished `npm run build`.
//
// CLUSTER_PROCESSES (one per core) · PORT (3000) and HOSTNAME (0.0.0.0): where nginx listens ·
// CLUSTER_APP_PORT (PORT + 1): the first app server's port · CLUSTER_ACCESS_LOG (off, or a file for nginx's access log) · NGINX_BIN
// CLUSTER_MICRO_CACHE (on: nginx keeps visitors' pages for 1 s; off) · NGINX_BROTLI_MODULE (Debian's, when installed; off)
// CLUSTER_WORKERS (0: the app servers run the job queue's work too; N: N worker processes run it, the app servers none)
// nginx serves /_next/static and public/ from the build folder (NEXT_DIST_DIR, .next) itself, never asking an app server.
import "dotenv/config";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { findBrotliModule, findNginx, writeNginxConfig } from "./cluster/nginx.mjs";
import { readServerSettings } from "./server/site-handler.mjs";
import { assertPortFree, createSupervisor, waitForHttp } from "./cluster/processes.mjs";

const root = path.resolve(import.meta.dirname, "..");

function intFromEnv(name, fallback, min, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
    process.exit(2);
  }
  return value;
}

const processes = intFromEnv("CLUSTER_PROCESSES", os.availableParallelism(), 1, 64);
const workers = intFromEnv("CLUSTER_WORKERS", 0, 0, 16);
const port = intFromEnv("PORT", 3000, 1, 65535);
const host = process.env.HOSTNAME || "0.0.0.0";
const firstAppPort = intFromEnv("CLUSTER_APP_PORT", port + 1, 1, 65535 - processes);
const appPorts = Array.from({ length: processes }, (_, i) => firstAppPort + i);
if (appPorts.includes(port)) {
  console.error(`CLUSTER_APP_PORT ${firstAppPort} makes the app servers overlap nginx's port ${port}`);
  process.exit(2);
}

const warn = (lines) => console.warn(`\n${lines.map((line) => `[cluster] WARNING: ${line}`).join("\n")}\n`);

if (processes > 1 && !process.env.REDIS_URL) {
  warn([
    `${processes} app servers run without REDIS_URL. Each keeps its own rate-limit counts (a limit then lets`,
    `${processes} times as many attempts through) and its own page cache (a write renews the pages of the one`,
    "server that took it; the others serve the old page for up to an hour). Set REDIS_URL to a Redis all share.",
  ]);
}

// nginx is one proxy in front of the app servers; a balancer or CDN in front of nginx makes it 2 or more.
let trustProxy = process.env.TRUST_PROXY ?? "";
if (!/^[1-9]\d?$|^true$/.test(trustProxy.trim())) {
  if (trustProxy !== "") warn([`TRUST_PROXY=${trustProxy} ignored: the app servers sit behind this nginx, so they get TRUST_PROXY=1.`]);
  trustProxy = "1";
}

// On unless turned off: decision 133 weighs its second of staleness for visitors against what it saves.
const microCache = !/^(0|false|off|no)$/i.test(process.env.CLUSTER_MICRO_CACHE ?? "");
const brotliModule = findBrotliModule();
const nginx = findNginx();
if (!nginx) {
  console.error("nginx is not installed (Debian: apt-get install nginx), or set NGINX_BIN to its path.");
  process.exit(1);
}

let exiting = false;
const runtimeDir = mkdtempSync(path.join(os.tmpdir(), "fiskeganget-nginx-"));
const supervisor = createSupervisor({
  onUnexpectedExit: (child, what) => {
    console.error(`[cluster] ${child.processName} ${what}: stopping the others`);
    shutDown(1);
  },
});

async function shutDown(code) {
  if (exiting) return;
  exiting = true;
  await supervisor.stopAll();
  rmSync(runtimeDir, { recursive: true, force: true });
  process.exit(code);
}

for (const [signal, code] of [["SIGINT", 0], ["SIGTERM", 0], ["SIGHUP", 0]]) {
  process.on(signal, () => {
    console.log(`[cluster] ${signal}: stopping nginx and ${processes} app server${processes === 1 ? "" : "s"}`);
    shutDown(code);
  });
}

try {
  for (const p of [port, ...appPorts]) await assertPortFree(p, p === port ? host : "127.0.0.1");
  // With nginx's micro-cache in front the app servers keep none of their own: two would add their seconds up.
  const appEnv = { ...process.env, TRUST_PROXY: trustProxy, ...(microCache ? { PAGE_MICRO_CACHE_MS: "0" } : {}), ...(workers ? { JOBS: "off" } : {}) };
  for (let i = 0; i < workers; i++) {
    const tsx = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");
    supervisor.start(`worker-${i + 1}`, process.execPath, [tsx, "--conditions=react-server", path.join(root, "scripts", "jobs-worker.ts")], {
      env: process.env,
      cwd: root,
    });
  }
  appPorts.forEach((appPort, i) => {
    supervisor.start(`app-${i + 1}`, process.execPath, [path.join(root, "scripts", "server.mjs"), "-p", String(appPort), "-H", "127.0.0.1"], {
      env: appEnv,
      cwd: root,
    });
  });
  const alive = () => !exiting;
  await Promise.all(appPorts.map((appPort) => waitForHttp(`http://127.0.0.1:${appPort}/api/health`, { alive })));

  const config = writeNginxConfig({
    listen: host === "0.0.0.0" ? String(port) : `${host.includes(":") ? `[${host}]` : host}:${port}`,
    appPorts,
    runtimeDir,
    // A file, not /dev/stdout: the output nginx gets here is a socket (from Node, or from journald), which it cannot open.
    accessLog: process.env.CLUSTER_ACCESS_LOG || "off",
    distDir: process.env.NEXT_DIST_DIR || ".next",
    siteIsHttps: readServerSettings().siteIsHttps,
    microCache,
    brotliModule,
  });
  // SIGQUIT lets nginx finish the requests it has started.
  supervisor.start("nginx", nginx, ["-c", config, "-p", runtimeDir], { stopSignal: "SIGQUIT" });
  const local = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  await waitForHttp(`http://${local.includes(":") ? `[${local}]` : local}:${port}/api/health`, { alive, seconds: 30 });
  console.log(`[cluster] nginx on http://${host}:${port} → app servers on 127.0.0.1:${appPorts.join(", ")} (TRUST_PROXY=${trustProxy})`);
  console.log(`[cluster] background jobs: ${workers ? `${workers} worker process${workers === 1 ? "" : "es"} (npm run worker)` : "in the app servers"}`);
  console.log(
    `[cluster] nginx serves /_next/static and public/ from disk (gzip${brotliModule ? " and brotli" : ""} copies); ` +
      `micro-cache of visitors' pages ${microCache ? "on (1 s)" : "off"}`,
  );
} catch (error) {
  console.error(`[cluster] ${error.message}`);
  await shutDown(1);
}

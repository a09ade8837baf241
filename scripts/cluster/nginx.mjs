// Writes an nginx configuration for N app ports from deploy/nginx/fiskeganget.conf.template and finds the nginx
// binary. Used by scripts/cluster.mjs, scripts/cluster-test.mjs and the bench.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";

const root = path.resolve(import.meta.dirname, "../..");
export const NGINX_TEMPLATE = path.join(root, "deploy", "nginx", "fiskeganget.conf.template");

/** The nginx binary: NGINX_BIN, Debian's /usr/sbin/nginx, or the first on PATH; null when there is none. */
export function findNginx(environment = process.env) {
  if (environment.NGINX_BIN) return environment.NGINX_BIN;
  if (existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx";
  const found = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

/**
 * The configuration text for app servers on `appPorts` of `appHost`, nginx listening on `listen` ("3000" or
 * "0.0.0.0:80"). `runtimeDir` holds the pid file and the temp folders.
 */
export function renderNginxConfig({ listen, appPorts, appHost = "127.0.0.1", runtimeDir, workerProcesses = "auto", accessLog = "off" }) {
  if (!appPorts.length) throw new Error("nginx needs at least one app server port");
  const fields = {
    listen: String(listen),
    upstream_servers: appPorts.map((port) => `    server ${appHost}:${port} max_fails=1 fail_timeout=5s;`).join("\n"),
    runtime_dir: runtimeDir,
    worker_processes: String(workerProcesses),
    access_log: accessLog,
  };
  return readFileSync(NGINX_TEMPLATE, "utf8").replace(/\{\{(\w+)\}\}/g, (whole, name) => {
    if (!(name in fields)) throw new Error(`${path.relative(root, NGINX_TEMPLATE)} names an unknown field ${whole}`);
    return fields[name];
  });
}

/** Writes the configuration into `runtimeDir/nginx.conf` and answers its path. */
export function writeNginxConfig(options) {
  mkdirSync(options.runtimeDir, { recursive: true });
  // Started as root, nginx's workers run as an unprivileged user that must reach the temp folders inside.
  chmodSync(options.runtimeDir, 0o755);
  const file = path.join(options.runtimeDir, "nginx.conf");
  writeFileSync(file, renderNginxConfig(options));
  return file;
}

// Writes an nginx configuration for N app ports from deploy/nginx/fiskeganget.conf.template and finds the nginx
// binary and Debian's brotli module. Used by scripts/cluster.mjs, scripts/cluster-test.mjs and the bench.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import {
  CONTENT_TYPES,
  FRESH_WRITE_COOKIE,
  HSTS,
  IMMUTABLE,
  MEMBER_COOKIES,
  MEMBER_OWN_PAGES,
  MICRO_CACHE_SECONDS,
  REVALIDATE,
  ROUTER_HEADERS,
  SECURITY_HEADERS,
  SHAREABLE_CACHE_CONTROL,
} from "../../lib/edge-policy.mjs";
import { PUBLIC_COPY_DIR } from "../build/precompress.mjs";

const root = path.resolve(import.meta.dirname, "../..");
export const NGINX_TEMPLATE = path.join(root, "deploy", "nginx", "fiskeganget.conf.template");
/** Where Debian's libnginx-mod-http-brotli-static puts its module. */
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** The nginx binary: NGINX_BIN, Debian's /usr/sbin/nginx, or the first on PATH; null when there is none. */
export function findNginx(environment = process.env) {
  if (environment.NGINX_BIN) return environment.NGINX_BIN;
  if (existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx";
  const found = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

/** The brotli_static module's file when it is installed (NGINX_BROTLI_MODULE to point elsewhere, or "off"), else null. */
export function findBrotliModule(environment = process.env) {
  const configured = environment.NGINX_BROTLI_MODULE;
  if (configured === "off") return null;
  const file = configured || BROTLI_STATIC_MODULE;
  return existsSync(file) ? file : null;
}

/** The build's folders nginx serves from disk: <distDir>/static and the build's copy of public/. */
export function staticFolders(distDir) {
  const build = path.resolve(root, distDir);
  return { staticDir: path.join(build, "static"), publicDir: path.join(build, PUBLIC_COPY_DIR) };
}

/** PCRE for an exact text inside an nginx regular expression. */
const pcre = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The edge policy's parts, written as nginx configuration (lib/edge-policy.mjs is the one statement of them). */
export function policyFields() {
  const byType = new Map();
  for (const [extension, type] of Object.entries(CONTENT_TYPES)) {
    const bare = type.replace(/;\s*charset=.*$/i, "");
    byType.set(bare, [...(byType.get(bare) ?? []), extension.slice(1)]);
  }
  const { any, none } = SHAREABLE_CACHE_CONTROL;
  const word = (w) => (w.endsWith("=") ? `\\b${pcre(w)}\\d` : `\\b${pcre(w)}\\b`);
  return {
    types: [...byType].map(([type, extensions]) => `    ${type} ${extensions.join(" ")};`).join("\n"),
    hsts_value: HSTS,
    fresh_write_cookie: pcre(FRESH_WRITE_COOKIE),
    // The pages are patterns already, written to read alike in PCRE and JavaScript.
    member_own: `^(?:${MEMBER_OWN_PAGES.join("|")})\\|(?:.*;)?\\s*(?:${MEMBER_COOKIES.map(pcre).join("|")})=`,
    router_headers: ROUTER_HEADERS.map((name) => `$http_${name.replaceAll("-", "_")}`).join(""),
    shareable: `~*^(?!.*(${none.map(word).join("|")})).*(${any.map(word).join("|")})`,
    immutable: IMMUTABLE,
    revalidate: REVALIDATE,
    micro_cache_seconds: String(MICRO_CACHE_SECONDS),
  };
}

const quoted = (value) => `"${String(value).replace(/["\\]/g, "\\$&")}"`;

/**
 * The configuration text for app servers on `appPorts` of `appHost`, nginx listening on `listen` ("3000" or
 * "0.0.0.0:80"). `runtimeDir` holds the pid file, the temp folders and the micro-cache; `distDir` is the build
 * whose static files nginx serves itself; `siteIsHttps` adds HSTS to them; `microCache` turns on the 1 s cache of
 * visitors' pages; `brotliModule` is the module file to load (findBrotliModule()) or null.
 */
export function renderNginxConfig({
  listen,
  appPorts,
  appHost = "127.0.0.1",
  runtimeDir,
  distDir = process.env.NEXT_DIST_DIR || ".next",
  siteIsHttps = false,
  microCache = false,
  brotliModule = null,
  workerProcesses = "auto",
  accessLog = "off",
}) {
  if (!appPorts.length) throw new Error("nginx needs at least one app server port");
  const { staticDir, publicDir } = staticFolders(distDir);
  const headers = [...SECURITY_HEADERS.map(({ key, value }) => `add_header ${key} ${quoted(value)};`), "add_header Strict-Transport-Security $fiskeganget_hsts;"];
  const fields = {
    ...policyFields(),
    listen: String(listen),
    upstream_servers: appPorts.map((port) => `    server ${appHost}:${port} max_fails=1 fail_timeout=5s;`).join("\n"),
    runtime_dir: runtimeDir,
    worker_processes: String(workerProcesses),
    access_log: accessLog,
    static_dir: quoted(staticDir).slice(1, -1),
    public_dir: quoted(publicDir).slice(1, -1),
    hsts: siteIsHttps ? HSTS : "",
    page_cache: microCache ? "fiskeganget_pages" : "off",
    brotli_module: brotliModule ? `load_module ${brotliModule};` : "# (not installed: gzip_static only)",
    brotli_static: brotliModule ? "brotli_static on;" : "# brotli_static: module not installed",
    security_headers: headers.map((line) => `      ${line}`).join("\n"),
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

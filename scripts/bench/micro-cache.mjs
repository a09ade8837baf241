// npm run bench:micro-cache: visitors' `/` and `/reports` through nginx with and without its 1 s micro-cache, in
// one run: BENCH_PROCESSES app servers (scripts/server.mjs, TRUST_PROXY=1) behind two nginx instances with the
// configuration of `npm run start:cluster`, one with the micro-cache and one without, measured in turns with a
// browser's Accept-Encoding. Also a /_next/static CSS file, which nginx serves from disk in both. Seeds and builds as
// `npm run bench` does. Writes bench/results/micro-cache.json.
//
// BENCH_PROCESSES (2) · BENCH_SECONDS (10) · BENCH_CONNECTIONS (10) · BENCH_ROUNDS (2) · BENCH_SKIP_BUILD=1
// BENCH_SITE_PORT (3200: nginx without the cache; the next port: nginx with it) · BENCH_APP_PORT (3210)
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import autocannon from "autocannon";
import { findBrotliModule, findNginx, writeNginxConfig } from "../cluster/nginx.mjs";
import { assertPortFree, createProcesses } from "./processes.mjs";
import { findStaticFile, intFromEnv, machine, siteEnv } from "./prepare.mjs";
import { seedLarge } from "./seed-large.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const resultsDir = path.join(root, "bench", "results");
const logDir = path.join(resultsDir, "logs");

const PLAIN_PORT = intFromEnv("BENCH_SITE_PORT", 3200, 1, 65534);
const CACHED_PORT = PLAIN_PORT + 1;
const APP_PORT = intFromEnv("BENCH_APP_PORT", 3210, 1, 65535);
const PROCESSES = intFromEnv("BENCH_PROCESSES", 2, 1, 16);
const DURATION = intFromEnv("BENCH_SECONDS", 10, 1, 600);
const CONNECTIONS = intFromEnv("BENCH_CONNECTIONS", 10, 1, 1000);
const ROUNDS = intFromEnv("BENCH_ROUNDS", 2, 1, 10);
const WARMUP = 2;
const APP_PORTS = Array.from({ length: PROCESSES }, (_, i) => APP_PORT + i);
const ENCODING = "gzip, deflate, br";
const SITE = `http://127.0.0.1:${PLAIN_PORT}`;

// The app servers keep no micro-cache of their own: this measures nginx's.
const env = siteEnv(SITE, { TRUST_PROXY: "1", PAGE_MICRO_CACHE_MS: "0" });
const { start, stopAll, assertAllRunning, waitFor, build, isStopping } = createProcesses({ root, logDir, env });

async function measure(url) {
  const options = { url, connections: CONNECTIONS, headers: { "accept-encoding": ENCODING } };
  await autocannon({ ...options, duration: WARMUP });
  const r = await autocannon({ ...options, duration: DURATION });
  assertAllRunning();
  return {
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    bytesPerAnswer: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    loadAfter: Number(os.loadavg()[0].toFixed(2)),
  };
}

function startNginx(name, port, microCache) {
  const runtimeDir = path.join(resultsDir, `nginx-${name}`);
  rmSync(runtimeDir, { recursive: true, force: true });
  const config = writeNginxConfig({
    listen: `127.0.0.1:${port}`,
    appPorts: APP_PORTS,
    runtimeDir,
    workerProcesses: 1,
    microCache,
    brotliModule: findBrotliModule(),
  });
  start(`nginx-${name}`, ["-c", config, "-p", runtimeDir], findNginx());
}

async function main() {
  if (!findNginx()) throw new Error("nginx is not installed (Debian: apt-get install nginx), or set NGINX_BIN");
  const info = machine();
  for (const port of [PLAIN_PORT, CACHED_PORT, ...APP_PORTS]) await assertPortFree(port);
  rmSync(logDir, { recursive: true, force: true });
  await seedLarge(process.env.DATABASE_URL);
  if (!process.env.BENCH_SKIP_BUILD) await build();
  if (isStopping()) return;

  APP_PORTS.forEach((port, i) => start(`site-${i + 1}`, [path.join("scripts", "server.mjs"), "-p", String(port), "-H", "127.0.0.1"]));
  await Promise.all(APP_PORTS.map((port) => waitFor(`http://127.0.0.1:${port}/api/health`)));
  startNginx("plain", PLAIN_PORT, false);
  startNginx("cached", CACHED_PORT, true);
  await Promise.all([PLAIN_PORT, CACHED_PORT].map((port) => waitFor(`http://127.0.0.1:${port}/api/health`)));

  const staticFile = await findStaticFile(SITE);
  const targets = ["/", "/reports", staticFile];
  const rows = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of targets) {
      for (const [proxy, port] of [["nginx", PLAIN_PORT], ["nginx + micro-cache", CACHED_PORT]]) {
        const result = await measure(`http://127.0.0.1:${port}${target}`);
        const row = { round, target: target === staticFile ? "static CSS" : target, proxy, ...result };
        rows.push(row);
        console.log(`[bench] round ${round} ${row.target.padEnd(10)} ${proxy.padEnd(20)} ${String(row.rps).padStart(6)} req/s  p99 ${row.p99} ms  non-2xx ${row.non2xx}  ${row.bytesPerAnswer} B/answer  load ${row.loadAfter}`);
      }
    }
  }

  console.log(`\n${info.cpus} × ${info.cpuModel}, ${info.totalMemoryGB} GB, Node ${info.node}, load at start ${info.loadAverageAtStart.join(" ")}`);
  console.log(`${PROCESSES} app servers, nginx 1 worker, ${CONNECTIONS} connections, ${WARMUP} s + ${DURATION} s, Accept-Encoding: ${ENCODING}\n`);
  console.log("| target | nginx req/s (p99 ms) | + micro-cache req/s (p99 ms) | gain |");
  console.log("|---|---:|---:|---:|");
  for (const target of ["/", "/reports", "static CSS"]) {
    const mean = (proxy, key) => {
      const values = rows.filter((r) => r.target === target && r.proxy === proxy).map((r) => r[key]);
      return Math.round(values.reduce((a, b) => a + b, 0) / values.length);
    };
    const plain = mean("nginx", "rps");
    const cached = mean("nginx + micro-cache", "rps");
    console.log(`| ${target} | ${plain} (${mean("nginx", "p99")}) | ${cached} (${mean("nginx + micro-cache", "p99")}) | ${(cached / plain).toFixed(2)}× |`);
  }
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, "micro-cache.json"),
    JSON.stringify({ machine: info, processes: PROCESSES, connections: CONNECTIONS, seconds: DURATION, acceptEncoding: ENCODING, loadAtEnd: os.loadavg(), rows }, null, 2),
  );
}

try {
  await main();
} catch (error) {
  console.error(`[bench] ${error.message}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}

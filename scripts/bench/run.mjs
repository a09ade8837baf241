// npm run bench: seeds 100k reports / 10k members, builds and starts the production site, and measures the home
// page, /reports and GET /api/reports with autocannon next to a bare node:http + pg server doing the same
// queries. Prints requests/s, p99 latency and the ratio; writes bench/results/latest.json.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import autocannon from "autocannon";
import { seedLarge, MEMBERS, REPORTS } from "./seed-large.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 3200);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3201);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGETS = ["/", "/reports", "/api/reports"];

const env = {
  ...process.env,
  NODE_ENV: "production",
  NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
  NEXTAUTH_URL: `http://127.0.0.1:${SITE_PORT}`,
  SITE_URL: `http://127.0.0.1:${SITE_PORT}`,
  NEXT_TELEMETRY_DISABLED: "1",
};
const children = [];

function start(args, name) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "inherit"], detached: true });
  child.stdout.on("data", () => {});
  child.on("exit", (code) => code && console.error(`[bench] ${name} exited with ${code}`));
  children.push(child);
  return child;
}

async function waitFor(url, seconds = 60) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

async function measure(port, target) {
  const url = `http://127.0.0.1:${port}${target}`;
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}
process.on("SIGINT", () => {
  stopAll();
  process.exit(130);
});

async function main() {
  await seedLarge(process.env.DATABASE_URL);
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log("[bench] building the site…");
    const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { cwd: root, env, stdio: "inherit" });
    if (build.status !== 0) throw new Error("next build failed");
  }
  start(["node_modules/next/dist/bin/next", "start", "-p", String(SITE_PORT), "-H", "127.0.0.1"], "site");
  start([path.join("scripts", "bench", "bare-server.mjs"), String(BARE_PORT)], "bare server");
  await Promise.all([waitFor(`http://127.0.0.1:${SITE_PORT}/api/health`), waitFor(`http://127.0.0.1:${BARE_PORT}/api/reports`)]);

  const rows = [];
  for (const target of TARGETS) {
    const site = await measure(SITE_PORT, target);
    const bare = await measure(BARE_PORT, target);
    rows.push({ target, site, bare, ratio: Number((site.rps / bare.rps).toFixed(2)) });
  }

  console.log(`\n${REPORTS} reports, ${MEMBERS} members, ${CONNECTIONS} connections, ${DURATION} s per run\n`);
  console.log("| page | site req/s | site p99 ms | bare req/s | bare p99 ms | site/bare |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(`| ${r.target} | ${r.site.rps} | ${r.site.p99} | ${r.bare.rps} | ${r.bare.p99} | ${r.ratio} |`);
  }
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  writeFileSync(
    path.join(root, "bench", "results", "latest.json"),
    JSON.stringify({ at: new Date().toISOString(), reports: REPORTS, members: MEMBERS, connections: CONNECTIONS, seconds: DURATION, rows }, null, 2),
  );
}

main()
  .catch((error) => {
    console.error(`[bench] ${error.message}`);
    process.exitCode = 1;
  })
  .finally(stopAll);

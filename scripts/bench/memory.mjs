// npm run bench:memory: does the production server's memory settle under a long mixed load? Seeds the bench
// database (100k reports), starts one `scripts/server.mjs`, and for BENCH_MEMORY_MINUTES (10) keeps it busy as a
// site is: visitors reading pages and the API across every report (so the page, compressed-page and last-good
// caches meet far more pages than they may keep), a member listing and liking, and a member posting catches.
// The server's RSS is read from /proc every 5 s; the budget is RSS at the end ≤ 1.15 × RSS after the first minute.
// Right after each of those two RSS readings the server's live memory is read too, after a full garbage collection
// (through the inspector on BENCH_INSPECT_PORT): whether what grew is alive or only not yet collected or returned.
// Prints both, with the machine, and writes bench/results/memory.json.
//
// BENCH_MEMORY_MINUTES (10) · BENCH_SKIP_BUILD=1 reuses the last build · BENCH_SITE_PORT (3200) ·
// BENCH_INSPECT_PORT (3209)
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import autocannon from "autocannon";
import { connectInspector } from "./heap.mjs";
import { assertPortFree, createProcesses } from "./processes.mjs";
import { intFromEnv, logIn, machine, siteEnv } from "./prepare.mjs";
import { seedLarge, REPORTS } from "./seed-large.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const resultsDir = path.join(root, "bench", "results");
const PORT = intFromEnv("BENCH_SITE_PORT", 3200, 1, 65535);
const MINUTES = intFromEnv("BENCH_MEMORY_MINUTES", 10, 2, 120);
const INSPECT_PORT = intFromEnv("BENCH_INSPECT_PORT", 3209, 1, 65535);
const SITE = `http://127.0.0.1:${PORT}`;
const BUDGET = 1.15;
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

const env = siteEnv(SITE, { RATE_LIMIT_FACTOR: "1000" });
const { start, stopAll, waitFor, build, isStopping } = createProcesses({ root, logDir: path.join(resultsDir, "logs"), env });

/** Resident set size of a process in MB, from /proc (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
  return Math.round(kb / 102.4) / 10;
}

const randomReport = () => 1 + Math.floor(Math.random() * REPORTS);

/** A multipart body for POST /api/reports, as the report form sends it (no photo). */
function reportForm() {
  const boundary = `----fiskeganget${randomBytes(8).toString("hex")}`;
  const fields = { fish: "Abborre", weight: "0.4", length: "28", location: "Minnessjön" };
  const body =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("") + `--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function load(cookie, seconds) {
  const common = { url: SITE, duration: seconds, headers: BROWSER };
  const visitorPaths = ["/", "/reports", "/news", "/about", "/api/reports", null];
  let n = 0;
  const visitors = autocannon({
    ...common,
    connections: 6,
    requests: [
      {
        setupRequest: (request) => {
          const fixed = visitorPaths[n++ % visitorPaths.length];
          return { ...request, path: fixed ?? `/reports/${randomReport()}` };
        },
      },
    ],
  });
  const member = autocannon({
    ...common,
    connections: 2,
    headers: { ...BROWSER, cookie, origin: SITE },
    requests: [
      { method: "GET", path: "/api/reports" },
      { setupRequest: (request) => ({ ...request, method: "POST", path: `/api/likes/reports/${randomReport()}` }) },
    ],
  });
  const form = reportForm();
  const poster = autocannon({
    ...common,
    connections: 1,
    headers: { ...BROWSER, cookie, origin: SITE, "content-type": form.contentType },
    requests: [{ method: "POST", path: "/api/reports", body: form.body }],
  });
  return Promise.all([visitors, member, poster]);
}

const describeLive = (live) =>
  `heap ${live.heapUsedMb} MB of ${live.heapTotalMb}, external ${live.externalMb} MB (array buffers ${live.arrayBuffersMb}), RSS ${live.rssMb} MB`;

async function main() {
  const info = machine();
  await assertPortFree(PORT);
  await assertPortFree(INSPECT_PORT);
  await seedLarge(process.env.DATABASE_URL);
  if (!process.env.BENCH_SKIP_BUILD) await build();
  if (isStopping()) return;
  const server = start("memory-site", [
    `--inspect=127.0.0.1:${INSPECT_PORT}`,
    path.join("scripts", "server.mjs"),
    "-p",
    String(PORT),
    "-H",
    "127.0.0.1",
  ]);
  await waitFor(`${SITE}/api/health`);
  const cookie = await logIn(SITE, [PORT]);
  const inspector = await connectInspector(INSPECT_PORT);

  const samples = [];
  const startedAt = Date.now();
  const sampler = setInterval(() => samples.push({ at: Math.round((Date.now() - startedAt) / 1000), rssMb: rssMb(server.pid) }), 5000);
  console.log(`[bench:memory] ${MINUTES} min of mixed load on ${SITE}, RSS at start ${rssMb(server.pid)} MB`);
  // Just after the sample at 60 s, so the collection it forces does not move the RSS the budget compares.
  let liveAfterFirstMinute = null;
  const firstReading = new Promise((resolve) => setTimeout(resolve, 62_000)).then(async () => {
    liveAfterFirstMinute = await inspector.liveMemory();
  });
  const results = await load(cookie, MINUTES * 60);
  clearInterval(sampler);
  samples.push({ at: Math.round((Date.now() - startedAt) / 1000), rssMb: rssMb(server.pid) });
  await firstReading;
  const liveAtEnd = await inspector.liveMemory();
  inspector.close();

  const firstMinute = samples.find((s) => s.at >= 60) ?? samples[0];
  const last = samples[samples.length - 1];
  const peak = Math.max(...samples.map((s) => s.rssMb));
  const growth = Number((last.rssMb / firstMinute.rssMb).toFixed(3));
  const [visitors, member, poster] = results.map((r) => ({ requests: r.requests.total, rps: Math.round(r.requests.average), p99: r.latency.p99, non2xx: r.non2xx }));
  const lines = [
    `Machine: ${info.cpus} × ${info.cpuModel}, ${info.totalMemoryGB} GB, Node ${info.node}`,
    `Load: visitors ${visitors.requests} requests (${visitors.rps} req/s, p99 ${visitors.p99} ms, ${visitors.non2xx} non-2xx), ` +
      `member list and likes ${member.requests} (${member.non2xx} non-2xx), posts ${poster.requests} (${poster.non2xx} non-2xx)`,
    `RSS after the first minute ${firstMinute.rssMb} MB, at the end (${MINUTES} min) ${last.rssMb} MB, peak ${peak} MB: ${growth}×`,
    `Alive after a full collection: after the first minute ${describeLive(liveAfterFirstMinute)}; at the end ${describeLive(liveAtEnd)}`,
    `${growth <= BUDGET ? "PASS" : "MISS"}  RSS at the end ≤ ${BUDGET} × after the first minute`,
  ];
  console.log(lines.join("\n"));
  mkdirSync(resultsDir, { recursive: true });
  const result = { info, minutes: MINUTES, samples, firstMinute, last, peak, growth, liveAfterFirstMinute, liveAtEnd, visitors, member, poster };
  writeFileSync(path.join(resultsDir, "memory.json"), JSON.stringify(result, null, 2));
  if (growth > BUDGET) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(`[bench:memory] ${error.stack ?? error}`);
    process.exitCode = 1;
  })
  .finally(() => stopAll());

// npm run bench:processes: the bench (scripts/bench/run.mjs) once per process count, by default 1 and 2 on `/` and
// `GET /api/reports`, then one table of req/s and p99 per count, visitor and member, with each count's req/s
// as a multiple of one process's. Builds once; the later runs reuse that build. Writes bench/results/processes.json.
//
// BENCH_PROCESS_COUNTS (1,2) · BENCH_PROXY (forwarder, or nginx) · BENCH_ONLY (/,/api/reports) · and run.mjs's settings
import { spawn } from "node:child_process";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";

const root = path.resolve(import.meta.dirname, "../..");
const resultsDir = path.join(root, "bench", "results");

const counts = (process.env.BENCH_PROCESS_COUNTS || "1,2").split(",").map((s) => Number(s.trim()));
if (!counts.length || counts.some((n) => !Number.isInteger(n) || n < 1 || n > 16) || counts[0] !== 1) {
  console.error(`BENCH_PROCESS_COUNTS must list whole numbers from 1 to 16 starting with 1, not "${process.env.BENCH_PROCESS_COUNTS}"`);
  process.exit(2);
}

let current = null;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    // run.mjs stops its servers on the same signal; wait for it, then leave.
    if (current) current.kill(signal);
    else process.exit(130);
  });
}

function runBench(processes, skipBuild) {
  const env = { ...process.env, BENCH_PROCESSES: String(processes), BENCH_ONLY: process.env.BENCH_ONLY || "/,/api/reports" };
  if (skipBuild) env.BENCH_SKIP_BUILD = "1";
  console.log(`\n[bench:processes] ${processes} process${processes === 1 ? "" : "es"}`);
  current = spawn(process.execPath, [path.join(root, "scripts", "bench", "run.mjs")], { cwd: root, env, stdio: "inherit" });
  return new Promise((resolve, reject) => {
    current.on("exit", (code, signal) => {
      current = null;
      if (code === 0) resolve();
      else reject(new Error(`the bench with ${processes} process(es) failed (${signal ?? code})`));
    });
  });
}

const runs = [];
try {
  for (const [i, processes] of counts.entries()) {
    await runBench(processes, Boolean(process.env.BENCH_SKIP_BUILD) || i > 0);
    const file = path.join(resultsDir, `processes-${processes}.json`);
    copyFileSync(path.join(resultsDir, "latest.json"), file);
    runs.push(JSON.parse(readFileSync(file, "utf8")));
  }
} catch (error) {
  console.error(`[bench:processes] ${error.message}`);
  process.exit(1);
}

const [one] = runs;
const key = (row) => `${row.kind === "static" ? "static" : row.target}|${row.as}`;
const rows = one.rows
  .filter((row) => row.kind !== "bare")
  .map((row) => {
  const byCount = runs.map((run) => run.rows.find((r) => key(r) === key(row)) ?? null);
  return {
    target: row.kind === "static" ? `static ${row.target}` : row.target,
    as: row.as,
    perCount: byCount.map((r, i) => ({ processes: counts[i], rps: r?.rps ?? null, p99: r?.p99 ?? null, non2xx: r?.non2xx ?? null, loadAfter: r?.loadAfter ?? null })),
  };
});

const lines = [];
lines.push(`Machine: ${one.machine.cpus} × ${one.machine.cpuModel}, ${one.machine.totalMemoryGB} GB, Node ${one.machine.node}`);
lines.push(
  `${one.connections} connections, ${one.warmupSeconds} s warm-up + ${one.seconds} s per row; several processes behind ${runs[1]?.proxy ?? "–"}; ` +
    `load average at start of each run: ${runs.map((run, i) => `${counts[i]}p ${run.machine.loadAverageAtStart[0]}`).join(", ")}`,
);
lines.push("");
const header = counts.map((n) => `${n} × req/s (p99 ms)`).join(" | ");
const ratios = counts.slice(1).map((n) => `×${n} vs 1`).join(" | ");
lines.push(`| target | as | ${header} | ${ratios} |`);
lines.push(`|---|---|${counts.map(() => "---:").join("|")}|${counts.slice(1).map(() => "---:").join("|")}|`);
for (const row of rows) {
  const cells = row.perCount.map((c) => (c.rps === null ? "–" : `${c.rps} (${c.p99})${c.non2xx ? ` ${c.non2xx} non-2xx` : ""}`));
  const base = row.perCount[0].rps;
  const multiples = row.perCount.slice(1).map((c) => (base && c.rps ? (c.rps / base).toFixed(2) : "–"));
  lines.push(`| ${row.target} | ${row.as} | ${cells.join(" | ")} | ${multiples.join(" | ")} |`);
}
console.log(`\n${lines.join("\n")}\n`);
writeFileSync(path.join(resultsDir, "processes.json"), JSON.stringify({ at: new Date().toISOString(), counts, rows }, null, 2));
console.log("[bench:processes] wrote bench/results/processes.json");

// `npm test` (npm run validate): runs the suite's stages one after the other, stops at the first that fails, and
// prints how long each took, also when one failed. `node scripts/run-stages.mjs [stage…]` runs only those named
// (npm scripts, in the order given).
import { spawnSync } from "node:child_process";
import process from "node:process";

export const STAGES = ["lint", "typecheck", "test:unit", "test:integ", "test:e2e", "test:faults", "test:cluster"];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const minutes = (ms) => `${Math.floor(ms / 60000)} min ${String(Math.round((ms % 60000) / 1000)).padStart(2, "0")} s`;

/** The table printed at the end: one line per stage run, then the total. */
export function formatTimes(times, total) {
  const width = Math.max(...times.map((t) => t.stage.length), "total".length);
  const rows = times.map((t) => `  ${t.stage.padEnd(width)}  ${seconds(t.ms).padStart(6)}  ${t.ok ? "ok" : "FAILED"}`);
  return ["Stage times:", ...rows, `  ${"total".padEnd(width)}  ${seconds(total).padStart(6)}  (${minutes(total)})`].join("\n");
}

function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((stage) => !STAGES.includes(stage));
  if (unknown.length) {
    console.error(`unknown stage ${unknown.join(", ")}: the stages are ${STAGES.join(", ")}`);
    process.exit(2);
  }
  const stages = wanted.length ? wanted : STAGES;
  const npm = process.env.npm_execpath;
  const started = Date.now();
  const times = [];
  let exitCode = 0;
  for (const stage of stages) {
    console.log(`\n== ${stage}`);
    const at = Date.now();
    // Through npm, as `npm run <stage>` would: npm_execpath is npm's own script when npm started this runner.
    const result = npm
      ? spawnSync(process.execPath, [npm, "run", stage], { stdio: "inherit" })
      : spawnSync("npm", ["run", stage], { stdio: "inherit" });
    const ok = result.status === 0;
    times.push({ stage, ms: Date.now() - at, ok });
    if (!ok) {
      exitCode = result.status || 1;
      break;
    }
  }
  console.log(`\n${formatTimes(times, Date.now() - started)}`);
  if (exitCode) console.error(`\n${times.at(-1).stage} failed: the stages after it did not run`);
  process.exit(exitCode);
}

if (import.meta.url === `file://${process.argv[1]}`) main();

// `npm test` (npm run validate): runs the suite's stages one after the other, stops at the first that fails, and
// prints how long each took, also when one failed. `node scripts/run-stages.mjs [stage…]` runs only those named
// (npm scripts, in the order given). Lint and the type check each keep one core busy and share no files they write,
// so when both are run they run side by side, with the unit tests filling the core the shorter type check leaves
// idle; each one's output is printed whole once it has finished. The fault drill runs beside the integration tests:
// it spends most of its time waiting for a dependency to go and come back, on services and ports of its own, and it
// makes the test build that the cluster test and the end-to-end stage then reuse. The cluster test follows the drill
// in the same lane, still beside the integration tests: most of its half minute is spent waiting for a job worker's
// missed heartbeat, on a database, Redis database and ports of its own.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { formatFlaky, formatSlowest, takeTimes } from "./test-times.mjs";

export const STAGES = ["lint", "typecheck", "test:unit", "test:integ", "test:faults", "test:cluster", "test:e2e"];

/**
 * Stages that run at the same time when they come one after the other in a run, as lanes: the lanes run side by
 * side, the stages of one lane one after the other. The first group listed whose stages, lane after lane, come next
 * in the run is taken.
 */
export const SIDE_BY_SIDE = [
  [["lint"], ["typecheck"], ["test:unit"]],
  [["lint"], ["typecheck"]],
  [["test:integ"], ["test:faults", "test:cluster"]],
  [["test:integ"], ["test:faults"]],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const minutes = (ms) => `${Math.floor(ms / 60000)} min ${String(Math.round((ms % 60000) / 1000)).padStart(2, "0")} s`;

/** The table printed at the end: one line per stage run, then the total. */
export function formatTimes(times, total) {
  const width = Math.max(...times.map((t) => t.stage.length), "total".length);
  const rows = times.map((t) => `  ${t.stage.padEnd(width)}  ${seconds(t.ms).padStart(6)}  ${t.ok ? "ok" : "FAILED"}`);
  return ["Stage times:", ...rows, `  ${"total".padEnd(width)}  ${seconds(total).padStart(6)}  (${minutes(total)})`].join("\n");
}

/** The stages in the order given, as steps of lanes: those that may run side by side gathered into one step. */
export function steps(stages) {
  const out = [];
  for (let i = 0; i < stages.length; i++) {
    const group = SIDE_BY_SIDE.find((lanes) => lanes.flat().every((name, k) => stages[i + k] === name));
    out.push(group ?? [[stages[i]]]);
    if (group) i += group.flat().length - 1;
  }
  return out;
}

/** Runs a lane's stages one after the other, up to the first that fails. */
async function runLane(lane, alone, env) {
  const results = [];
  for (const stage of lane) {
    const result = await runStage(stage, alone, env);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

/**
 * Runs `npm run <stage>`: npm_execpath is npm's own script when npm started this runner. Alone, its output goes
 * straight through; beside others, it is kept and printed whole at the end.
 */
function runStage(stage, alone, env) {
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm, "run", stage]] : ["npm", ["run", stage]];
  return new Promise((resolve) => {
    const at = Date.now();
    const child = spawn(command, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"], env });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => resolve({ stage, ms: Date.now() - at, ok: code === 0, code: code ?? 1, output: Buffer.concat(output) }));
  });
}

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((stage) => !STAGES.includes(stage));
  if (unknown.length) {
    console.error(`unknown stage ${unknown.join(", ")}: the stages are ${STAGES.join(", ")}`);
    process.exit(2);
  }
  const stages = wanted.length ? wanted : STAGES;
  const started = Date.now();
  const times = [];
  // The test runners write their JSON reports here (TEST_TIMES_DIR): the slowest tests are listed after each stage.
  const reports = mkdtempSync(path.join(os.tmpdir(), "fiskeganget-times-"));
  const env = { ...process.env, TEST_TIMES_DIR: reports };
  let failed = null;
  for (const step of steps(stages)) {
    const alone = step.length === 1;
    const lanes = step.map((lane) => lane.join(" then "));
    if (alone) console.log(`\n== ${lanes[0]}`);
    else console.log(`\n== ${lanes.slice(0, -1).join(", ")} and ${lanes.at(-1)}, side by side`);
    const results = (await Promise.all(step.map((lane) => runLane(lane, alone, env)))).flat();
    const testTimes = takeTimes(reports);
    const slowest = formatSlowest(testTimes);
    if (slowest) console.log(`\n${slowest}`);
    const flaky = formatFlaky(testTimes);
    if (flaky) console.log(`\n${flaky}`);
    for (const result of results) {
      if (!alone) {
        console.log(`\n== ${result.stage} (${result.ok ? "ok" : "FAILED"})`);
        process.stdout.write(result.output);
      }
      times.push({ stage: result.stage, ms: result.ms, ok: result.ok });
    }
    failed = results.find((result) => !result.ok) ?? null;
    if (failed) break;
  }
  rmSync(reports, { recursive: true, force: true });
  console.log(`\n${formatTimes(times, Date.now() - started)}`);
  if (failed) console.error(`\n${failed.stage} failed: the stages after it did not run`);
  process.exit(failed ? failed.code || 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

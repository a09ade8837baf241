// The slowest tests of a stage, read from the JSON reports Vitest and Playwright write when TEST_TIMES_DIR is set
// (vitest.config.ts, playwright.config.ts): scripts/run-stages.mjs prints them after each stage, so a test that has
// grown slow is seen in every run.
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

/** A test that takes longer than this is marked in the list: it should be made faster or split. */
export const SLOW_TEST_MS = 10_000;

/** Vitest's JSON report: a result per file, an assertion result per test with its duration. */
export function vitestTimes(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      name: `${path.relative(process.cwd(), file.name)} › ${test.fullName ?? test.title}`,
      ms: Math.round(test.duration ?? 0),
    })),
  );
}

/** Playwright's JSON report: suites within suites, each spec with its tests and their runs (a retry is a run). */
export function playwrightTimes(report) {
  const out = [];
  const walk = (suite, trail) => {
    const here = suite.title && !suite.title.endsWith(".ts") ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, run) => sum + (run.duration ?? 0), 0);
        const name = `${spec.file}:${spec.line} › ${[...here, spec.title].join(" › ")}`;
        // "flaky": failed, then passed when run again; the stage passes, and the runner names it.
        out.push(test.status === "flaky" ? { name, ms, flaky: true } : { name, ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

export function formatSlowest(times, count = 10) {
  const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, count);
  if (slowest.length === 0) return "";
  const over = times.filter((t) => t.ms > SLOW_TEST_MS).length;
  const lines = slowest.map((t) => `  ${(t.ms / 1000).toFixed(1).padStart(6)} s${t.ms > SLOW_TEST_MS ? " !" : "  "} ${t.name}`);
  return [`Slowest tests (${times.length} timed, ${over} over ${SLOW_TEST_MS / 1000} s):`, ...lines].join("\n");
}

/** The tests that failed and then passed when run again, a line each; empty when there were none. */
export function formatFlaky(times) {
  const flaky = times.filter((t) => t.flaky);
  if (flaky.length === 0) return "";
  return [`Passed only when run again (${flaky.length}): make them steady`, ...flaky.map((t) => `  ${t.name}`)].join("\n");
}

/** The times in the reports a stage left in `dir`, which are removed once read. */
export function takeTimes(dir) {
  const times = [];
  for (const [file, read] of [
    ["vitest.json", vitestTimes],
    ["playwright.json", playwrightTimes],
  ]) {
    const at = path.join(dir, file);
    if (!existsSync(at)) continue;
    try {
      times.push(...read(JSON.parse(readFileSync(at, "utf8"))));
    } catch {
      // A report cut short by a killed run says nothing reliable: it is left out.
    }
    rmSync(at, { force: true });
  }
  return times;
}

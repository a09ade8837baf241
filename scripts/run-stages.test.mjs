import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatTimes, STAGES, steps } from "./run-stages.mjs";

const root = path.resolve(import.meta.dirname, "..");
const runner = path.join(root, "scripts", "run-stages.mjs");

describe("the suite's stages", () => {
  it("are what npm test runs, each an npm script", () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
    expect(scripts.test).toBe("npm run validate");
    expect(scripts.validate).toBe("node scripts/run-stages.mjs");
    expect(STAGES).toEqual(["lint", "typecheck", "test:unit", "test:integ", "test:faults", "test:cluster", "test:e2e"]);
    for (const stage of STAGES) expect(scripts[stage], stage).toBeTruthy();
  });

  it("runs lint, the type check and the unit tests side by side, and the fault drill then the cluster test beside the integration tests", () => {
    expect(steps(STAGES)).toEqual([
      [["lint"], ["typecheck"], ["test:unit"]],
      [["test:integ"], ["test:faults", "test:cluster"]],
      [["test:e2e"]],
    ]);
    expect(steps(["lint", "typecheck", "test:integ"])).toEqual([[["lint"], ["typecheck"]], [["test:integ"]]]);
    expect(steps(["test:integ", "test:faults", "test:e2e"])).toEqual([[["test:integ"], ["test:faults"]], [["test:e2e"]]]);
    expect(steps(["test:faults", "test:integ"])).toEqual([[["test:faults"]], [["test:integ"]]]);
    expect(steps(["typecheck", "lint"])).toEqual([[["typecheck"]], [["lint"]]]);
    expect(steps(["lint", "test:unit"])).toEqual([[["lint"]], [["test:unit"]]]);
  });

  it("prints one line per stage and the total", () => {
    const text = formatTimes(
      [
        { stage: "lint", ms: 41_000, ok: true },
        { stage: "test:e2e", ms: 300_400, ok: false },
      ],
      341_400,
    );
    expect(text.split("\n")).toEqual(["Stage times:", "  lint        41 s  ok", "  test:e2e   300 s  FAILED", "  total      341 s  (5 min 41 s)"]);
  });
});

describe("run-stages.mjs", () => {
  // A stand-in for npm: `npm run <stage>` fails with 3 for the stages in FAILING (test:integ unless given) and
  // succeeds for every other stage.
  const dir = mkdtempSync(path.join(os.tmpdir(), "run-stages-"));
  const fakeNpm = path.join(dir, "npm-cli.mjs");
  writeFileSync(
    fakeNpm,
    'const stage = process.argv[3]; console.log(`ran ${stage}`); process.exit((process.env.FAILING ?? "test:integ").split(",").includes(stage) ? 3 : 0);\n',
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (...stages) => runFailing("test:integ", ...stages);
  const runFailing = (failing, ...stages) =>
    spawnSync(process.execPath, [runner, ...stages], { env: { ...process.env, npm_execpath: fakeNpm, FAILING: failing }, encoding: "utf8" });

  it("runs the stages in order and prints their times", () => {
    const result = run("test:unit", "test:e2e");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/ran test:unit[\s\S]*ran test:e2e[\s\S]*Stage times:\n {2}test:unit +\d+ s {2}ok\n {2}test:e2e +\d+ s {2}ok\n {2}total/);
  });

  it("prints the output of stages run side by side whole, one after the other", () => {
    const result = run("lint", "typecheck", "test:unit");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /== lint, typecheck and test:unit, side by side\n\n== lint \(ok\)\nran lint\n\n== typecheck \(ok\)\nran typecheck\n\n== test:unit \(ok\)\nran test:unit/,
    );
    expect(result.stdout).toMatch(/Stage times:\n {2}lint +\d+ s {2}ok\n {2}typecheck +\d+ s {2}ok\n {2}test:unit +\d+ s {2}ok\n {2}total/);
  });

  it("runs a lane's stages one after the other beside the other lane, and stops a lane at its failing stage", () => {
    const result = run("test:integ", "test:faults", "test:cluster", "test:e2e");
    expect(result.status).toBe(3);
    expect(result.stdout).toContain("== test:integ and test:faults then test:cluster, side by side");
    expect(result.stdout).toMatch(/== test:integ \(FAILED\)\nran test:integ\n\n== test:faults \(ok\)\nran test:faults\n\n== test:cluster \(ok\)\nran test:cluster/);
    expect(result.stdout).not.toContain("ran test:e2e");
    expect(result.stderr).toContain("test:integ failed");

    const drillFailed = runFailing("test:faults", "test:integ", "test:faults", "test:cluster", "test:e2e");
    expect(drillFailed.status).toBe(3);
    expect(drillFailed.stdout).toContain("ran test:integ");
    expect(drillFailed.stdout).not.toContain("ran test:cluster");
    expect(drillFailed.stdout).not.toContain("ran test:e2e");
    expect(drillFailed.stdout).toMatch(/Stage times:\n {2}test:integ +\d+ s {2}ok\n {2}test:faults +\d+ s {2}FAILED\n {2}total/);
  });

  it("stops at the first failing stage with its exit code, and still prints the times so far", () => {
    const result = run("lint", "test:integ", "test:e2e");
    expect(result.status).toBe(3);
    expect(result.stdout).toContain("ran test:integ");
    expect(result.stdout).not.toContain("ran test:e2e");
    expect(result.stdout).toMatch(/Stage times:\n {2}lint +\d+ s {2}ok\n {2}test:integ +\d+ s {2}FAILED\n {2}total/);
    expect(result.stderr).toContain("test:integ failed");
  });

  it("refuses a stage it does not know", () => {
    const result = run("test:nothing");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("unknown stage test:nothing");
  });
});

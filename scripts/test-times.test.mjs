import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatFlaky, formatSlowest, playwrightTimes, takeTimes, vitestTimes } from "./test-times.mjs";

const vitestReport = {
  testResults: [
    {
      name: path.join(process.cwd(), "lib/a.integ.test.ts"),
      assertionResults: [
        { fullName: "a › is quick", duration: 12.4 },
        { fullName: "a › is slow", duration: 12_500 },
      ],
    },
  ],
};

const playwrightReport = {
  suites: [
    {
      title: "walk.spec.ts",
      specs: [{ title: "alone", file: "walk.spec.ts", line: 3, tests: [{ results: [{ duration: 900 }] }] }],
      suites: [
        {
          title: "every page",
          specs: [{ title: "/about", file: "walk.spec.ts", line: 9, tests: [{ status: "flaky", results: [{ duration: 8_000 }, { duration: 4_000 }] }] }],
        },
      ],
    },
  ],
};

describe("the slowest tests of a stage", () => {
  it("reads Vitest's report, a test a line", () => {
    expect(vitestTimes(vitestReport)).toEqual([
      { name: "lib/a.integ.test.ts › a › is quick", ms: 12 },
      { name: "lib/a.integ.test.ts › a › is slow", ms: 12_500 },
    ]);
  });

  it("reads Playwright's report with its nested suites, a retry counting towards its test", () => {
    expect(playwrightTimes(playwrightReport)).toEqual([
      { name: "walk.spec.ts:3 › alone", ms: 900 },
      { name: "walk.spec.ts:9 › every page › /about", ms: 12_000, flaky: true },
    ]);
  });

  it("names the tests that passed only when run again", () => {
    expect(formatFlaky(playwrightTimes(playwrightReport)).split("\n")).toEqual([
      "Passed only when run again (1): make them steady",
      "  walk.spec.ts:9 › every page › /about",
    ]);
    expect(formatFlaky(vitestTimes(vitestReport))).toBe("");
  });

  it("lists the slowest first and marks those over ten seconds", () => {
    const text = formatSlowest([...vitestTimes(vitestReport), ...playwrightTimes(playwrightReport)], 3);
    expect(text.split("\n")).toEqual([
      "Slowest tests (4 timed, 2 over 10 s):",
      "    12.5 s ! lib/a.integ.test.ts › a › is slow",
      "    12.0 s ! walk.spec.ts:9 › every page › /about",
      "     0.9 s   walk.spec.ts:3 › alone",
    ]);
    expect(formatSlowest([])).toBe("");
  });

  const dir = mkdtempSync(path.join(os.tmpdir(), "test-times-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("takes the reports a stage left and removes them, skipping one cut short", () => {
    writeFileSync(path.join(dir, "vitest.json"), JSON.stringify(vitestReport));
    writeFileSync(path.join(dir, "playwright.json"), "{ cut sh");
    expect(takeTimes(dir)).toHaveLength(2);
    expect(readdirSync(dir)).toEqual([]);
    expect(takeTimes(dir)).toEqual([]);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { filesOverLimit, isCheckedSource, lineCount, MAX_LINES, OVER_LIMIT_FOR_NOW } from "./file-size.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");

describe("no source file over 300 lines", () => {
  const over = filesOverLimit(root);

  it("holds for every source file outside tests, migrations and generated code", () => {
    const unexpected = over.filter(({ file }) => !OVER_LIMIT_FOR_NOW.has(file)).map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(unexpected, `split these into modules of at most ${MAX_LINES} lines`).toEqual([]);
  });

  it("keeps no exception for a file that is no longer over the limit", () => {
    const stale = [...OVER_LIMIT_FOR_NOW.keys()].filter((file) => !over.some((o) => o.file === file));
    expect(stale, "delete these entries from OVER_LIMIT_FOR_NOW in scripts/checks/file-size.mjs").toEqual([]);
  });
});

describe("which files the rule checks", () => {
  it.each([
    ["app/(public)/reports/_components/report-form.tsx", true],
    ["lib/errors.ts", true],
    ["scripts/cluster-test.mjs", true],
    ["components/ui/form.module.css", true],
    ["worker/index.ts", true],
    ["lib/errors.test.ts", false],
    ["app/api/reports/reports.integ.test.ts", false],
    ["scripts/build/precompress.test.mjs", false],
    ["e2e/reports.spec.ts", false],
    ["e2e/support/accounts.ts", false],
    ["test/authorization/table.ts", false],
    ["prisma/migrations/20261122000943_init/migration.sql", false],
    ["generated/prisma/index.js", false],
    ["next-env.d.ts", false],
    ["docs/performance.md", false],
    ["package-lock.json", false],
  ])("%s: %s", (file, checked) => {
    expect(isCheckedSource(file)).toBe(checked);
  });

  it("counts lines with or without a final newline", () => {
    expect(lineCount("")).toBe(0);
    expect(lineCount("a\nb\n")).toBe(2);
    expect(lineCount("a\nb")).toBe(2);
  });
});

describe("filesOverLimit", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "file-size-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("finds a source file of 301 lines and passes one of 300, and a long test file", () => {
    writeFileSync(path.join(dir, "long.ts"), "x;\n".repeat(MAX_LINES + 1));
    writeFileSync(path.join(dir, "fits.ts"), "x;\n".repeat(MAX_LINES));
    writeFileSync(path.join(dir, "long.test.ts"), "x;\n".repeat(MAX_LINES * 2));
    expect(filesOverLimit(dir, ["long.ts", "fits.ts", "long.test.ts"])).toEqual([{ file: "long.ts", lines: MAX_LINES + 1 }]);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readPrerenderedPages, withPrerenderedPages } from "./prerendered.mjs";

describe("the build's prerendered pages", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "prerendered-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("count as kept pages beside the page store's, files aside", () => {
    writeFileSync(path.join(dir, "prerender-manifest.json"), JSON.stringify({ routes: { "/": {}, "/reports/sorted/fish": {}, "/favicon.ico": {} } }));
    const kept = withPrerenderedPages((pathname) => pathname === "/reports/5", readPrerenderedPages(dir));
    expect(["/", "/reports/sorted/fish", "/reports/5"].map(kept)).toEqual([true, true, true]);
    expect(["/favicon.ico", "/reports/6"].map(kept)).toEqual([false, false]);
  });

  it("are none when the manifest is missing", () => {
    expect(readPrerenderedPages(path.join(dir, "missing")).size).toBe(0);
  });
});

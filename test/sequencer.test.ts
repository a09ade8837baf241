import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LONG_FILES, longRank } from "@/test/sequencer";

describe("long integration files first", () => {
  it("names files that exist", () => {
    for (const file of LONG_FILES) expect(existsSync(path.resolve(import.meta.dirname, "..", file)), file).toBe(true);
  });

  it("ranks the long files by their place in the list, and every other file after them", () => {
    expect(longRank("/work/x/test/fuzz/handlers.integ.test.ts")).toBe(0);
    expect(longRank("/work/x/test/authorization/authorization.integ.test.ts")).toBe(1);
    expect(longRank("/work/x/lib/feed/feed.integ.test.ts")).toBe(2);
    expect(longRank("/work/x/other/test/fuzz/handlers.integ.test.ts.bak")).toBe(2);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { patchSource } from "./patch-next.mjs";

const runtime = path.resolve(import.meta.dirname, "../node_modules/next/dist/compiled/next-server/app-page-turbo.runtime.prod.js");

describe("the change to Next.js's cache", () => {
  it("measures an entry only when the data cache's limit reads the size, in either form", () => {
    const minified = 'async set(e,t,r){let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152&&!this.x){warn(i)}}';
    const { source, count } = patchSource(minified);
    expect(count).toBe(1);
    expect(source).toBe('async set(e,t,r){let i=r.fetchCache?JSON.stringify(t).length:0;if(r.fetchCache&&i>2097152&&!this.x){warn(i)}}');
    expect(patchSource(source).count).toBe(0);
    const plain = patchSource("        const itemSize = JSON.stringify(data).length;\n");
    expect(plain.source).toContain("ctx.fetchCache ? JSON.stringify(data).length : 0");
  });

  it("is in the installed Next.js: an upgrade that moved the code fails here instead of going slower unseen", () => {
    const installed = readFileSync(runtime, "utf8");
    expect(patchSource(installed).count).toBe(0);
    expect(installed).toMatch(/let \w+=\w+\.fetchCache\?JSON\.stringify\(\w+\)\.length:0;/);
  });
});

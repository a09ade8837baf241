import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { createCompressedPages } from "./compressed-pages.mjs";
import { ownBytes } from "./own-bytes.mjs";

const page = Buffer.from(`<!doctype html><html lang="sv"><body>${"<p>Gädda 3,4 kg i Mälaren</p>".repeat(400)}</body></html>`);

describe("ownBytes", () => {
  it("copies a slice of a larger buffer into one of its own size, with the same bytes", () => {
    const slice = zlib.gzipSync(page);
    expect(slice.buffer.byteLength).toBeGreaterThan(slice.length);
    const own = ownBytes(slice);
    expect(own.buffer.byteLength).toBe(own.length);
    expect(own.equals(slice)).toBe(true);
  });

  it("keeps a buffer that already is its own size", () => {
    const exact = Buffer.allocUnsafeSlow(10_000).fill(1);
    expect(ownBytes(exact)).toBe(exact);
  });
});

describe("compressed pages", () => {
  it("keep each page's bytes in a buffer of their own size, so the bound in bytes is what they hold", async () => {
    const pages = createCompressedPages({ maxBytes: 1024 * 1024 });
    for (const encoding of ["br", "gzip"]) {
      const encoded = await pages.compress(page, encoding);
      expect(encoded.buffer.byteLength, encoding).toBe(encoded.length);
      expect(await pages.compress(page, encoding)).toBe(encoded);
    }
    expect(zlib.gunzipSync(await pages.compress(page, "gzip")).equals(page)).toBe(true);
  });
});

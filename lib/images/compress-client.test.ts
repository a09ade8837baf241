import { describe, expect, it } from "vitest";
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_DIMENSION,
  MIN_IMAGE_DIMENSION,
  fitWithin,
  jpegFileName,
  shrinkForBudget,
} from "@/lib/images/compress-client";

describe("fitWithin", () => {
  it("scales a landscape photo so its width is 1920 px, keeping the aspect ratio", () => {
    expect(fitWithin({ width: 4032, height: 3024 })).toEqual({ width: 1920, height: 1440 });
  });

  it("scales a portrait photo by its height", () => {
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1440, height: 1920 });
  });

  it("leaves a picture that already fits untouched and never enlarges", () => {
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 1920, height: 1080 })).toEqual({ width: 1920, height: 1080 });
  });

  it("keeps a very thin panorama at least one pixel high", () => {
    expect(fitWithin({ width: 100_000, height: 10 })).toEqual({ width: 1920, height: 1 });
  });

  it("honours a custom limit", () => {
    expect(fitWithin({ width: 1000, height: 500 }, 100)).toEqual({ width: 100, height: 50 });
  });

  it("refuses a picture without size", () => {
    expect(() => fitWithin({ width: 0, height: 100 })).toThrow(RangeError);
    expect(() => fitWithin({ width: Number.NaN, height: 100 })).toThrow(RangeError);
  });

  it("uses the SPEC limits by default", () => {
    expect(MAX_IMAGE_DIMENSION).toBe(1920);
    expect(MAX_IMAGE_BYTES).toBe(2 * 1024 * 1024);
  });
});

describe("shrinkForBudget", () => {
  it("keeps the size when the bytes already fit", () => {
    expect(shrinkForBudget({ width: 1920, height: 1440 }, MAX_IMAGE_BYTES)).toEqual({ width: 1920, height: 1440 });
  });

  it("shrinks each side by the square root of the overshoot, with a margin", () => {
    // 8 MB against a 2 MB budget: √(1/4) · 0.9 = 0.45 → 1920 · 0.45 = 864
    const next = shrinkForBudget({ width: 1920, height: 1440 }, 4 * MAX_IMAGE_BYTES);
    expect(next).toEqual({ width: 864, height: 648 });
  });

  it("always makes progress when over budget", () => {
    const size = { width: 1920, height: 1080 };
    const next = shrinkForBudget(size, MAX_IMAGE_BYTES + 1);
    expect(next).not.toBeNull();
    expect(next!.width).toBeLessThan(size.width);
    expect(next!.height).toBeLessThan(size.height);
  });

  it("gives up instead of producing a uselessly small picture", () => {
    expect(shrinkForBudget({ width: 400, height: 300 }, 100 * MAX_IMAGE_BYTES)).toBeNull();
    const justAbove = shrinkForBudget({ width: 1920, height: 1080 }, 20 * MAX_IMAGE_BYTES);
    expect(justAbove === null || Math.max(justAbove.width, justAbove.height) >= MIN_IMAGE_DIMENSION).toBe(true);
  });
});

describe("jpegFileName", () => {
  it("swaps the extension for .jpg", () => {
    expect(jpegFileName("gadda.png")).toBe("gadda.jpg");
    expect(jpegFileName("IMG_0042.HEIC.webp")).toBe("IMG_0042.HEIC.jpg");
    expect(jpegFileName("abborre")).toBe("abborre.jpg");
    expect(jpegFileName(".png")).toBe("bild.jpg");
  });
});

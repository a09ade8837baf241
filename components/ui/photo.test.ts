import { describe, expect, it } from "vitest";
import { optimisedUrl, widthsFor } from "@/components/ui/photo";

describe("the photo's widths", () => {
  it("offers each shown size once and twice over, from the widths the optimiser accepts", () => {
    expect(widthsFor("56px")).toEqual([64, 128]);
    expect(widthsFor("96px")).toEqual([96, 256]);
    expect(widthsFor("(max-width: 599px) 112px, 320px")).toEqual([128, 256, 384, 640]);
  });

  it("offers screen widths up to the largest upload when the size follows the viewport", () => {
    expect(widthsFor("(max-width: 760px) 100vw, 720px")).toEqual([640, 828, 1080, 1920]);
  });

  it("asks the optimiser with the path encoded and its default quality", () => {
    expect(optimisedUrl("/uploads/reports/ab12.webp", 640)).toBe("/_next/image?url=%2Fuploads%2Freports%2Fab12.webp&w=640&q=75");
  });
});

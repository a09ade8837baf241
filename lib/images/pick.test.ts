import { describe, expect, it } from "vitest";
import { imageFileProblem, type ImageRules } from "@/lib/images/pick";

const rules: ImageRules = { types: ["image/jpeg", "image/png"], maxBytes: 1000, typeMessage: "Fel typ", sizeMessage: "För stor" };

describe("imageFileProblem", () => {
  it("refuses a file that is not one of the accepted images, whatever its size", () => {
    expect(imageFileProblem({ type: "text/plain", size: 10 }, rules)).toBe("Fel typ");
    expect(imageFileProblem({ type: "", size: 10 }, rules)).toBe("Fel typ");
    expect(imageFileProblem({ type: "image/gif", size: 10 }, rules)).toBe("Fel typ");
  });

  it("refuses a file above the limit unless the size is left for later", () => {
    expect(imageFileProblem({ type: "image/png", size: 1001 }, rules)).toBe("För stor");
    expect(imageFileProblem({ type: "image/png", size: 1001 }, rules, { size: false })).toBeNull();
    expect(imageFileProblem({ type: "image/jpeg", size: 1000 }, rules)).toBeNull();
  });
});

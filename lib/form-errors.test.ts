import { describe, expect, it, vi } from "vitest";
import { applyServerFieldErrors } from "@/lib/form-errors";

type Values = { fish: string; weight: string; location: string };

describe("applyServerFieldErrors", () => {
  it("puts each message on its field and focuses only the first", () => {
    const setError = vi.fn();
    const { placed, rest } = applyServerFieldErrors<Values>(
      setError,
      { weight: "Ange vikten", image: "Bilden är för stor", location: "Ange plats" },
      ["fish", "weight", "location"],
    );
    expect(placed).toEqual(["weight", "location"]);
    expect(rest).toEqual({ image: "Bilden är för stor" });
    expect(setError.mock.calls).toEqual([
      ["weight", { type: "server", message: "Ange vikten" }, { shouldFocus: true }],
      ["location", { type: "server", message: "Ange plats" }, { shouldFocus: false }],
    ]);
  });

  it("places nothing for an answer without fields, or with values that are not messages", () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors<Values>(setError, undefined, ["fish"])).toEqual({ placed: [], rest: {} });
    expect(applyServerFieldErrors<Values>(setError, "fel", ["fish"])).toEqual({ placed: [], rest: {} });
    expect(applyServerFieldErrors<Values>(setError, { fish: 3, weight: "" }, ["fish", "weight"])).toEqual({ placed: [], rest: {} });
    expect(setError).not.toHaveBeenCalled();
  });
});

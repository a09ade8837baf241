import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_INPUTS, buildFingerprint, testBuildSettings, testSiteUrl } from "./test-build.mjs";
import { existsSync } from "node:fs";

const root = path.resolve(import.meta.dirname, "..");

describe("the shared test build's fingerprint", () => {
  it("is the same for the same settings and sources", () => {
    const settings = testBuildSettings();
    expect(buildFingerprint(settings)).toMatch(/^[0-9a-f]{64}$/);
    expect(buildFingerprint(settings)).toBe(buildFingerprint({ ...settings }));
  });

  it("changes with the site's address the build bakes into its pages", () => {
    expect(buildFingerprint(testBuildSettings(testSiteUrl(3900)))).not.toBe(buildFingerprint(testBuildSettings(testSiteUrl(3901))));
  });

  it("names inputs that exist", () => {
    const missing = BUILD_INPUTS.filter((input) => !existsSync(path.join(root, input)));
    expect(missing).toEqual([]);
  });
});

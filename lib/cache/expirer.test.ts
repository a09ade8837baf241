import { describe, expect, it } from "vitest";
// Next.js's own revalidateTag (next/cache is a stub in the tests): the words it refuses with outside a request.
import { revalidateTag } from "next/dist/server/web/spec-extension/revalidate";
import { outsideRequest, pageExpirer, registerPageExpirer } from "@/lib/cache/expirer.mjs";

describe("expiring pages outside a request", () => {
  it("knows Next.js's refusal of revalidateTag where no request is served, and no other error", () => {
    let refusal: unknown = null;
    try {
      revalidateTag("competition:1", { expire: 0 });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(Error);
    expect(outsideRequest(refusal)).toBe(true);
    expect(outsideRequest(new Error("connect ECONNREFUSED"))).toBe(false);
    expect(outsideRequest("Invariant: static generation store missing")).toBe(false);
  });

  it("keeps the one expirer a page cache registered, across module copies", async () => {
    const expired: string[][] = [];
    registerPageExpirer(async (tags) => void expired.push(tags));
    await pageExpirer()?.(["home"]);
    expect(expired).toEqual([["home"]]);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for("fiskeganget.expirePages")]).toBe(pageExpirer());
  });
});

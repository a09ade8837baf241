import { describe, expect, it, vi } from "vitest";
import { runAfterResponse } from "@/lib/after-response";

describe("runAfterResponse outside a request", () => {
  it("runs the task before resolving", async () => {
    const done: string[] = [];
    await runAfterResponse("test", async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push("task");
    });
    expect(done).toEqual(["task"]);
  });

  it("logs a failing task instead of throwing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(runAfterResponse("broken", () => Promise.reject(new Error("boom")))).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith("[after-response] broken failed", expect.any(Error));
    log.mockRestore();
  });
});

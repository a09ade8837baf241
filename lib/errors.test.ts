import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { z as mini } from "zod/mini";
import { toErrorResponse } from "@/lib/error-response";
import { AppError, tooManyRequests } from "@/lib/errors";

describe("toErrorResponse", () => {
  it("answers an AppError with its status and the one shape", async () => {
    const res = toErrorResponse(new AppError({ code: "CONFLICT", message: "Upptaget", fields: { username: "Upptaget" } }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "Upptaget", code: "CONFLICT", fields: { username: "Upptaget" } });
  });

  it("maps a zod error to 400 with field messages", async () => {
    const result = z.object({ fish: z.string().min(1, "Ange fisk") }).safeParse({ fish: "" });
    const res = toErrorResponse(result.error);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Ange fisk", code: "VALIDATION_ERROR", fields: { fish: "Ange fisk" } });
  });

  it("maps a zod/mini error the same way", async () => {
    const result = mini.object({ fish: mini.string().check(mini.minLength(1, "Ange fisk")) }).safeParse({ fish: "" });
    const res = toErrorResponse(result.error);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Ange fisk", code: "VALIDATION_ERROR", fields: { fish: "Ange fisk" } });
  });

  it("answers in Swedish where a schema has no message of its own (zod's locale, loaded with this module)", async () => {
    const result = mini.object({ fish: mini.string() }).safeParse({ fish: 3 });
    expect(await toErrorResponse(result.error).json()).toMatchObject({ error: "Ogiltig inmatning: förväntat string, fick antal" });
  });

  it("hides the details of unexpected errors", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = toErrorResponse(new Error("connection string postgres://secret"));
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain("secret");
    log.mockRestore();
  });

  it("sets Retry-After on 429", () => {
    const res = toErrorResponse(tooManyRequests(12.2));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("13");
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { z as mini } from "zod/mini";
import { toErrorResponse } from "@/lib/error-response";
import { AppError, badRequest, ERROR_CODE, ERROR_STATUS, forbidden, isErrorCode, tooManyRequests } from "@/lib/errors";

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

describe("the error catalogue", () => {
  it("gives every code an HTTP error status, and each code its own name", () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(ERROR_CODE[code as keyof typeof ERROR_CODE]).toBe(code);
    }
    expect(Object.keys(ERROR_CODE)).toEqual(Object.keys(ERROR_STATUS));
  });

  it("derives an error's status from its code", () => {
    expect(new AppError({ code: "EMAIL_UNAVAILABLE", message: "Upptagen" }).status).toBe(409);
    expect(new AppError({ code: "LINK_EXPIRED", message: "Gammal", extras: { expired: true } }).status).toBe(400);
    expect(forbidden(undefined, "SELF_DELETE")).toMatchObject({ status: 403, code: "SELF_DELETE" });
    expect(badRequest("Fel", { fish: "Fel" }, "INVALID_CURSOR")).toMatchObject({ status: 400, code: "INVALID_CURSOR", fields: { fish: "Fel" } });
  });

  it("answers extras beside the shape, never in place of it", async () => {
    const res = toErrorResponse(new AppError({ code: "LINK_USED", message: "Använd", extras: { used: true, code: "X", error: "Y" } }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ used: true, code: "LINK_USED", error: "Använd" });
  });

  it("knows its codes from any other string", () => {
    expect(isErrorCode("RATE_LIMITED")).toBe(true);
    expect(isErrorCode("INVALID_RESET_LINK")).toBe(false);
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode(429)).toBe(false);
  });

  it("is built with options everywhere in lib/ and app/, never with positional arguments", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const offenders: string[] = [];
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(full);
        else if (/\.tsx?$/.test(entry.name) && /new AppError\((?!\{)/.test(readFileSync(full, "utf8"))) offenders.push(path.relative(root, full));
      }
    };
    visit(path.join(root, "lib"));
    visit(path.join(root, "app"));
    expect(offenders).toEqual([]);
  });
});

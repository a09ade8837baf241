// The one wrapper every /api handler goes through: session and role, same-origin check on writes,
// and mapping of every thrown error to the one JSON error shape.
import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { env } from "@/lib/env";
import { AppError, badRequest, forbidden, payloadTooLarge, toErrorResponse, unauthorized, validationError } from "@/lib/errors";
import { resolveSession, type SessionUser } from "@/lib/auth/session";
import { sessionCookieName } from "@/lib/auth/session-token";

type Access = "public" | "user" | "admin";
type UserFor<A extends Access> = A extends "public" ? SessionUser | null : SessionUser;

export type RouteContext<P, A extends Access> = { req: NextRequest; params: P; user: UserFor<A> };
type Options<A extends Access> = { auth?: A };

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses writes that a browser sent from another site. Requests without Origin and Sec-Fetch-Site come from
 * non-browser clients, which cannot carry a visitor's cookies against their will.
 */
export function assertSameOrigin(req: Request): void {
  if (!WRITE_METHODS.has(req.method)) return;
  const origin = req.headers.get("origin");
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") throw forbidden("Förfrågan kom från en annan webbplats", "CROSS_ORIGIN");
  if (!origin) return;
  const allowed = new Set([new URL(env().SITE_URL).origin, new URL(req.url).origin]);
  if (!allowed.has(origin)) throw forbidden("Förfrågan kom från en annan webbplats", "CROSS_ORIGIN");
}

export function route<P extends Record<string, string | string[]> = Record<string, never>, A extends Access = "public">(
  handler: (ctx: RouteContext<P, A>) => Promise<Response>,
  options: Options<A> = {},
) {
  return async (req: NextRequest, context: { params: Promise<P> }): Promise<Response> => {
    try {
      assertSameOrigin(req);
      const access = options.auth ?? "public";
      const user = await resolveSession(req.cookies.get(sessionCookieName())?.value);
      if (access !== "public" && !user) throw unauthorized();
      if (access === "admin" && !user?.isAdmin) throw forbidden("Du har inte admin-behörighet", "NOT_ADMIN");
      const params = context?.params ? await context.params : ({} as P);
      return await handler({ req, params, user: user as UserFor<A> });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

const MAX_JSON_BYTES = 64 * 1024;

/** Reads a JSON body and validates it; malformed JSON and invalid fields are the client's mistake (400). */
export async function readJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const length = Number(req.headers.get("content-length") ?? 0);
  if (length > MAX_JSON_BYTES) throw payloadTooLarge("Förfrågan är för stor");
  const text = await req.text();
  if (text.length > MAX_JSON_BYTES) throw payloadTooLarge("Förfrågan är för stor");
  let data: unknown;
  try {
    data = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw badRequest("Förfrågan innehåller ogiltig JSON", undefined, "INVALID_JSON");
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** A positive integer id from a path segment, or 404: "/api/reports/abc" names no report. */
export function parseId(value: string | string[] | undefined, message = "Hittades inte"): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,9}$/.test(text)) throw new AppError(404, "NOT_FOUND", message);
  const id = Number(text);
  if (id < 1) throw new AppError(404, "NOT_FOUND", message);
  return id;
}

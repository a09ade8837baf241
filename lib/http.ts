// The one wrapper every /api handler goes through: session and role, same-origin check on writes,
// and mapping of every thrown error to the one JSON error shape.
import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod/mini";
import { env } from "@/lib/env";
import { AppError, badRequest, forbidden, payloadTooLarge, toErrorResponse, unauthorized, validationError } from "@/lib/errors";
import { resolveSession, type SessionUser } from "@/lib/auth/session";
import { sessionCookieName } from "@/lib/auth/session-token";
import { limitClient, limitMember, limitSubject, type RateLimitPolicyName } from "@/lib/rate-limit";

type Access = "public" | "user" | "admin";
type UserFor<A extends Access> = A extends "public" ? SessionUser | null : SessionUser;

export type RouteContext<P, A extends Access> = {
  req: NextRequest;
  params: P;
  user: UserFor<A>;
  /**
   * Counts an attempt on one subject (an e-mail address) under the route's `rateLimit` policy: 429 when this client
   * is over; false when a silent cap on the subject is full and the handler should skip the work, answering as usual.
   */
  limit: (subject: string) => Promise<boolean>;
};
/**
 * `rateLimit`: a policy from lib/rate-limit/policies.ts. The client is counted before the session is read, the
 * member once it is known, both before the handler runs.
 */
type Options<A extends Access> = { auth?: A; rateLimit?: RateLimitPolicyName };

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
  // The configured site, or the host the browser itself addressed (a page on 127.0.0.1 posting to 127.0.0.1);
  // another site cannot make a visitor's browser send our Host with its own Origin.
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden("Förfrågan kom från en annan webbplats", "CROSS_ORIGIN");
  }
  const sameSite = origin === new URL(env().SITE_URL).origin || originHost === (req.headers.get("host") ?? new URL(req.url).host);
  if (!sameSite) throw forbidden("Förfrågan kom från en annan webbplats", "CROSS_ORIGIN");
}

export function route<P extends Record<string, string | string[]> = Record<string, never>, A extends Access = "public">(
  handler: (ctx: RouteContext<P, A>) => Promise<Response>,
  options: Options<A> = {},
) {
  return async (req: NextRequest, context: { params: Promise<P> }): Promise<Response> => {
    try {
      assertSameOrigin(req);
      const policy = options.rateLimit;
      if (policy) await limitClient(req, policy);
      const limit = async (subject: string) => {
        if (!policy) throw new Error("limit() needs a rateLimit policy on route()");
        return limitSubject(req, policy, subject);
      };
      const access = options.auth ?? "public";
      const user = await resolveSession(req.cookies.get(sessionCookieName())?.value);
      if (access !== "public" && !user) throw unauthorized();
      if (access === "admin" && !user?.isAdmin) throw forbidden("Du har inte admin-behörighet", "NOT_ADMIN");
      if (policy && user) await limitMember(policy, user.id);
      const params = context?.params ? await context.params : ({} as P);
      return privateByDefault(await handler({ req, params, user: user as UserFor<A>, limit }));
    } catch (error) {
      return privateByDefault(toErrorResponse(error));
    }
  };
}

/**
 * API answers may depend on who asks (an owner or an admin sees more than a visitor), so no shared cache may keep
 * one unless its handler says otherwise. Public pages are cached by Next.js itself, not through these.
 */
function privateByDefault(response: Response): Response {
  if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "private, no-store");
  return response;
}

const MAX_JSON_BYTES = 64 * 1024;

/** Reads a JSON body and validates it; malformed JSON and invalid fields are the client's mistake (400). */
export async function readJson<S extends z.ZodMiniType>(req: Request, schema: S): Promise<z.output<S>> {
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
  // Every JSON body this API takes is an object; say so plainly rather than with a type error.
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw badRequest("Förfrågan måste vara ett JSON-objekt", undefined, "INVALID_JSON");
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Reads the query string and validates it (400 with Swedish field messages). A repeated parameter counts once. */
export function readQuery<S extends z.ZodMiniType>(req: Request, schema: S): z.output<S> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * Reads a multipart (or url-encoded) form of at most maxBytes: a larger Content-Length is refused before reading,
 * and a body that turns out larger (no or false Content-Length) is refused while reading, both with 413.
 * A body that is not a readable form is the client's mistake (400).
 */
export async function readForm(
  req: Request,
  { maxBytes, tooLargeMessage = "Förfrågan är för stor" }: { maxBytes: number; tooLargeMessage?: string },
): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw badRequest("Förfrågan måste skickas som ett formulär", undefined, "INVALID_FORM");
  }
  const declared = Number(req.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw payloadTooLarge(tooLargeMessage);

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw payloadTooLarge(tooLargeMessage);
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw badRequest("Formuläret kunde inte läsas", undefined, "INVALID_FORM");
  }
}

/** A positive integer id from a path segment, or 404: "/api/reports/abc" names no report. */
export function parseId(value: string | string[] | undefined, message = "Hittades inte"): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,9}$/.test(text)) throw new AppError(404, "NOT_FOUND", message);
  const id = Number(text);
  if (id < 1) throw new AppError(404, "NOT_FOUND", message);
  return id;
}

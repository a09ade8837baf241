// The wrapper every /api handler goes through (route(), or memberWrite() for a write that checks the session in its
// own first statement): session and role, same-origin check on writes, and mapping of every thrown error to the one
// JSON error shape.
import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod/mini";
import { toErrorResponse, validationError } from "@/lib/error-response";
import { AppError, badRequest, forbidden, payloadTooLarge, unauthorized, unsupportedMediaType } from "@/lib/errors";
import { findUnacceptableText, isAcceptableText, textMessages } from "@/lib/validation/text";
import { PendingSession, claimsNameASession, resolveSession, type SessionUser } from "@/lib/auth/session";
import { decodeSession, sessionCookieName } from "@/lib/auth/session-token";
import { assertSameOrigin } from "@/lib/same-origin";
import { limitClient, limitMember, limitSubject, type RateLimitPolicyName } from "@/lib/rate-limit";
import { whenUnavailable } from "@/lib/outage";

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
type Options<A extends Access> = {
  auth?: A;
  rateLimit?: RateLimitPolicyName;
  /**
   * `sessionless`: the answer is the same for everyone (a public read), so the session is not even read — no
   * database check per request. Only for `auth: "public"` routes without a rateLimit; the handler gets no user.
   */
  sessionless?: A extends "public" ? boolean : never;
  /**
   * `signed`: the request proves itself (a signed unsubscribe link a mail program posts to, a webhook signature the
   * handler checks), so it may come from another site; such a route reads no session, so a cookie gives it nothing.
   */
  signed?: A extends "public" ? boolean : never;
};

/** An admin without the second factor on this session is told what to do; anyone else is no admin. */
function notAdmin(user: SessionUser | null): AppError {
  if (user?.secondFactor === "setup") {
    return forbidden("Du behöver ställa in en andra faktor innan du kan använda admin-funktionerna", "SECOND_FACTOR_SETUP_REQUIRED");
  }
  if (user?.secondFactor === "verify") {
    return forbidden("Ange koden från din autentiseringsapp innan du kan använda admin-funktionerna", "SECOND_FACTOR_REQUIRED");
  }
  return forbidden("Du har inte admin-behörighet", "NOT_ADMIN");
}

/** Refuses a path parameter with characters no stored text may hold (400 naming the parameter). */
function assertAcceptableParams(params: Record<string, string | string[]>): void {
  for (const [name, value] of Object.entries(params)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === "string" && !isAcceptableText(part)) throw invalidCharacters(name);
    }
  }
}

function invalidCharacters(field: string): AppError {
  return badRequest(textMessages.request, { [field]: textMessages.invalidCharacters }, "INVALID_CHARACTERS");
}

export function route<P extends Record<string, string | string[]> = Record<string, never>, A extends Access = "public">(
  handler: (ctx: RouteContext<P, A>) => Promise<Response>,
  options: Options<A> = {},
) {
  return async (req: NextRequest, context: { params: Promise<P> }): Promise<Response> => {
    try {
      if (!options.signed) assertSameOrigin(req);
      const policy = options.rateLimit;
      if (policy) await limitClient(req, policy);
      const limit = async (subject: string) => {
        if (!policy) throw new Error("limit() needs a rateLimit policy on route()");
        return limitSubject(req, policy, subject);
      };
      const access = options.auth ?? "public";
      const user = options.sessionless || options.signed ? null : await resolveSession(req.cookies.get(sessionCookieName())?.value);
      if (access !== "public" && !user) throw unauthorized();
      if (access === "admin" && !user?.isAdmin) throw notAdmin(user);
      if (policy && user) await limitMember(policy, user.id);
      const params = context?.params ? await context.params : ({} as P);
      assertAcceptableParams(params);
      return privateByDefault(await handler({ req, params, user: user as UserFor<A>, limit }));
    } catch (error) {
      // A database that cannot be reached is nobody's mistake in the request: 503 with Retry-After, logged calmly.
      return privateByDefault(toErrorResponse(whenUnavailable(error)));
    }
  };
}

/**
 * A member's write whose first statement checks the session itself (a post's read: lib/reports/posting-context.ts),
 * one round trip fewer than route() with `auth: "user"`, which reads the session before the handler. The wrapper
 * refuses a request whose cookie opens to nothing (401) and hands the handler a PendingSession; the member is counted
 * under `rateLimit` once the session holds, before anything is written. A handler that answers without having
 * checked the session is a fault (500). When the handler throws before its check, the session is read as route()
 * reads it, so a session that is none is told 401 whatever else was wrong, and a member's failed attempt counts.
 */
export function memberWrite<P extends Record<string, string | string[]> = Record<string, never>>(
  handler: (ctx: { req: NextRequest; params: P; session: PendingSession }) => Promise<Response>,
  options: { rateLimit?: RateLimitPolicyName } = {},
) {
  return async (req: NextRequest, context: { params: Promise<P> }): Promise<Response> => {
    let session: PendingSession | null = null;
    try {
      assertSameOrigin(req);
      const policy = options.rateLimit;
      if (policy) await limitClient(req, policy);
      const claims = await decodeSession(req.cookies.get(sessionCookieName())?.value);
      if (!claimsNameASession(claims)) throw unauthorized();
      session = new PendingSession(claims, async (user) => {
        if (policy) await limitMember(policy, user.id);
      });
      const params = context?.params ? await context.params : ({} as P);
      assertAcceptableParams(params);
      const response = await handler({ req, params, session });
      if (!session.user) throw new Error("The handler answered without checking the session");
      return privateByDefault(response);
    } catch (error) {
      const refusal = session && !session.judged ? await session.resolve().then(() => null, (reason: unknown) => reason) : null;
      return privateByDefault(toErrorResponse(whenUnavailable(refusal ?? error)));
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
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;
const FORM_TYPE = /^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/**
 * Reads a JSON body and validates it; malformed JSON and invalid fields are the client's mistake (400). A body
 * sent as anything but JSON is refused (415) rather than parsed anyway: a plain HTML form on another site can
 * send text/plain that happens to be JSON. No body at all reads as {}.
 */
export async function readJson<S extends z.ZodMiniType>(req: Request, schema: S): Promise<z.output<S>> {
  const bytes = await readBody(req, MAX_JSON_BYTES, "Förfrågan är för stor");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest("Förfrågan innehåller ogiltig JSON", undefined, "INVALID_JSON");
  }
  if (text.trim() !== "" && !JSON_TYPE.test(req.headers.get("content-type") ?? "")) {
    throw unsupportedMediaType("Förfrågan måste skickas som JSON");
  }
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
  const unacceptable = findUnacceptableText(data);
  if (unacceptable !== null) throw invalidCharacters(unacceptable);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Reads the query string and validates it (400 with Swedish field messages). A repeated parameter counts once. */
export function readQuery<S extends z.ZodMiniType>(req: Request, schema: S): z.output<S> {
  const query = Object.fromEntries(new URL(req.url).searchParams);
  const unacceptable = findUnacceptableText(query);
  if (unacceptable !== null) throw invalidCharacters(unacceptable);
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * Validates a route's path parameters (400 with Swedish field messages): for calls whose numbers in the address are
 * read as input, not looked up as "/api/reports/abc" is (parseId, 404).
 */
export function readParams<S extends z.ZodMiniType>(params: Record<string, string | string[]>, schema: S): z.output<S> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * Reads a multipart (or url-encoded) form of at most maxBytes: a larger Content-Length is refused before reading,
 * and a body that turns out larger (no or false Content-Length) is refused while reading, both with 413.
 * A body of another type is refused with 415, one that is not a readable form with 400, and so is a text
 * field holding characters no stored text may hold.
 */
export async function readForm(
  req: Request,
  { maxBytes, tooLargeMessage = "Förfrågan är för stor" }: { maxBytes: number; tooLargeMessage?: string },
): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!FORM_TYPE.test(type)) throw unsupportedMediaType("Förfrågan måste skickas som ett formulär");
  const body = await readBody(req, maxBytes, tooLargeMessage);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw badRequest("Formuläret kunde inte läsas", undefined, "INVALID_FORM");
  }
  for (const [name, value] of form.entries()) {
    if (!isAcceptableText(name) || (typeof value === "string" && !isAcceptableText(value))) throw invalidCharacters(name);
  }
  return form;
}

/** The body as text, exactly as sent (a signed webhook is checked over its bytes), at most a JSON body's size. */
export async function readRawText(req: Request): Promise<string> {
  const bytes = await readBody(req, MAX_JSON_BYTES, "Förfrågan är för stor");
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest("Förfrågan innehåller ogiltig JSON", undefined, "INVALID_JSON");
  }
}

/** The whole body, refused with 413 as soon as it is known to be larger than maxBytes. */
async function readBody(req: Request, maxBytes: number, tooLargeMessage: string): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw payloadTooLarge(tooLargeMessage);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch {
        // The client went away mid-body (a phone losing its coverage during an upload): its socket's ECONNRESET is
        // the request's, not the database's, and must not be taken for an outage. Nobody reads this answer.
        throw badRequest("Förfrågan avbröts innan den kom fram", undefined, "BAD_REQUEST");
      }
      const { done, value } = read;
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
  return body;
}

/** A positive integer id from a path segment, or 404: "/api/reports/abc" names no report. */
export function parseId(value: string | string[] | undefined, message = "Hittades inte"): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,9}$/.test(text)) throw new AppError({ code: "NOT_FOUND", message });
  const id = Number(text);
  if (id < 1) throw new AppError({ code: "NOT_FOUND", message });
  return id;
}

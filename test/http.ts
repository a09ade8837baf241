// Calls route handlers the way Next.js does, with a real Request and an optional session cookie.
import { NextRequest } from "next/server";
import { encodeSession, sessionCookieName } from "@/lib/auth/session-token";
import { startSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { sealSecret } from "@/lib/second-factor/secret";
import { TEST_TOTP_SECRET } from "@/test/second-factor";

export const BASE_URL = "http://localhost:3000";

export type CallOptions = {
  method?: string;
  /** A value to send as JSON, a raw string (sent as is), or FormData. */
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  path?: string;
};

export async function call<P>(
  handler: (req: NextRequest, ctx: { params: Promise<P> }) => Promise<Response>,
  options: CallOptions & { params?: P } = {},
): Promise<Response> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (typeof options.body === "string") body = options.body;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && typeof body === "string" && !headers.has("content-type")) headers.set("content-type", "application/json");
  if (options.cookie) headers.set("cookie", options.cookie);
  if (method !== "GET" && !headers.has("origin")) headers.set("origin", BASE_URL);
  const req = new NextRequest(new URL(options.path ?? "/api/test", BASE_URL), {
    method,
    headers,
    body: body === undefined ? undefined : await asStream(body, headers),
    duplex: "half",
  });
  return handler(req, { params: Promise.resolve(options.params ?? ({} as P)) });
}

/**
 * The body as a stream that already holds all its bytes, as a server's request body does once they have arrived.
 * Node 24's fetch fills a string or FormData body from a task of its own; a handler that cancels the body early
 * (a 413) made that task write into a cancelled stream and fail outside the test.
 */
async function asStream(body: BodyInit, headers: Headers): Promise<ReadableStream<Uint8Array>> {
  const encoded = new Request(BASE_URL, { method: "POST", body });
  const type = encoded.headers.get("content-type");
  if (type && !headers.has("content-type")) headers.set("content-type", type);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (bytes.byteLength) controller.enqueue(bytes);
      controller.close();
    },
  });
}

/**
 * A session cookie for a member, as POST /api/auth/login would set it (with a session row of its own). An admin's
 * session has also proved the second factor (an authenticator secret is given to an admin who has none), unless
 * `secondFactor: false` asks for an admin who has only logged in with the password.
 */
export async function sessionCookie(user: { id: number; username: string; isAdmin?: boolean }, { secondFactor = true } = {}) {
  const sid = await startSession(user.id);
  const row = await db.user.findUnique({ where: { id: user.id }, select: { isAdmin: true, totpSecret: true } });
  if (row?.isAdmin && secondFactor) {
    if (row.totpSecret === null) await db.user.update({ where: { id: user.id }, data: { totpSecret: sealSecret(TEST_TOTP_SECRET) } });
    await db.session.update({ where: { id: sid }, data: { secondFactorAt: new Date() } });
  }
  const token = await encodeSession({ uid: user.id, name: user.username, adm: user.isAdmin ?? false, sid });
  return `${sessionCookieName()}=${token}`;
}

/** The session cookie a response sets, ready to send back. */
export function cookieFrom(response: Response): string | undefined {
  const setCookie = response.headers.get("set-cookie");
  return setCookie?.split(";")[0];
}

// The browser's one way to call the site's own API (SPEC §7): cookies sent, a 10 s timeout, and every outcome —
// network failure, timeout, the one error shape, a reply that is not what was asked for — turned into one result.

import { isErrorCode, type ErrorCode } from "@/lib/errors";

export const API_TIMEOUT_MS = 10_000; // SPEC §9
export const FALLBACK_ERROR = "Något gick fel. Försök igen.";
export const INVALID_RESPONSE = "Ogiltigt svar från servern";

export type ApiSuccess<T> = { ok: true; status: number; data: T };
export type ApiFailure = {
  ok: false;
  /** 0 when no answer came */
  status: number;
  /** the server's Swedish message, or the caller's fallback */
  error: string;
  /** one of lib/errors.ts's codes; compare with ERROR_CODE */
  code?: ErrorCode;
  fields?: Record<string, string>;
  /** why it failed: no answer, no answer in time, a refusal, or an answer that was not what was asked for */
  reason: "network" | "timeout" | "aborted" | "http" | "invalid";
};
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export type ApiOptions<T> = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** sent as JSON */
  json?: unknown;
  /** sent as multipart (the browser sets the boundary) */
  form?: FormData;
  /** the message when the server gives none */
  fallback?: string;
  /** checks the shape of a successful answer; a mismatch is 'Ogiltigt svar från servern' */
  accept?: (data: unknown) => data is T;
  /** lets the caller abort (a component going away); the timeout applies as well */
  signal?: AbortSignal;
  timeoutMs?: number;
};

export async function apiFetch<T = unknown>(url: string, options: ApiOptions<T> = {}): Promise<ApiResult<T>> {
  const { method = "GET", json, form, fallback = FALLBACK_ERROR, accept, signal, timeoutMs = API_TIMEOUT_MS } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: json === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
      credentials: "same-origin",
      cache: "no-store",
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    const reason = signal?.aborted ? "aborted" : timeout.aborted ? "timeout" : "network";
    if (reason !== "aborted") console.error(`${method} ${url} misslyckades`, error);
    return { ok: false, status: 0, error: fallback, reason };
  }

  const data: unknown = await response.json().catch(() => undefined);
  if (signal?.aborted) return { ok: false, status: response.status, error: fallback, reason: "aborted" };
  if (response.ok) {
    if (data === undefined || (accept && !accept(data))) {
      console.error(`${method} ${url}: ${INVALID_RESPONSE}`);
      return { ok: false, status: response.status, error: INVALID_RESPONSE, reason: "invalid" };
    }
    return { ok: true, status: response.status, data: data as T };
  }

  // SPEC §7: a 404 is noted as an endpoint not found; other refusals are logged as they are.
  if (response.status === 404 && (data as { code?: unknown } | undefined)?.code === undefined) {
    console.error(`${method} ${url}: endpoint hittades inte`);
  }
  const payload = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  return {
    ok: false,
    status: response.status,
    error: typeof payload.error === "string" && payload.error.trim() ? payload.error : fallback,
    code: isErrorCode(payload.code) ? payload.code : undefined,
    fields: isStringRecord(payload.fields) ? payload.fields : undefined,
    reason: "http",
  };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === "object" && value !== null && Object.values(value).every((v) => typeof v === "string");
}

/** POSTs `body` as JSON (or nothing, when it is undefined). */
export function postJson<T = unknown>(url: string, body?: unknown, fallback?: string): Promise<ApiResult<T>> {
  return apiFetch<T>(url, { method: "POST", json: body, fallback });
}

// POSTs JSON to the site's own endpoints and turns every outcome, network failures included, into one shape.

export const FALLBACK_ERROR = "Något gick fel. Försök igen.";
const TIMEOUT_MS = 10_000; // SPEC §9: API request timeout

export type PostSuccess<T> = { ok: true; status: number; data: T };
export type PostFailure = { ok: false; status: number; error: string; code?: string; fields?: Record<string, string> };
export type PostResult<T> = PostSuccess<T> | PostFailure;

/**
 * `error` is the server's Swedish message, or `fallback` when there was none (network failure, timeout, a reply
 * that is not the error JSON). Without `body` the request carries no payload.
 */
export async function postJson<T>(
  url: string,
  body?: unknown,
  fallback = FALLBACK_ERROR,
): Promise<PostResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json", accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { ok: false, status: 0, error: fallback };
  }
  const data: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, data: data as T };
  const payload = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  return {
    ok: false,
    status: res.status,
    error: typeof payload.error === "string" && payload.error.trim() ? payload.error : fallback,
    code: typeof payload.code === "string" ? payload.code : undefined,
    fields: isStringRecord(payload.fields) ? payload.fields : undefined,
  };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === "object" && value !== null && Object.values(value).every((v) => typeof v === "string");
}

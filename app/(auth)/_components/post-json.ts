// POSTs JSON to the site's own endpoints and turns every outcome, network failures included, into one shape.

const TIMEOUT_MS = 10_000; // SPEC §9: API request timeout

export type PostResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; error: string | null; code?: string; fields?: Record<string, string> };

/** `error` is the server's Swedish message, or null when there was none (the caller picks its fallback). */
export async function postJson<T>(url: string, body?: unknown): Promise<PostResult<T>> {
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
    return { ok: false, status: 0, error: null };
  }
  const data: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, data: data as T };
  const payload = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  const fields = payload.fields;
  return {
    ok: false,
    status: res.status,
    error: typeof payload.error === "string" && payload.error.trim() ? payload.error : null,
    code: typeof payload.code === "string" ? payload.code : undefined,
    fields:
      typeof fields === "object" && fields !== null && Object.values(fields).every((v) => typeof v === "string")
        ? (fields as Record<string, string>)
        : undefined,
  };
}

// POSTs JSON to the site's own API and turns every outcome, network failures included, into one shape.

export const FALLBACK_ERROR = "Något gick fel. Försök igen.";
const TIMEOUT_MS = 10_000; // SPEC §9: API request timeout

export type ApiSuccess<T> = { ok: true; status: number; data: T };
export type ApiFailure = { ok: false; status: number; error: string; code?: string; fields?: Record<string, string> };

export async function postJson<T>(url: string, body: unknown): Promise<ApiSuccess<T> | ApiFailure> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { ok: false, status: 0, error: FALLBACK_ERROR };
  }
  const data: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, data: data as T };
  const payload = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  return {
    ok: false,
    status: res.status,
    error: typeof payload.error === "string" && payload.error.trim() ? payload.error : FALLBACK_ERROR,
    code: typeof payload.code === "string" ? payload.code : undefined,
    fields: isStringRecord(payload.fields) ? payload.fields : undefined,
  };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === "object" && value !== null && Object.values(value).every((v) => typeof v === "string");
}

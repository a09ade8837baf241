// The one error shape (lib/errors.ts), checked on an answer from the outside.

/**
 * What is wrong with an answer, or null. Keys besides error, code and fields are allowed only as the flat
 * flags lib/errors.ts calls extras (e.g. `expired: true` on an old consent link).
 */
export function problemWith(res: Response, text: string): string | null {
  if (res.status >= 500) return `answered ${res.status}`;
  if (res.status < 400) return null;
  const type = res.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) return `error answer ${res.status} has Content-Type ${JSON.stringify(type)}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `error answer ${res.status} is not JSON`;
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return `error answer ${res.status} is not an object`;
  const { error, code, fields, ...extras } = body as Record<string, unknown>;
  if (typeof error !== "string" || error.length === 0) return `error answer ${res.status} has no message`;
  if (typeof code !== "string" || !/^[A-Z][A-Z0-9_]*$/.test(code)) return `error answer ${res.status} has no machine code`;
  if (fields !== undefined && (!fields || typeof fields !== "object" || Object.values(fields).some((v) => typeof v !== "string"))) {
    return `error answer ${res.status} has fields that are not name → message`;
  }
  if (Object.values(extras).some((v) => v === null || typeof v === "object")) return `error answer ${res.status} has nested extra keys`;
  if (res.status === 429 && !res.headers.get("retry-after")) return "429 without Retry-After";
  return null;
}

// The Idempotency-Key of a new catch, made in the browser (the report form, the queue) before the first attempt.

/** A UUID, or 32 hex digits where randomUUID is missing (a page on plain http): both fit the server's 8–100 characters. */
export function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

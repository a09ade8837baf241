// Where to send a member after logging in. Browser-safe: the login page and its form both use it.

/**
 * `next` as a same-site path, or "/" when it could lead elsewhere. "//host" and "/\host" are read by
 * browsers as another site, and /login itself would only bounce back.
 */
export function safeNextPath(next: unknown): string {
  if (typeof next !== "string" || next.length > 2000) return "/";
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return "/";
  if (/^\/login(?:[/?#]|$)/.test(next)) return "/";
  return next;
}

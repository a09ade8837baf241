// A cookie the browser can read that says "a session cookie was set here". The session cookie itself is
// httpOnly; this one only spares visitors the GET /api/auth/me that would answer 401. It proves nothing: the
// server decides every request from the session cookie alone. Browser-safe (the server sets and clears it too).

export const SESSION_HINT_COOKIE = "fg_session";

export function hasSessionHint(): boolean {
  return document.cookie.split("; ").some((pair) => pair.startsWith(`${SESSION_HINT_COOKIE}=`));
}

export function clearSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

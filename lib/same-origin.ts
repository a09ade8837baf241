// Writes must come from a page of this site: the check every /api write goes through (lib/http.ts).
import { env } from "@/lib/env";
import { forbidden } from "@/lib/errors";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const crossOrigin = () => forbidden("Förfrågan kom från en annan webbplats", "CROSS_ORIGIN");

/**
 * A write must show that a page of this site sent it: an Origin of the site, or Sec-Fetch-Site: same-origin.
 * Browsers send at least one of them on every fetch, XHR and form post, so only requests that no page of ours
 * made lack both. That holds with or without a cookie: login and registration are writes that a foreign page
 * could otherwise make in a visitor's browser (docs/decisions/122-same-origin-writes-and-content-types.md).
 */
export function assertSameOrigin(req: Request): void {
  if (!WRITE_METHODS.has(req.method)) return;
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin") throw crossOrigin();
  const origin = req.headers.get("origin") || null;
  if (origin === null) {
    if (fetchSite === "same-origin") return;
    throw forbidden("Förfrågan saknar avsändare och kan inte tas emot", "ORIGIN_REQUIRED");
  }
  // The configured site, or the host the browser itself addressed (a page on 127.0.0.1 posting to 127.0.0.1);
  // another site cannot make a visitor's browser send our Host with its own Origin.
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw crossOrigin();
  }
  const sameSite = origin === new URL(env().SITE_URL).origin || originHost === (req.headers.get("host") ?? new URL(req.url).host);
  if (!sameSite) throw crossOrigin();
}

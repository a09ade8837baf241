// The edge policy, stated once: what is cached where and for how long, which cookies make a request a member's,
// which headers mark Next.js's own router requests, the security headers and HSTS, and the types of the files the
// servers send themselves. The production server (scripts/server/) reads it directly; the nginx configuration is
// made from it (scripts/cluster/nginx.mjs fills the template's fields), and next.config.ts sends its headers.
// docs/decisions/134-micro-cache-in-the-server.md says where the two enforcers still differ, and why.
// Plain JavaScript, so the servers and next.config.ts read it without a compiler.

/** Headers every answer carries, whoever sends it. */
export const SECURITY_HEADERS = Object.freeze([
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  // The report form may ask for the member's position when they press 'Använd min position'; no frame may.
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
]);

/** Strict-Transport-Security, sent on every answer of an https site (two years, subdomains included). */
export const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Cookies whose presence makes a request a member's: next-auth's session cookie (its https name too) and the
 * readable hint the browser uses (decision 060). A member reads from the same shared copies as a visitor (no page
 * drawn for everyone reads the session; the shell asks who is logged in from the browser), except a copy that says
 * it depends on the cookie (`Vary: Cookie`: a visitor's page of the report list, whose members' pages mark their
 * own reports), and nothing at all while FRESH_WRITE_COOKIE is set (decision 293).
 */
export const MEMBER_COOKIES = Object.freeze(["next-auth.session-token", "__Secure-next-auth.session-token", "fg_session"]);

/**
 * Set by the server on the answer to a member's write, for FRESH_WRITE_SECONDS: while a browser carries it, its
 * reads pass every shared copy, so whoever wrote sees the write at once, also on a server (or behind an nginx)
 * whose copy was made before it. It covers a copy's second and the ten seconds a run-out copy may still be given
 * while its successor renders (scripts/server/micro-cache.mjs), plus one.
 */
export const FRESH_WRITE_COOKIE = "fg_wrote";
export const FRESH_WRITE_SECONDS = 12;

/**
 * Pages whose answer to a member is their own, as patterns of the path (without the query) that JavaScript and
 * nginx's PCRE read alike: `/` is a logged-in member's feed (decision 298), the home page a visitor's; `/turer/{id}`
 * is a trip drawn for the member (decision 305), the cached public trip a visitor's. There a member passes every
 * shared copy and their answer is never kept; visitors keep sharing theirs. A segment never holds `|`, which nginx's
 * map puts between the path and the cookies.
 */
export const MEMBER_OWN_PAGES = Object.freeze(["/", "/turer/[^/|]+/?"]);

/** Headers Next.js's router sends on its own requests (RSC payloads, prefetches, server actions): never cached. */
export const ROUTER_HEADERS = Object.freeze(["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-action"]);

/** How long a visitor's shareable answer is kept by the micro-caches (PAGE_MICRO_CACHE_MS may change the server's). */
export const MICRO_CACHE_SECONDS = 1;

/**
 * What makes an answer shareable, by its Cache-Control: a page Next.js marked `s-maxage`, or a route handler's
 * `public`, and neither private, no-store nor no-cache. Only a 200 without Set-Cookie is ever kept.
 */
export const SHAREABLE_CACHE_CONTROL = Object.freeze({ any: ["s-maxage=", "public"], none: ["private", "no-store", "no-cache"] });

/** What Next.js sends for /_next/static files (their names change with their content). */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** What Next.js sends for public/ files (their names stay when their content changes). */
export const REVALIDATE = "public, max-age=0";

/** The types Next.js's `send` gives the files the servers send themselves, by extension. */
export const CONTENT_TYPES = Object.freeze({
  ".js": "application/javascript; charset=UTF-8",
  ".mjs": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=UTF-8",
  ".map": "application/json; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".html": "text/html; charset=UTF-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
});

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether a path (without the query) is one of MEMBER_OWN_PAGES. */
export const MEMBER_OWN_PAGE_PATTERN = new RegExp(`^(?:${MEMBER_OWN_PAGES.join("|")})$`);

/** Whether a Cookie header carries a member's cookie. */
export const MEMBER_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*(?:${MEMBER_COOKIES.map(escapeRegExp).join("|")})=`);

/** Whether a Cookie header carries the cookie of a member's recent write. */
export const FRESH_WRITE_PATTERN = new RegExp(`(?:^|;)\\s*${escapeRegExp(FRESH_WRITE_COOKIE)}=`);

/** The Set-Cookie value the server adds to the answer of a member's write. */
export function freshWriteCookie(https) {
  return `${FRESH_WRITE_COOKIE}=1; Path=/; Max-Age=${FRESH_WRITE_SECONDS}; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`;
}

/**
 * Who reads a shared copy: "visitor" (no member cookie), "member" (the same copies, but not one that varies on the
 * cookie), or null when the request passes every copy (a member's reads just after their write, and a member's
 * read of a page of MEMBER_OWN_PAGES, given its path without the query). Router requests are decided apart
 * (ROUTER_HEADERS).
 */
export function sharedCopyReader(cookieHeader, pathname = null) {
  const cookie = String(cookieHeader ?? "");
  if (FRESH_WRITE_PATTERN.test(cookie)) return null;
  if (!MEMBER_COOKIE_PATTERN.test(cookie)) return "visitor";
  return pathname !== null && MEMBER_OWN_PAGE_PATTERN.test(pathname) ? null : "member";
}

/** Whether an answer's Vary names the Cookie header (or is `*`): it is not the same for every reader. */
export function variesOnCookie(vary) {
  return String(vary ?? "").split(",").some((name) => ["cookie", "*"].includes(name.trim().toLowerCase()));
}

/** Whether a Cache-Control value lets a shared cache keep the answer. */
export function isShareableCacheControl(value) {
  const text = String(value ?? "").toLowerCase();
  const { any, none } = SHAREABLE_CACHE_CONTROL;
  return any.some((word) => (word.endsWith("=") ? new RegExp(`\\b${escapeRegExp(word)}\\d`).test(text) : new RegExp(`\\b${word}\\b`).test(text))) &&
    !none.some((word) => new RegExp(`\\b${word}\\b`).test(text));
}

// Before any rendering: refuses addresses that are not valid percent-encoding (Next would answer them with a
// bare 500), sends a member's / and trip pages to the pages drawn for them (their feed and patterns to the copies
// kept for them), serves the report list's other orders and later pages from their own cacheable routes (and
// filtered lists and /fiskevader's towns from kept ones), and sends logged-out visitors from member pages to /login.
// The redirects are optimistic only: every page and handler checks the session again on the server. The one thing
// only this file does is the kept copies of a member's own pages: it names them after checking the session against
// the database, signed, and turns away every request for them that it did not name (decision 309).
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint";
import { decodeSession, sessionCookieName, sessionCookieOptions, type SessionClaims } from "@/lib/auth/session-token";
import { keptFishingWeatherPage } from "@/lib/conditions/fishing-weather-address.mjs";
import { KEPT_PATTERNS_PREFIX, keptPatternsAddress, NO_PATTERNS } from "@/lib/conditions/kept-patterns";
import { feedVisit, KEPT_FEED_PREFIX, NO_VISIT } from "@/lib/feed/visit";
import { CACHED_FILTERED_LIST, filteredListKey, reportListRewrite } from "@/lib/reports/list-address.mjs";
import { createVariantGate } from "@/lib/search/variants";

const FILTERED_LIST = "/reports/filtered";
// Bounds how many filtered first pages this server keeps as pages (docs/decisions/212-cached-filtered-lists.md).
const filteredPages = createVariantGate();
// The same bound for /fiskevader's kept pages (docs/decisions/282-kept-fishing-weather.md).
const fishingWeatherPages = createVariantGate();
const MEMBER_ONLY = /^\/(my-profile|settings|notifications|friends|friend-requests|admin|tavlingar\/ny|turer\/?$|turer\/[^/]+\/medlem|flode)(?:[/.]|$)/;
// A trip's page: a visitor's is the cached public page, a member's is drawn for them at turer/{id}/medlem and never
// kept by a shared cache (docs/decisions/305-cached-public-trip-pages.md). The matcher sends only requests that carry
// a session cookie here, like /.
const TRIP_PAGE = /^\/turer\/([^/]+)\/?$/;
const PATTERNS_PAGE = "/my-profile/monster";

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (!isDecodable(pathname)) {
    const body = { error: "Adressen är felaktigt kodad", code: "BAD_REQUEST" };
    return pathname.startsWith("/api/")
      ? NextResponse.json(body, { status: 400 })
      : new NextResponse(body.error, { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  }

  if (pathname === "/") {
    // A logged-in member's / is their feed (decisions 298 and 309); the matcher sends only requests that carry a
    // session cookie, so a visitor's home page is never held up here.
    const claims = await decodeSession(req.cookies.get(sessionCookieName())?.value);
    if (!claims) return withSessionHint(req, NextResponse.next());
    return withSessionHint(req, privateAnswer(await memberHome(req, claims)));
  }

  // Kept copies of members' own pages are reached only through their addresses, as the proxy names them: asked for
  // directly, however written, they are an address that names nobody.
  const plain = decodeURIComponent(pathname).replace(/\/{2,}/g, "/");
  if (plain.startsWith(KEPT_FEED_PREFIX)) return privateAnswer(NextResponse.rewrite(new URL(NO_VISIT, req.url)));
  if (plain.startsWith(KEPT_PATTERNS_PREFIX)) return privateAnswer(NextResponse.rewrite(new URL(NO_PATTERNS, req.url)));

  const trip = TRIP_PAGE.exec(pathname);
  if (trip) {
    // A signature that does not hold is no member's: the visitors' page, which the shared caches still do not give
    // or take from a request with a session cookie (MEMBER_OWN_PAGES in lib/edge-policy.mjs).
    const claims = await decodeSession(req.cookies.get(sessionCookieName())?.value);
    if (!claims) return withSessionHint(req, NextResponse.next());
    return withSessionHint(req, privateAnswer(NextResponse.rewrite(new URL(`/turer/${trip[1]}/medlem${search}`, req.url))));
  }

  if (pathname === "/reports" && search) {
    const target = reportListRewrite(req.nextUrl.searchParams);
    if (!target) return withSessionHint(req, NextResponse.next());
    // A filtered list's first page is kept as a page of its own while the bound allows (lib/search/variants.ts);
    // past it, and for later pages, the page is rendered on request.
    const key = target.startsWith(FILTERED_LIST) ? filteredListKey(req.nextUrl.searchParams) : null;
    const cached = key !== null && filteredPages.admit(key) ? `${CACHED_FILTERED_LIST}${key}` : null;
    return withSessionHint(req, NextResponse.rewrite(new URL(cached ?? target, req.url)));
  }

  if (pathname === "/fiskevader") {
    // A town (or the default place) and a species: the kept page, while the bound allows; a position, on request.
    const kept = keptFishingWeatherPage(req.nextUrl.searchParams);
    const admitted = kept !== null && fishingWeatherPages.admit(kept);
    return withSessionHint(req, admitted ? NextResponse.rewrite(new URL(kept, req.url)) : NextResponse.next());
  }

  if (!MEMBER_ONLY.test(pathname)) return withSessionHint(req, NextResponse.next());
  const claims = await decodeSession(req.cookies.get(sessionCookieName())?.value);
  if (claims && pathname === PATTERNS_PAGE) return withSessionHint(req, privateAnswer(await memberPatterns(req, claims)));
  if (claims) return withSessionHint(req, privateAnswer(NextResponse.next()));
  const login = new URL("/login", req.url);
  login.searchParams.set("next", `${pathname}${search}`);
  return privateAnswer(NextResponse.redirect(login));
}

/**
 * The first page of a member's feed is their kept copy for this visit, checked with the session in one read; a
 * session the server refuses (suspended, expired) gets the visitors' home page. Later pages, and a visit when the
 * database cannot be read, are drawn per request at /flode (which checks the session again).
 */
async function memberHome(req: NextRequest, claims: SessionClaims): Promise<NextResponse> {
  const { search } = req.nextUrl;
  if (search) return NextResponse.rewrite(new URL(`/flode${search}`, req.url));
  try {
    const kept = await feedVisit(claims);
    return kept ? NextResponse.rewrite(new URL(kept, req.url)) : NextResponse.next();
  } catch (error) {
    console.error("[feed] the visit could not be placed; the feed is drawn on request", error);
    return NextResponse.rewrite(new URL("/flode", req.url));
  }
}

/**
 * The member's patterns are their kept copy; a session the server refuses, and a request when the database cannot be
 * read, reach the page drawn on request, which sends the one to log in and tries the other again.
 */
async function memberPatterns(req: NextRequest, claims: SessionClaims): Promise<NextResponse> {
  try {
    const kept = await keptPatternsAddress(claims);
    return kept ? NextResponse.rewrite(new URL(kept, req.url)) : NextResponse.next();
  } catch (error) {
    console.error("[patterns] the session could not be read; the page is drawn on request", error);
    return NextResponse.next();
  }
}

/**
 * Member pages are prerendered shells, which Next.js would mark shareable (s-maxage); but a member gets the page
 * and a visitor the way to /login, so no shared cache may keep either. Next.js keeps a Cache-Control set here.
 */
function privateAnswer(response: NextResponse): NextResponse {
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

/**
 * A session cookie set before the hint cookie existed (or a hint the member deleted) gets its hint back, so the
 * header asks who is logged in. Nothing is decided from it.
 */
function withSessionHint(req: NextRequest, response: NextResponse): NextResponse {
  if (req.cookies.has(sessionCookieName()) && !req.cookies.has(SESSION_HINT_COOKIE)) {
    response.cookies.set(SESSION_HINT_COOKIE, "1", { ...sessionCookieOptions(), httpOnly: false });
  }
  return response;
}

export const config = {
  // Only where there is something to do: pages that are the same for everyone skip the proxy entirely (it cost
  // cached pages ~40 % of their throughput). Member pages are redirected, /reports with an order or a page marker
  // is rewritten, /login gets its session hint back, and any path with a percent sign has its encoding checked.
  matcher: [
    "/(my-profile|settings|notifications|friends|friend-requests|admin|flode)",
    "/(my-profile|settings|notifications|friends|friend-requests|admin|flode)/:path*",
    // A member's home page is their feed; a visitor's (no session cookie) skips the proxy.
    { source: "/", has: [{ type: "cookie", key: "next-auth.session-token" }] },
    { source: "/", has: [{ type: "cookie", key: "__Secure-next-auth.session-token" }] },
    "/tavlingar/ny",
    "/turer",
    // A member's trip page is drawn for them; a visitor's (no session cookie) skips the proxy and is the cached one.
    { source: "/turer/:id", has: [{ type: "cookie", key: "next-auth.session-token" }] },
    { source: "/turer/:id", has: [{ type: "cookie", key: "__Secure-next-auth.session-token" }] },
    "/turer/:id/medlem",
    "/fiskevader",
    { source: "/reports", has: [{ type: "query", key: "sort" }] },
    { source: "/reports", has: [{ type: "query", key: "cursor" }] },
    // The filters (lib/reports/list-address.mjs; a unit test keeps this list whole): rewritten to reports/filtered.
    { source: "/reports", has: [{ type: "query", key: "q" }] },
    { source: "/reports", has: [{ type: "query", key: "species" }] },
    { source: "/reports", has: [{ type: "query", key: "from" }] },
    { source: "/reports", has: [{ type: "query", key: "to" }] },
    { source: "/reports", has: [{ type: "query", key: "month" }] },
    { source: "/reports", has: [{ type: "query", key: "season" }] },
    { source: "/reports", has: [{ type: "query", key: "place" }] },
    { source: "/reports", has: [{ type: "query", key: "bait" }] },
    { source: "/reports", has: [{ type: "query", key: "method" }] },
    { source: "/reports", has: [{ type: "query", key: "weight_min" }] },
    { source: "/reports", has: [{ type: "query", key: "weight_max" }] },
    { source: "/reports", has: [{ type: "query", key: "length_min" }] },
    { source: "/reports", has: [{ type: "query", key: "length_max" }] },
    { source: "/reports", has: [{ type: "query", key: "photo" }] },
    { source: "/reports", has: [{ type: "query", key: "released" }] },
    { source: "/reports", has: [{ type: "query", key: "personal_best" }] },
    { source: "/reports", has: [{ type: "query", key: "big_fish" }] },
    "/login",
    "/((?!_next/static|_next/image).*%.*)",
  ],
};

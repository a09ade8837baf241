// Optimistic redirects only: logged-out visitors are sent from member pages to /login before any rendering.
// Every page and handler checks the session again on the server; this file is not what keeps anything safe.
import { NextResponse, type NextRequest } from "next/server";
import { decodeSession, sessionCookieName } from "@/lib/auth/session-token";

const MEMBER_ONLY = /^\/(settings|notifications|friends|friend-requests|admin)(?:[/.]|$)/;

export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (!MEMBER_ONLY.test(pathname)) return NextResponse.next();
  const claims = await decodeSession(req.cookies.get(sessionCookieName())?.value);
  if (claims) return NextResponse.next();
  const login = new URL("/login", req.url);
  login.searchParams.set("next", `${pathname}${search}`);
  return NextResponse.redirect(login);
}

export const config = {
  // Everything but static assets and the API (handlers answer 401 themselves).
  matcher: ["/((?!api/|_next/static|_next/image|uploads/|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)"],
};

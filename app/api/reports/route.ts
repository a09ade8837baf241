import { memberWrite, readForm, readQuery, route } from "@/lib/http";
import { postReport, readIdempotencyKey } from "@/lib/reports/idempotency";
import { getCachedReportPage } from "@/lib/reports/cached";
import { exactPositionsFor } from "@/lib/reports/positions";
import { listReports } from "@/lib/reports/queries";
import { publicReportFor } from "@/lib/reports/rows";
import { REPORT_LIMITS, reportListQuerySchema, reportMessages } from "@/lib/reports/schemas";
import { isFiltered, reportFilterSchema } from "@/lib/reports/filters";
import { listFilteredForViewer, listOrder } from "@/lib/search/for-viewer";

// The photo plus room for the text fields and multipart framing.
const MAX_FORM_BYTES = REPORT_LIMITS.imageMaxBytes + 64 * 1024;

// GET /api/reports?sort=date|fish|fisher|location&cursor=&limit= – one page of catch reports; with filters and a
// search (lib/reports/filters.ts: species, from, to, month, season, place, bait, method, weight_min/_max,
// length_min/_max, photo, released, personal_best, big_fish, q) the page of the reports that match
export const GET = route(async ({ req, user }) => {
  const { sort, cursor, limit } = readQuery(req, reportListQuerySchema);
  const filter = readQuery(req, reportFilterSchema);
  if (isFiltered(filter)) {
    const order = listOrder(filter, new URL(req.url).searchParams.get("sort"), sort);
    const page = await listFilteredForViewer({ viewer: user, filter, order, cursor: cursor ?? null, limit });
    return Response.json(page, user ? undefined : { headers: { "Cache-Control": "public, max-age=0, s-maxage=1", Vary: "Cookie" } });
  }
  // Admins see who is behind every anonymous report: their page is read from the database.
  if (user?.isAdmin) return Response.json(await listReports({ viewer: user, sort, cursor, limit }));
  // Everyone else gets the page the /reports pages share from the cache; a member's own reports say so.
  const page = await getCachedReportPage({ sort, cursor: cursor ?? null, limit });
  // A member may see more of some positions (their own, friends' kept for friends): one query for the page.
  const exact = user ? await exactPositionsFor(user, page.reports.map((report) => report.id)) : undefined;
  const reports = page.reports.map((report) =>
    user ? publicReportFor(report, { id: user.id, username: user.username, isAdmin: false }, exact) : { ...report, can_delete: false },
  );
  if (user) return Response.json({ ...page, reports });
  // A visitor's page is the same for every visitor: shared caches (the server's micro-cache) may keep it for a
  // second, browsers ask again each time, and a cache that ignores who asks is told the cookie matters.
  return Response.json({ ...page, reports }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=1", Vary: "Cookie" } });
});

// POST /api/reports – create a catch report from a multipart form; the session, never user_id, says who posted it.
// With an Idempotency-Key header a resend answers the first post's result instead of storing the catch twice. The
// session is checked in the post's own read (lib/reports/posting-context.ts), or before a photo is processed.
export const POST = memberWrite(
  async ({ req, session }) => {
    const key = readIdempotencyKey(req);
    const form = await readForm(req, { maxBytes: MAX_FORM_BYTES, tooLargeMessage: reportMessages.imageTooLarge });
    return Response.json(await postReport({ actor: session, form, key }), { status: 201 });
  },
  { rateLimit: "report" },
);

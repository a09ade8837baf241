import { parseId, route } from "@/lib/http";
import { toggleReportLike } from "@/lib/likes/mutations";
import { getReportLikeStatus } from "@/lib/likes/queries";

// GET /api/likes/reports/{reportId} – the like count and whether the viewer likes the report
export const GET = route<{ reportId: string }>(async ({ params, user }) => {
  const reportId = parseId(params.reportId, "Rapporten hittades inte");
  return Response.json(await getReportLikeStatus({ viewer: user, reportId }));
});

// POST /api/likes/reports/{reportId} – like the report, or take the like back
export const POST = route<{ reportId: string }, "user">(
  async ({ params, user }) => {
    const reportId = parseId(params.reportId, "Rapporten hittades inte");
    return Response.json(await toggleReportLike({ actor: user, reportId }));
  },
  { auth: "user", rateLimit: "like" },
);

import { route } from "@/lib/http";
import { cardResponse } from "@/lib/share/answer";
import { getCachedReportCard } from "@/lib/share/cached";

// GET /reports/{id}/opengraph-image – the catch's share card (lib/share/report-card.tsx), named in the report page's
// og:image and twitter:image. Drawn once per version of the report; a missing report is a 404.
export const GET = route<{ id: string }>(async ({ params }) => {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  return cardResponse(id >= 1 ? await getCachedReportCard(id) : null, "Rapporten hittades inte");
});

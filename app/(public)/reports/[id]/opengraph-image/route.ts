import { cardResponse } from "@/lib/share/answer";
import { getCachedReportCard } from "@/lib/share/cached";

// GET /reports/{id}/opengraph-image – the catch's share card (lib/share/report-card.tsx), named in the report page's
// og:image and twitter:image. Drawn once per version of the report; a missing report is a 404.
export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return cardResponse(id >= 1 ? await getCachedReportCard(id) : null, "Rapporten hittades inte");
}

import { getCachedReportCard } from "@/lib/share/cached";

// GET /reports/{id}/opengraph-image – the catch's share card (lib/share/report-card.tsx), named in the report page's
// og:image and twitter:image. Drawn once per version of the report; a missing report is a 404.
export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const card = id >= 1 ? await getCachedReportCard(id) : null;
  if (!card) return new Response("Rapporten hittades inte", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(card), {
    headers: { "content-type": "image/jpeg", "content-length": String(card.length), "cache-control": "public, max-age=300" },
  });
}

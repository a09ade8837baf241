import { cardResponse } from "@/lib/share/answer";
import { getCachedSpeciesCard } from "@/lib/share/cached";

// GET /arter/{slug}/opengraph-image – a species page's share card (lib/share/other-cards.ts), named in its page's
// og:image. An unknown species is a 404.
export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return cardResponse(/^[a-z-]{2,40}$/.test(slug) ? await getCachedSpeciesCard(slug) : null, "Arten hittades inte");
}

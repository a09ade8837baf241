import { route } from "@/lib/http";
import { cardResponse } from "@/lib/share/answer";
import { getCachedSpeciesCard } from "@/lib/share/cached";

// GET /arter/{slug}/opengraph-image – a species page's share card (lib/share/other-cards.ts), named in its page's
// og:image. An unknown species is a 404.
export const GET = route<{ slug: string }>(async ({ params }) =>
  cardResponse(/^[a-z-]{2,40}$/.test(params.slug) ? await getCachedSpeciesCard(params.slug) : null, "Arten hittades inte"),
);

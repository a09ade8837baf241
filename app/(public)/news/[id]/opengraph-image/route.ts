import { route } from "@/lib/http";
import { articleIdFromSlug } from "@/lib/news/messages";
import { cardResponse } from "@/lib/share/answer";
import { getCachedArticleCard } from "@/lib/share/cached";

// GET /news/{id}-{slug}/opengraph-image – a published article's share card (lib/share/other-cards.ts), named in its
// page's og:image. A draft or a missing article is a 404.
export const GET = route<{ id: string }>(async ({ params }) => {
  const id = articleIdFromSlug(params.id);
  return cardResponse(id ? await getCachedArticleCard(id) : null, "Artikeln hittades inte");
});

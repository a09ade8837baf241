import { route } from "@/lib/http";
import { cardResponse } from "@/lib/share/answer";
import { getCachedTripCard } from "@/lib/share/cached";
import { tripMessages } from "@/lib/trips/messages";

// GET /turer/{id}/opengraph-image – a public trip's share card (lib/share/trip-card.ts), named in its page's og:image
// and twitter:image. The same for everyone: a private, deleted or hidden trip's card is a 404, whoever asks.
export const GET = route<{ id: string }>(async ({ params }) => {
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : 0;
  return cardResponse(id >= 1 ? await getCachedTripCard(id) : null, tripMessages.notFound);
});

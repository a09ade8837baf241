// Share cards, each drawn once per version of what it shows: cached (as base64) under the tags of the page it
// belongs to, so the writes that change the page draw its card again. A missing thing is cached as null and
// expired the same way, as its page's 404 is.
import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "@/lib/cache/tags";
import { getPublishedArticle } from "@/lib/news/queries";
import { getPublicReport } from "@/lib/reports/queries";
import { renderArticleCard, renderSpeciesCard } from "@/lib/share/other-cards";
import { cardVersion } from "@/lib/share/card-address";
import { renderReportCard } from "@/lib/share/report-card";
import { renderTripCard, tripCardParts } from "@/lib/share/trip-card";
import { getSpeciesPage } from "@/lib/species/queries";
import { readPublicTripCard } from "@/lib/trips/card";

async function cachedCard<T>(key: string[], tags: string[], read: () => Promise<T | null>, render: (thing: T) => Promise<Buffer>): Promise<Buffer | null> {
  const base64 = await unstable_cache(
    async () => {
      const thing = await read();
      return thing === null ? null : (await render(thing)).toString("base64");
    },
    key,
    { tags, revalidate: PUBLIC_READ_SECONDS },
  )();
  return base64 === null ? null : Buffer.from(base64, "base64");
}

/** A report's card (JPEG), or null when there is no such report. */
export function getCachedReportCard(id: number): Promise<Buffer | null> {
  return cachedCard(["report-card", String(id)], [CACHE_TAGS.report(id)], () => getPublicReport(id), renderReportCard);
}

/** A published article's card, or null (missing or a draft). */
export function getCachedArticleCard(id: number): Promise<Buffer | null> {
  return cachedCard(["news-card", String(id)], [CACHE_TAGS.newsArticle(id)], () => getPublishedArticle(id), renderArticleCard);
}

/** A species page's card, or null for an unknown slug. */
export function getCachedSpeciesCard(slug: string): Promise<Buffer | null> {
  return cachedCard(["species-card", slug], [CACHE_TAGS.species], () => getSpeciesPage(slug), renderSpeciesCard);
}

/**
 * A public trip's card, or null (private, deleted or hidden). What it draws is read afresh each time (a few small
 * queries, for a page read by few) and the drawing is kept per version of that: a catch posted for the trip, an
 * answer, a change of plan or of a fisher's standing draws a new card without a write having to know about cards.
 * The trip's tag lets a change or a deletion drop the kept ones at once.
 */
export async function getCachedTripCard(id: number): Promise<Buffer | null> {
  const card = await readPublicTripCard(id);
  if (!card) return null;
  const base64 = await unstable_cache(async () => (await renderTripCard(card)).toString("base64"), ["trip-card", String(id), cardVersion(tripCardParts(card))], {
    tags: [CACHE_TAGS.trip(id)],
    revalidate: PUBLIC_READ_SECONDS,
  })();
  return Buffer.from(base64, "base64");
}

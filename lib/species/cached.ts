// The species pages' reads, cached for every visitor alike and tagged "species" (expired by every report write
// and by a member's name changing, since the heaviest catches name their fishers).
import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "@/lib/cache/tags";
import { getSpeciesPage, listSpeciesSummaries, type SpeciesPage, type SpeciesSummary } from "@/lib/species/queries";

const readSummaries = unstable_cache(() => listSpeciesSummaries(), ["species-summaries"], {
  tags: [CACHE_TAGS.species],
  revalidate: PUBLIC_READ_SECONDS,
});

/** Every species with its number of reports (/arter). */
export function getCachedSpeciesSummaries(): Promise<SpeciesSummary[]> {
  return readSummaries();
}

/** One species' page (/arter/{slug}), or null for an unknown slug. */
export function getCachedSpeciesPage(slug: string): Promise<SpeciesPage | null> {
  return unstable_cache(() => getSpeciesPage(slug), ["species-page", slug], {
    tags: [CACHE_TAGS.species],
    revalidate: PUBLIC_READ_SECONDS,
  })();
}

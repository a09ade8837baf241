// The catch map page's list, cached for every visitor alike with the report lists (a post or delete expires it).
import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "@/lib/cache/tags";
import { AppError, ERROR_CODE } from "@/lib/errors";
import { clusterKey, listMapCatches, listMapClusters } from "@/lib/map/queries";
import type { MapAnswer, MapQuery } from "@/lib/map/schemas";

const readMapCatches = unstable_cache((cursor: string | null) => listMapCatches(cursor), ["map-catches"], {
  tags: [CACHE_TAGS.reportLists],
  revalidate: PUBLIC_READ_SECONDS,
});

/** One page of the latest catches with a public area, or page one for a cursor that is no cursor. */
export async function getCachedMapCatches(cursor: string | null) {
  try {
    return await readMapCatches(cursor);
  } catch (error) {
    if (cursor && error instanceof AppError && error.code === ERROR_CODE.INVALID_CURSOR) return readMapCatches(null);
    throw error;
  }
}

const readMapClusters = unstable_cache((query: MapQuery) => listMapClusters(query), ["map-clusters"], {
  tags: [CACHE_TAGS.reportLists],
  revalidate: PUBLIC_READ_SECONDS,
});

/**
 * The map's clusters for a box, from the cache shared by every visitor: boxes within the same cluster squares (and
 * zooms with the same grouping) share one entry, and a post, edit or delete expires them all with the lists.
 */
export function getCachedMapClusters(query: MapQuery): Promise<MapAnswer> {
  return readMapClusters(clusterKey(query));
}

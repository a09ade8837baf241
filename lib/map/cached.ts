// The catch map page's list, cached for every visitor alike with the report lists (a post or delete expires it).
import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "@/lib/cache/tags";
import { listMapCatches } from "@/lib/map/queries";

const readMapCatches = unstable_cache((cursor: string | null) => listMapCatches(cursor), ["map-catches"], {
  tags: [CACHE_TAGS.reportLists],
  revalidate: PUBLIC_READ_SECONDS,
});

/** One page of the latest catches with a public area, or page one for a cursor that is no cursor. */
export async function getCachedMapCatches(cursor: string | null) {
  try {
    return await readMapCatches(cursor);
  } catch (error) {
    if (cursor && error instanceof Error && "code" in error && error.code === "INVALID_CURSOR") return readMapCatches(null);
    throw error;
  }
}

// A catch's conditions as everyone may see them, cached under the report's own tag: a lookup or a correction
// expires it (lib/conditions/lookup.ts, mutations.ts).
import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "@/lib/cache/tags";
import { getConditionsFor } from "@/lib/conditions/queries";
import { readPatterns } from "@/lib/conditions/patterns";
import type { Patterns } from "@/lib/conditions/pattern-types";
import type { ConditionsView } from "@/lib/conditions/types";

export function getCachedConditions(reportId: number): Promise<ConditionsView | null> {
  return unstable_cache(() => getConditionsFor({ viewer: null, reportId }), ["public-conditions", String(reportId)], {
    tags: [CACHE_TAGS.report(reportId)],
    revalidate: PUBLIC_READ_SECONDS,
  })();
}

/**
 * A member's own patterns (/my-profile/monster), kept until their catches or their catches' weather change
 * (CACHE_TAGS.patterns): eight counting queries over every catch they made, which a member who comes back to the
 * page without a new catch need not wait for again. Keyed by the member, and only their own page reads it.
 */
export function getCachedMemberPatterns(userId: number): Promise<Patterns> {
  return unstable_cache(() => readPatterns({ userId }), ["member-patterns", String(userId)], {
    tags: [CACHE_TAGS.patterns(userId)],
    revalidate: PUBLIC_READ_SECONDS,
  })();
}

/**
 * A species' patterns, the same for every visitor. Patterns move slowly, so they are counted at most once an hour
 * rather than after every posted catch (which expires the species pages themselves).
 */
export function getCachedSpeciesPatterns(slug: string | null): Promise<Patterns> {
  return unstable_cache(() => readPatterns(slug ? { speciesSlug: slug } : { everyone: true }), ["species-patterns", slug ?? "*"], {
    revalidate: PUBLIC_READ_SECONDS,
  })();
}

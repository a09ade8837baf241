// A catch's conditions as everyone may see them, cached under the report's own tag: a lookup or a correction
// expires it (lib/conditions/lookup.ts, mutations.ts).
import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "@/lib/cache/tags";
import { getConditionsFor } from "@/lib/conditions/queries";
import type { ConditionsView } from "@/lib/conditions/types";

export function getCachedConditions(reportId: number): Promise<ConditionsView | null> {
  return unstable_cache(() => getConditionsFor({ viewer: null, reportId }), ["public-conditions", String(reportId)], {
    tags: [CACHE_TAGS.report(reportId)],
    revalidate: PUBLIC_READ_SECONDS,
  })();
}

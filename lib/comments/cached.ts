// The comments of a thread as its public page shows them: cached with the page's own tag (a report's or an
// article's), so a comment written or removed renders the page afresh and nothing else.
import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "@/lib/cache/tags";
import { listPublicComments } from "@/lib/comments/queries";
import type { CommentThread, PublicComment } from "@/lib/comments/schemas";

export function getCachedComments(thread: CommentThread): Promise<PublicComment[]> {
  const tag = thread.kind === "report" ? CACHE_TAGS.report(thread.id) : CACHE_TAGS.newsArticle(thread.id);
  return unstable_cache(async () => (await listPublicComments(thread)).comments, ["comments", thread.kind, String(thread.id)], {
    tags: [tag],
    revalidate: PUBLIC_READ_SECONDS,
  })();
}

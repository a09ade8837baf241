import { parseId, route } from "@/lib/http";
import { toggleNewsLike } from "@/lib/news/mutations";
import { getNewsLikeStatus } from "@/lib/news/queries";
import { newsMessages } from "@/lib/news/schemas";

// GET /api/likes/news/{newsId} – the like count and whether the viewer likes the article
export const GET = route<{ newsId: string }>(async ({ params, user }) => {
  const newsId = parseId(params.newsId, newsMessages.notFound);
  return Response.json(await getNewsLikeStatus({ viewer: user, newsId }));
});

// POST /api/likes/news/{newsId} – like the article, or take the like back
export const POST = route<{ newsId: string }, "user">(
  async ({ params, user }) => {
    const newsId = parseId(params.newsId, newsMessages.notFound);
    return Response.json(await toggleNewsLike({ actor: user, newsId }));
  },
  { auth: "user", rateLimit: "like" },
);

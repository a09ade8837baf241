import { readJson, readQuery, route } from "@/lib/http";
import { getCachedNewsPage } from "@/lib/news/cached";
import { createArticle } from "@/lib/news/mutations";
import { articleInputSchema, newsListQuerySchema } from "@/lib/news/schemas";

// GET /api/news?page= – one page of published articles, newest first (drafts never)
export const GET = route(async ({ req }) => {
  const { page } = readQuery(req, newsListQuerySchema);
  return Response.json(await getCachedNewsPage(page));
});

// POST /api/news – write an article {title, content, published, image_url, image_focus} (admins)
export const POST = route(
  async ({ req, user }) => {
    const input = await readJson(req, articleInputSchema);
    return Response.json(await createArticle({ actor: user, input }), { status: 201 });
  },
  { auth: "admin" },
);

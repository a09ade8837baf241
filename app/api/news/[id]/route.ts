import { parseId, readJson, route } from "@/lib/http";
import { deleteArticle, updateArticle } from "@/lib/news/mutations";
import { getArticleFor } from "@/lib/news/queries";
import { articleInputSchema, newsMessages } from "@/lib/news/schemas";

// GET /api/news/{id} – one article; a draft only for admins (404 for anyone else)
export const GET = route<{ id: string }>(async ({ params, user }) => {
  return Response.json(await getArticleFor({ viewer: user, id: parseId(params.id, newsMessages.notFound) }));
});

// PUT /api/news/{id} – replace an article's title, text, status and image (admins)
export const PUT = route<{ id: string }, "admin">(
  async ({ req, params, user }) => {
    const id = parseId(params.id, newsMessages.notFound);
    const input = await readJson(req, articleInputSchema);
    return Response.json(await updateArticle({ actor: user, id, input }));
  },
  { auth: "admin" },
);

// DELETE /api/news/{id} – delete an article, its likes and its image (admins)
export const DELETE = route<{ id: string }, "admin">(
  async ({ params, user }) => {
    const deleted = await deleteArticle({ actor: user, id: parseId(params.id, newsMessages.notFound) });
    return Response.json({ message: "Artikeln är borttagen", deleted });
  },
  { auth: "admin" },
);

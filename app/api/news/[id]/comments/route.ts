import { parseId, readJson, route } from "@/lib/http";
import { postComment } from "@/lib/comments/posting";
import { listComments } from "@/lib/comments/queries";
import { commentInputSchema, commentMessages } from "@/lib/comments/schemas";

// GET /api/news/{id}/comments – the comments under a published article, oldest first, with the viewer's right to remove each
export const GET = route<{ id: string }>(async ({ params, user }) => {
  const id = parseId(params.id, commentMessages.articleMissing);
  return Response.json(await listComments({ viewer: user, thread: { kind: "news", id } }));
});

// POST /api/news/{id}/comments – a member comments on a published article ({body, parent_id?})
export const POST = route<{ id: string }, "user">(
  async ({ req, params, user }) => {
    const id = parseId(params.id, commentMessages.articleMissing);
    const input = await readJson(req, commentInputSchema);
    return Response.json(await postComment({ actor: user, thread: { kind: "news", id }, input }), { status: 201 });
  },
  { auth: "user", rateLimit: "comment" },
);

import { parseId, route } from "@/lib/http";
import { deleteComment } from "@/lib/comments/mutations";
import { commentMessages } from "@/lib/comments/schemas";

// DELETE /api/comments/{id} – remove a comment: its author, the owner of the report it is under, or an admin
export const DELETE = route<{ id: string }, "user">(
  async ({ params, user }) => Response.json(await deleteComment({ actor: user, commentId: parseId(params.id, commentMessages.missing) })),
  { auth: "user" },
);

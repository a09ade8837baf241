// GET /api/profile/search/{query} – members whose username starts with the query (members only)
import { route } from "@/lib/http";
import { badRequest } from "@/lib/errors";
import { searchMessages, userSearchQuery } from "@/lib/profiles/schemas";
import { searchUsers } from "@/lib/profiles/queries";

export const GET = route<{ query: string }, "user">(
  async ({ params, user }) => {
    const parsed = userSearchQuery.safeParse(params.query);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? searchMessages.tooShort;
      throw badRequest(message, { query: message }, "VALIDATION_ERROR");
    }
    const users = await searchUsers({ viewer: user, query: parsed.data });
    return Response.json(users, { headers: { "Cache-Control": "private, no-store" } });
  },
  { auth: "user" },
);

import { parseId, route } from "@/lib/http";
import { competitionMessages } from "@/lib/competitions/messages";
import { joinCompetition } from "@/lib/competitions/mutations";

// POST /api/competitions/{id}/participants – the member joins an open competition (or one they were invited to)
export const POST = route<{ id: string }, "user">(
  async ({ params, user }) => Response.json(await joinCompetition({ actor: user, id: parseId(params.id, competitionMessages.notFound) }), { status: 201 }),
  { auth: "user", rateLimit: "competition" },
);

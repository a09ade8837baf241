import { parseId, route } from "@/lib/http";
import { competitionMessages } from "@/lib/competitions/messages";
import { removeCompetition } from "@/lib/competitions/mutations";
import { readLeaderboard } from "@/lib/competitions/read";

// GET /api/competitions/{id} – the leaderboard and what the viewer may do (invite-only: participants, creator, admins)
export const GET = route<{ id: string }>(async ({ params, user }) =>
  Response.json(await readLeaderboard({ viewer: user, id: parseId(params.id, competitionMessages.notFound) })),
);

// DELETE /api/competitions/{id} – an admin removes a competition (logged)
export const DELETE = route<{ id: string }, "admin">(
  async ({ params, user }) => Response.json(await removeCompetition({ actor: user, id: parseId(params.id, competitionMessages.notFound) })),
  { auth: "admin" },
);

import { readJson, route } from "@/lib/http";
import { getCachedPublicCompetitions } from "@/lib/competitions/cached";
import { createCompetition } from "@/lib/competitions/mutations";
import { listMemberCompetitions } from "@/lib/competitions/queries";
import { competitionInputSchema } from "@/lib/competitions/schemas";

// GET /api/competitions – open and finished competitions, and for a member their own and their invitations
export const GET = route(async ({ user }) => {
  const [publicLists, own] = await Promise.all([getCachedPublicCompetitions(), user ? listMemberCompetitions(user.id) : { mine: [], invited: [] }]);
  return Response.json({ ...own, ...publicLists });
});

// POST /api/competitions – a member creates a competition ({name, description, species_ids, starts_on, ends_on, rule, top_n, invite_only, photo_required})
export const POST = route(
  async ({ req, user }) => Response.json(await createCompetition({ actor: user, input: await readJson(req, competitionInputSchema) }), { status: 201 }),
  { auth: "user", rateLimit: "competition" },
);

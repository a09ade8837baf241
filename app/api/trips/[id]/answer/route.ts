import { parseId, readJson, route } from "@/lib/http";
import { tripMessages } from "@/lib/trips/messages";
import { answerTrip } from "@/lib/trips/mutations";
import { tripAnswerSchema } from "@/lib/trips/schemas";

// PUT /api/trips/{id}/answer – an invited matros answers ({answer: coming | maybe | not_coming})
export const PUT = route<{ id: string }, "user">(
  async ({ req, params, user }) => {
    const id = parseId(params.id, tripMessages.notFound);
    const { answer } = await readJson(req, tripAnswerSchema);
    return Response.json(await answerTrip({ actor: user, id, answer }));
  },
  { auth: "user", rateLimit: "trip" },
);

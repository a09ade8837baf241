import { parseId, readJson, route } from "@/lib/http";
import { notFound } from "@/lib/errors";
import { correctConditions } from "@/lib/conditions/mutations";
import { getConditionsFor } from "@/lib/conditions/queries";
import { conditionsCorrectionSchema, conditionsMessages } from "@/lib/conditions/schemas";

// GET /api/reports/{id}/conditions – the catch's weather, sun and moon as this viewer may see them
export const GET = route<{ id: string }>(async ({ params, user }) => {
  const reportId = parseId(params.id, conditionsMessages.notFound);
  const view = await getConditionsFor({ viewer: user, reportId });
  if (!view) throw notFound(conditionsMessages.notFound);
  return Response.json(view);
});

// PUT /api/reports/{id}/conditions – the owner corrects or clears values and adds the water temperature
export const PUT = route<{ id: string }, "user">(
  async ({ req, params, user }) => {
    const reportId = parseId(params.id, conditionsMessages.notFound);
    const input = await readJson(req, conditionsCorrectionSchema);
    return Response.json(await correctConditions({ actor: user, reportId, input }));
  },
  { auth: "user", rateLimit: "report" },
);

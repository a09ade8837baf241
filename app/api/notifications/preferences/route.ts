// GET /api/notifications/preferences – the member's choices per kind and channel (site, e-mail, push)
// PUT /api/notifications/preferences – change some of them: {preferences: [{kind, site, email, push}]}
import { readJson, route } from "@/lib/http";
import { getPreferences, savePreferences } from "@/lib/delivery/preferences";
import { preferencesInputSchema } from "@/lib/delivery/schemas";

export const GET = route(async ({ user }) => Response.json(await getPreferences({ userId: user.id })), { auth: "user" });

export const PUT = route(
  async ({ req, user }) => {
    const input = await readJson(req, preferencesInputSchema);
    return Response.json(await savePreferences({ userId: user.id, input }));
  },
  { auth: "user" },
);

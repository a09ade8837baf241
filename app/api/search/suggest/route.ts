import { readQuery, route } from "@/lib/http";
import { suggest, suggestQuerySchema } from "@/lib/search/suggest";

// GET /api/search/suggest?q= – the site search box's suggestions: catches, species, news, and members for members
export const GET = route(async ({ req, user }) => {
  const { q } = readQuery(req, suggestQuerySchema);
  const suggestions = await suggest({ viewer: user, query: q });
  if (user) return Response.json(suggestions);
  // A visitor's answer is the same for every visitor (no members in it).
  return Response.json(suggestions, { headers: { "Cache-Control": "public, max-age=0, s-maxage=1", Vary: "Cookie" } });
});

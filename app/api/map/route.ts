import { readQuery, route } from "@/lib/http";
import { getCachedMapClusters } from "@/lib/map/cached";
import { mapQuerySchema } from "@/lib/map/schemas";

// GET /api/map?bbox=minLon,minLat,maxLon,maxLat&zoom=…[&species=…][&since=season|12m|all] – public catches as
// clusters at grid-cell centres; the same answer for everyone, so a shared cache may keep it for a minute
export const GET = route(async ({ req }) => {
  const answer = await getCachedMapClusters(readQuery(req, mapQuerySchema));
  return Response.json(answer, { headers: { "Cache-Control": "public, max-age=60" } });
}, { sessionless: true });

import { readQuery, route } from "@/lib/http";
import { listCatchesInBox } from "@/lib/map/queries";
import { mapCatchesQuerySchema } from "@/lib/map/schemas";

// GET /api/map/catches?bbox=…[&species=…][&since=…] – the latest public catches in a cluster's box, with their
// areas only; the same for everyone, so a shared cache may keep it for a minute
export const GET = route(async ({ req }) => {
  const answer = await listCatchesInBox(readQuery(req, mapCatchesQuerySchema));
  return Response.json(answer, { headers: { "Cache-Control": "public, max-age=60" } });
}, { sessionless: true });

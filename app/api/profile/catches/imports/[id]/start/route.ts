// POST /api/profile/catches/imports/{id}/start – store the rows in the background under a mapping (JSON); 202 with the
// job to follow at /api/jobs/{job_id}
import { parseId, readJson, route } from "@/lib/http";
import { importMappingSchema } from "@/lib/logbook-import/columns";
import { startImport } from "@/lib/logbook-import/imports";
import { importMessages } from "@/lib/logbook-import/limits";

export const POST = route<{ id: string }, "user">(
  async ({ req, params, user }) => {
    const id = parseId(params.id, importMessages.notFound);
    const mapping = await readJson(req, importMappingSchema);
    return Response.json(await startImport(user, id, mapping), { status: 202 });
  },
  { auth: "user", rateLimit: "catchImport" },
);

// POST /api/profile/catches/imports/{id}/preview – the first rows as they will be stored under a mapping (JSON), each
// wrong row with its reasons, and how many rows of the file pass
import { parseId, readJson, route } from "@/lib/http";
import { importMappingSchema } from "@/lib/logbook-import/columns";
import { previewImport } from "@/lib/logbook-import/imports";
import { importMessages } from "@/lib/logbook-import/limits";

export const POST = route<{ id: string }, "user">(
  async ({ req, params, user }) => {
    const id = parseId(params.id, importMessages.notFound);
    const mapping = await readJson(req, importMappingSchema);
    return Response.json(await previewImport(user, id, mapping));
  },
  { auth: "user", rateLimit: "catchImport" },
);

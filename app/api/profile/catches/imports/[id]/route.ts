// DELETE /api/profile/catches/imports/{id} – drop an upload that was never started (the member's own)
import { parseId, route } from "@/lib/http";
import { discardImport } from "@/lib/logbook-import/imports";
import { importMessages } from "@/lib/logbook-import/limits";

export const DELETE = route<{ id: string }, "user">(
  async ({ params, user }) => {
    await discardImport(user, parseId(params.id, importMessages.notFound));
    return Response.json({ message: "Filen är borttagen" });
  },
  { auth: "user" },
);

// GET /api/profile/catches/imports/{id}/wrong-rows – the rows a finished import refused, with the reasons, as a CSV
import { parseId, route } from "@/lib/http";
import { importMessages } from "@/lib/logbook-import/limits";
import { WRONG_ROWS_FILE_NAME, wrongRowsCsv } from "@/lib/logbook-import/wrong-rows";

export const GET = route<{ id: string }, "user">(
  async ({ params, user }) => {
    const body = await wrongRowsCsv(user, parseId(params.id, importMessages.notFound));
    return new Response(body, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="fangster-att-ratta.csv"; filename*=UTF-8''${encodeURIComponent(WRONG_ROWS_FILE_NAME)}`,
        "Cache-Control": "private, no-store",
      },
    });
  },
  { auth: "user" },
);

// GET /api/profile/{id}/export – everything stored about oneself, as a JSON file to download
import { parseId, route } from "@/lib/http";
import { exportMemberData } from "@/lib/profiles/export";
import { profileMessages } from "@/lib/profiles/schemas";

export const GET = route<{ id: string }, "user">(
  async ({ params, user }) => {
    const data = await exportMemberData({ actor: user, id: parseId(params.id, profileMessages.notFound) });
    const day = new Date().toISOString().slice(0, 10);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="fiskeganget-mina-uppgifter-${day}.json"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
  { auth: "user" },
);

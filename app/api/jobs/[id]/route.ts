// GET /api/jobs/{id} – a job the member started and waits for (an import): its state, progress and result; 404 for
// anyone else's
import { route } from "@/lib/http";
import { readMemberJob } from "@/lib/jobs/member-jobs";

export const GET = route<{ id: string }, "user">(
  async ({ params, user }) => Response.json(await readMemberJob(user, String(params.id)), { headers: { "Cache-Control": "private, no-store" } }),
  { auth: "user" },
);

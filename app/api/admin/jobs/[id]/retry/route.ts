import { route } from "@/lib/http";
import { retryFailedJob } from "@/lib/jobs/admin";

// POST /api/admin/jobs/{id}/retry – a failed job runs again at once
export const POST = route<{ id: string }, "admin">(async ({ params, user }) => Response.json(await retryFailedJob(user, params.id)), { auth: "admin" });

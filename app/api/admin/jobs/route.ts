import { route } from "@/lib/http";
import { jobsOverview } from "@/lib/jobs/admin";

// GET /api/admin/jobs – the job queue per kind: waiting, running, failed in the last day, the oldest waiting, the last failures
export const GET = route<Record<string, never>, "admin">(async () => Response.json({ kinds: await jobsOverview() }), { auth: "admin" });

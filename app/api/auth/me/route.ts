// GET /api/auth/me – the session user, or 401 for a visitor
import { route } from "@/lib/http";
import { sessionUserJson } from "@/lib/auth/cookies";

export const GET = route(
  async ({ user }) => Response.json(sessionUserJson(user)),
  { auth: "user" },
);

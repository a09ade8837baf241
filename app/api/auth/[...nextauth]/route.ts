// GET /api/auth/session – the session in next-auth's shape ({ user, expires }, or {} for a visitor); every other
// /api/auth/* path that no route of ours claims answers the site's JSON 404 rather than a next-auth page
import { notFound } from "@/lib/errors";
import { route } from "@/lib/http";
import { SESSION_MAX_AGE } from "@/lib/auth/session-token";

export const GET = route<{ nextauth: string[] }>(async ({ params, user }) => {
  if (params.nextauth?.join("/") !== "session") throw notFound("Det finns ingen sådan API-adress");
  if (!user) return Response.json({});
  const expires = new Date(Date.now() + SESSION_MAX_AGE * 1000).toISOString();
  return Response.json({ user: { id: user.id, name: user.username, isAdmin: user.isAdmin }, expires });
});

const unknown = route<{ nextauth: string[] }>(async () => {
  throw notFound("Det finns ingen sådan API-adress");
});

// OPTIONS too: Next.js would otherwise answer it itself, with 204 and an Allow header, for any path here.
export { unknown as POST, unknown as PUT, unknown as PATCH, unknown as DELETE, unknown as OPTIONS };

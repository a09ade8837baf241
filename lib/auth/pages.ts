// Guards for server-rendered pages. proxy.ts redirects visitors early; these check again where it counts.
import "server-only";
import { redirect } from "next/navigation";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";

/** The logged-in member, or a redirect to /login that comes back to `returnTo` afterwards. */
export async function requirePageUser(returnTo: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(returnTo)}`);
  return user;
}

/** Admins only; anyone else gets `null` and the page shows 'Du har inte admin-behörighet'. */
export async function getPageAdmin(returnTo: string): Promise<SessionUser | null> {
  const user = await requirePageUser(returnTo);
  return user.isAdmin ? user : null;
}

/** /settings/{id} belongs to its owner only: others are sent home. */
export async function requireOwnPage(id: number, returnTo: string): Promise<SessionUser> {
  const user = await requirePageUser(returnTo);
  if (user.id !== id) redirect("/");
  return user;
}

import type { Metadata } from "next";
import { getSessionUser } from "@/lib/auth/session";
import { AccessMessage } from "./_components/access-message";
import { AdminPanel } from "./_components/admin-panel";

export const metadata: Metadata = { title: "Admin", robots: { index: false, follow: false } };

// Read per request and never cached: who may see the panel is decided on the server as well as in the browser
// (the proxy only redirects visitors early).
export const dynamic = "force-dynamic";

export default async function AdminPage() {
  const viewer = await getSessionUser();
  if (!viewer) return <AccessMessage kind="visitor" />;
  if (!viewer.isAdmin) return <AccessMessage kind="member" />;
  return <AdminPanel />;
}

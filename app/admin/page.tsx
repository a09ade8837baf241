import type { Metadata } from "next";
import { redirect } from "next/navigation";
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
  // An admin whose session has not proved the second factor sets it up or gives a code first (decision 300).
  if (viewer.secondFactor) redirect("/admin/second-factor");
  if (!viewer.isAdmin) return <AccessMessage kind="member" />;
  return <AdminPanel />;
}

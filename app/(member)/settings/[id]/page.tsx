// /settings/{id} – the member's own settings: profile, password, passkeys (Inloggning), notifications, catches, data download, sessions and account.
// Another member's id sends them home; a visitor is sent to /login.
import type { Metadata } from "next";
import { Settings } from "./_components/settings";

export const metadata: Metadata = { title: "Inställningar" };

export default async function SettingsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <Settings id={/^\d{1,9}$/.test(id) ? Number(id) : null} />;
}

"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSessionUser } from "@/components/shell/session-context";
import { LogoutIcon } from "@/components/shell/icons";

export function LogoutButton({ className, labelClassName }: { className?: string; labelClassName?: string }) {
  const router = useRouter();
  const { clearUser } = useSessionUser();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      const res = await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" });
      if (!res.ok) console.error("Utloggningen misslyckades", res.status);
    } catch (error) {
      console.error("Utloggningen misslyckades", error);
    } finally {
      setBusy(false);
      clearUser();
      router.push("/");
      router.refresh();
    }
  }

  return (
    <button type="button" className={className} onClick={logout} disabled={busy} aria-busy={busy || undefined}>
      <LogoutIcon />
      <span className={labelClassName}>Logga ut</span>
    </button>
  );
}

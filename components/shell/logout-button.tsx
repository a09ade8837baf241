"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { postJson } from "@/lib/api-client";
import { dropPushSubscription } from "@/lib/delivery/browser-push";
import { useSession } from "@/components/shell/session-context";
import { LogoutIcon } from "@/components/shell/icons";
import { useConfirm } from "@/components/ui/confirm-dialog";

export function LogoutButton({ className, labelClassName }: { className?: string; labelClassName?: string }) {
  const router = useRouter();
  const { clearUser, user } = useSession();
  const [busy, setBusy] = useState(false);
  const { confirm, confirmDialog } = useConfirm();

  async function logout() {
    if (user) {
      const { waitingCatchesQuestion } = await import("@/lib/offline/before-logout");
      const question = await waitingCatchesQuestion(user.id);
      if (question && !(await confirm(question, "Logga ut ändå"))) return;
    }
    setBusy(true);
    const result = await postJson("/api/auth/logout");
    if (!result.ok) console.error("Utloggningen misslyckades", result.error);
    await dropPushSubscription();
    // SPEC §4: logging out clears the user even if the call fails.
    setBusy(false);
    clearUser();
    router.push("/");
  }

  return (
    <>
      <button type="button" className={className} onClick={logout} disabled={busy} aria-busy={busy || undefined}>
        <LogoutIcon />
        <span className={labelClassName}>Logga ut</span>
      </button>
      {confirmDialog}
    </>
  );
}

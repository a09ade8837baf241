"use client";
// The creator deletes the trip, after saying yes in the site's confirm dialog (keyboard and screen reader alike:
// 'Avbryt' has the focus, Escape says no). Then to the member's trips: this page no longer exists.
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import buttons from "@/components/ui/buttons.module.css";
import { apiFetch } from "@/lib/api-client";

/** `children`: the plan's other buttons, drawn in the same row before this one. */
export function TripDelete({ trip, children }: { trip: { id: number; name: string }; children?: ReactNode }) {
  const router = useRouter();
  const { confirm, confirmDialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    const question = `Vill du ta bort fisketuren ${trip.name}? Inbjudningarna och snacket försvinner, och de som sagt Kommer eller Kanske får veta det. Fångsterna finns kvar i var och ens loggbok.`;
    if (!(await confirm(question, "Ta bort turen"))) return;
    setBusy(true);
    setError(null);
    const result = await apiFetch(`/api/trips/${trip.id}`, { method: "DELETE", fallback: "Kunde inte ta bort turen" });
    if (result.ok) {
      router.replace("/turer");
      router.refresh();
      return;
    }
    setBusy(false);
    setError(result.error);
  };

  return (
    <>
      <div className={buttons.row}>
        {children}
        <button type="button" className={buttons.danger} disabled={busy} onClick={() => void remove()}>
          {busy ? "Tar bort…" : "Ta bort turen"}
        </button>
      </div>
      <FormAlert message={error} />
      {confirmDialog}
    </>
  );
}

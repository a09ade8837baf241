"use client";
// Deletes a report after a confirmation. Shown to its owner and admins; the server decides again.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiFetch } from "@/lib/api-client";
import styles from "./report-details.module.css";
import { useConfirm } from "@/components/ui/confirm-dialog";
import buttons from "@/components/ui/buttons.module.css";
import icons from "@/components/ui/line-icons.module.css";

const DELETE_FAILED = "Kunde inte ta bort rapport";

type DeleteReportButtonProps = {
  reportId: number;
  /** Called after a successful delete; without it the visitor is taken to the reports list. */
  onDeleted?: () => void;
};

export function DeleteReportButton({ reportId, onDeleted }: DeleteReportButtonProps) {
  const { confirm, confirmDialog } = useConfirm();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    if (!(await confirm("Vill du ta bort den här fångstrapporten? Det går inte att ångra.", "Ta bort rapport"))) return;
    setBusy(true);
    setError(null);
    const result = await apiFetch(`/api/reports/${reportId}`, { method: "DELETE", fallback: "" });
    if (!result.ok) {
      setError(result.error ? `${DELETE_FAILED}: ${result.error}` : DELETE_FAILED);
      setBusy(false);
      return;
    }
    if (onDeleted) {
      onDeleted();
    } else {
      router.replace("/reports");
      router.refresh();
    }
  }

  return (
    <div className={styles.deleteArea}>
      <button type="button" className={`${buttons.danger} ${buttons.pill}`} onClick={remove} disabled={busy} aria-busy={busy}>
        <span className={`${icons.icon} ${icons.trash}`} aria-hidden="true" />
        {busy ? "Tar bort..." : "Ta bort rapport"}
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {confirmDialog}
    </div>
  );
}

"use client";
// The member's own catches, each with a delete button that asks first.
import { useState } from "react";
import { ReportsTable } from "@/components/profiles/reports-table";
import styles from "@/components/profiles/profiles.module.css";
import { apiFetch } from "@/lib/api-client";
import { orUnknown } from "@/lib/reports/display";
import type { ReportJson } from "@/lib/reports/types";
import { useConfirm } from "@/components/ui/confirm-dialog";
import buttons from "@/components/ui/buttons.module.css";

export function OwnReports({ reports, onDeleted }: { reports: ReportJson[] | null; onDeleted: (id: number) => void }) {
  const { confirm, confirmDialog } = useConfirm();
  const [busy, setBusy] = useState<number | null>(null);

  async function remove(report: { id: number; fish: string }) {
    if (!(await confirm(`Vill du ta bort rapporten om ${orUnknown(report.fish)}?`, "Ta bort rapport"))) return;
    setBusy(report.id);
    const result = await apiFetch(`/api/reports/${report.id}`, { method: "DELETE", fallback: "Kunde inte ta bort rapport" });
    setBusy(null);
    if (result.ok) onDeleted(report.id);
    else alert(result.error || "Kunde inte ta bort rapport");
  }

  return (
    <section className={styles.card}>
      {reports === null ? (
        <p className={styles.muted} role="status">
          Laddar...
        </p>
      ) : reports.length === 0 ? (
        <>
          <h2 className={styles.heading}>Mina rapporter</h2>
          <p className={styles.muted}>Du har inga rapporter än.</p>
        </>
      ) : (
        <ReportsTable
          reports={reports}
          caption="Mina rapporter"
          actions={(report) => (
            <button
              type="button"
              className={buttons.danger}
              disabled={busy === report.id}
              onClick={() => remove(report)}
              aria-label={`Ta bort rapporten om ${orUnknown(report.fish)}`}
            >
              {busy === report.id ? "Tar bort..." : "Ta bort"}
            </button>
          )}
        />
      )}
      {confirmDialog}
    </section>
  );
}

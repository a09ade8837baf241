"use client";
// 'Ändra' and 'Ta bort' for a report's owner or an admin, loaded by report-actions.tsx only for them.
import type { PublicReport, ReportJson } from "@/lib/reports/types";
import { DeleteReportButton } from "./delete-report-button";
import { EditReportButton } from "./edit-report-button";
import type { TileSource } from "./position-picker";
import styles from "./report-details.module.css";

export type OwnerActionsProps = {
  report: PublicReport;
  onDeleted?: () => void;
  onEdited?: (report: ReportJson) => void;
  /** where the correction dialog's map takes its tiles from */
  tiles?: TileSource;
};

export function OwnerActions({ report, onDeleted, onEdited, tiles }: OwnerActionsProps) {
  return (
    <div className={styles.ownerActions}>
      <EditReportButton report={report} onEdited={onEdited} tiles={tiles} />
      <DeleteReportButton reportId={report.id} onDeleted={onDeleted} />
    </div>
  );
}

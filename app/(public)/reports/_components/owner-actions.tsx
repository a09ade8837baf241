"use client";
// 'Ändra' and 'Ta bort' for a report's owner or an admin, loaded by report-actions.tsx only for them.
import type { PublicReport, ReportJson } from "@/lib/reports/types";
import { DeleteReportButton } from "./delete-report-button";
import { EditReportButton } from "./edit-report-button";
import styles from "./report-details.module.css";

export type OwnerActionsProps = {
  report: PublicReport;
  onDeleted?: () => void;
  onEdited?: (report: ReportJson) => void;
};

export function OwnerActions({ report, onDeleted, onEdited }: OwnerActionsProps) {
  return (
    <div className={styles.ownerActions}>
      <EditReportButton report={report} onEdited={onEdited} />
      <DeleteReportButton reportId={report.id} onDeleted={onDeleted} />
    </div>
  );
}

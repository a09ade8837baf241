"use client";
// A catch opened from the list, in a dialog: loaded by report-list.tsx the first time a card is opened, so the
// list's first load carries the cards only (each card is also a plain link to the report's page).
import { Modal } from "@/components/ui/modal";
import { formatWeight, orUnknown } from "@/lib/reports/display";
import type { PublicReport, ReportJson } from "@/lib/reports/types";
import { ReportDetails } from "./report-details";

export type ReportModalProps = {
  report: PublicReport | null;
  onClose: () => void;
  onLikeCountChange: (id: number, count: number) => void;
  onDeleted: (id: number) => void;
  onEdited: (report: ReportJson) => void;
};

export function ReportModal({ report, onClose, onLikeCountChange, onDeleted, onEdited }: ReportModalProps) {
  return (
    <Modal open={report !== null} onClose={onClose} title={report ? `${orUnknown(report.fish)} ${formatWeight(report.weight)}` : ""}>
      {report ? (
        <ReportDetails
          commentsLink
          key={report.id}
          report={report}
          onLikeCountChange={(count) => onLikeCountChange(report.id, count)}
          onDeleted={() => onDeleted(report.id)}
          onEdited={onEdited}
        />
      ) : null}
    </Modal>
  );
}

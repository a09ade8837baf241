"use client";
// The viewer's part of a report: the like button, 'Dela', 'Ändra' and delete for its owner or an admin, and 'Anmäl' for other members. The report itself is the
// same for everyone (and cached); who is looking comes from the session in the browser.
import { useSession } from "@/components/shell/session-context";
import { LikeButton } from "@/components/ui/like-button";
import { ShareButton } from "@/components/ui/share-button";
import { formatWeight, orUnknown } from "@/lib/reports/display";
import { mayDeleteReport, reportOwnerId } from "@/lib/privacy/members";
import type { PublicReport, ReportJson } from "@/lib/reports/types";
import { EditReportButton } from "./edit-report-button";
import { DeleteReportButton } from "./delete-report-button";
import { FlagButton } from "@/components/ui/flag-button";
import type { TileSource } from "./position-picker";
import styles from "./report-details.module.css";

type ReportActionsProps = {
  report: PublicReport;
  onLikeCountChange?: (count: number) => void;
  onDeleted?: () => void;
  onEdited?: (report: ReportJson) => void;
  tiles?: TileSource;
};

export function ReportActions({ report, onLikeCountChange, onDeleted, onEdited, tiles }: ReportActionsProps) {
  const { user } = useSession();
  return (
    <div className={styles.actions}>
      <LikeButton kind="reports" id={report.id} initialCount={report.like_count} onCountChange={onLikeCountChange} />
      <ShareButton path={`/reports/${report.id}`} title={`${orUnknown(report.fish)} ${formatWeight(report.weight)} – Fiskegänget`} />
      {mayDeleteReport(report, user) ? (
        <div className={styles.ownerActions}>
          <EditReportButton report={report} onEdited={onEdited} tiles={tiles} />
          <DeleteReportButton reportId={report.id} onDeleted={onDeleted} />
        </div>
      ) : null}
      {user && !user.isAdmin && reportOwnerId(report) !== user.id ? (
        <FlagButton
          url={`/api/reports/${report.id}/flag`}
          title="Anmäl rapporten"
          hint="Berätta för moderatorerna vad i rapporten som bryter mot villkoren."
        />
      ) : null}
    </div>
  );
}

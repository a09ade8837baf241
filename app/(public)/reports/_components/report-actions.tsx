"use client";
// The viewer's part of a report: the like button, 'Dela', 'Ändra' and delete for its owner or an admin, and 'Anmäl' for other members. The report itself is the
// same for everyone (and cached); who is looking comes from the session in the browser.
import { useSession } from "@/components/shell/session-context";
import { LikeButton } from "@/components/ui/like-button";
import { ShareButton } from "@/components/ui/share-button";
import { formatWeight, orUnknown } from "@/lib/reports/display";
import { mayDeleteReport, reportOwnerId } from "@/lib/privacy/members";
import type { PublicReport, ReportJson } from "@/lib/reports/types";
import { lazy, Suspense } from "react";
import { FlagButton } from "@/components/ui/flag-button";
import type { TileSource } from "./position-picker";
import styles from "./report-details.module.css";

// Only owners and admins see these, so their dialogs load for them alone and never weigh on a visitor's page.
const OwnerActions = lazy(() => import("./owner-actions").then((module) => ({ default: module.OwnerActions })));

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
        <Suspense fallback={<div className={styles.ownerActions} aria-busy="true" />}>
          <OwnerActions report={report} onDeleted={onDeleted} onEdited={onEdited} tiles={tiles} />
        </Suspense>
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

// One catch in the list. A real link to /reports/{id}, so it works without JavaScript and can be crawled;
// the list opens it in a modal instead when it can.
import { Photo } from "@/components/ui/photo";
import Link from "next/link";
import type { MouseEvent } from "react";
import { FishPlaceholder } from "@/components/ui/fish-placeholder";
import { formatFishingDate, formatLength, formatWeight, orUnknown, reportImageUrl } from "@/lib/reports/display";
import type { PublicReport } from "@/lib/reports/types";
import { CatchMarks } from "./catch-marks";
import styles from "./report-card.module.css";

type ReportCardProps = {
  report: PublicReport;
  likeCount: number;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>, report: PublicReport) => void;
};

export function ReportCard({ report, likeCount, onOpen }: ReportCardProps) {
  const image = reportImageUrl(report.image);
  const fish = orUnknown(report.fish);
  return (
    <Link
      href={`/reports/${report.id}`}
      prefetch={false}
      className={styles.card}
      onClick={onOpen ? (event) => onOpen(event, report) : undefined}
    >
      <div className={styles.thumb}>
        {image ? (
          <Photo src={image} alt="" fill sizes="(max-width: 599px) 112px, 320px" className={styles.photo} />
        ) : (
          <FishPlaceholder />
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.fish}>{fish}</h3>
        <p className={styles.measures}>
          <span>{formatWeight(report.weight)}</span>
          <span aria-hidden="true"> · </span>
          <span>{formatLength(report.length)}</span>
        </p>
        <CatchMarks report={report} />
        <p className={styles.meta}>
          <span className={styles.place}>{orUnknown(report.location)}</span>
          <time dateTime={report.fishing_date}>{formatFishingDate(report.fishing_date)}</time>
        </p>
        <p className={styles.footer}>
          <span className={styles.fisher}>{orUnknown(report.username)}</span>
          <span className={styles.counts}>
            <span className={styles.likes}>
              {likeCount}
              <span className="visually-hidden"> {likeCount === 1 ? "gillning" : "gillningar"}</span>
            </span>
            {report.comment_count > 0 ? (
              <span className={`${styles.likes} ${styles.comments}`}>
                {report.comment_count}
                <span className="visually-hidden"> {report.comment_count === 1 ? "kommentar" : "kommentarer"}</span>
              </span>
            ) : null}
          </span>
        </p>
      </div>
    </Link>
  );
}

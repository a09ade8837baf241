// One catch in the list. A real link to /reports/{id}, so it works without JavaScript and can be crawled;
// the list opens it in a modal instead when it can.
import { Photo } from "@/components/ui/photo";
import Link from "next/link";
import { lazy, Suspense, type MouseEvent } from "react";
import { FishPlaceholder } from "@/components/ui/fish-placeholder";
import { formatFishingDate, formatLength, formatWeight, orUnknown, reportImageUrl } from "@/lib/reports/display";
import type { PublicReport } from "@/lib/reports/types";
import { CatchMarks } from "./catch-marks";
import styles from "./report-card.module.css";

// Only a searched list marks words: the marking loads with such a list, not with every list of catches.
const Marked = lazy(() => import("./marked-text").then((module) => ({ default: module.Marked })));
const MatchSnippet = lazy(() => import("./marked-text").then((module) => ({ default: module.MatchSnippet })));

function MaybeMarked({ text, stems }: { text: string; stems: readonly string[] }) {
  if (stems.length === 0) return text;
  return (
    <Suspense fallback={text}>
      <Marked text={text} stems={stems} />
    </Suspense>
  );
}

type ReportCardProps = {
  report: PublicReport;
  likeCount: number;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>, report: PublicReport) => void;
  /** a search's word stems: the words they find are marked, and a match in the bait, method or notes is quoted */
  stems?: readonly string[];
};

export function ReportCard({ report, likeCount, onOpen, stems = [] }: ReportCardProps) {
  const image = reportImageUrl(report.image);
  const fish = orUnknown(report.fish);
  return (
    // Styled from the card's class by each part's place (report-card.module.css): a class on every part was a
    // third of the card's HTML, twenty times over on a page.
    <Link href={`/reports/${report.id}`} prefetch={false} className={styles.card} onClick={onOpen ? (event) => onOpen(event, report) : undefined}>
      {image ? (
        <div>
          <Photo src={image} alt="" fill sizes="(max-width: 599px) 112px, 320px" className={styles.photo} />
        </div>
      ) : (
        <FishPlaceholder />
      )}
      <div>
        <h3>
          <MaybeMarked text={fish} stems={stems} />
        </h3>
        <p>
          <span>{formatWeight(report.weight)}</span>
          <span>{formatLength(report.length)}</span>
        </p>
        <CatchMarks report={report} />
        <p>
          <span>
            <MaybeMarked text={orUnknown(report.location)} stems={stems} />
          </span>
          <time dateTime={report.fishing_date}>{formatFishingDate(report.fishing_date)}</time>
        </p>
        <p>
          <span>{orUnknown(report.username)}</span>
          <span>
            <span>
              {likeCount}
              <span className="visually-hidden">{likeCount === 1 ? " gillning" : " gillningar"}</span>
            </span>
            {report.comment_count > 0 ? (
              <span>
                {report.comment_count}
                <span className="visually-hidden">{report.comment_count === 1 ? " kommentar" : " kommentarer"}</span>
              </span>
            ) : null}
          </span>
        </p>
        {stems.length > 0 ? (
          <Suspense fallback={null}>
            <MatchSnippet texts={[report.bait, report.method, report.notes]} stems={stems} />
          </Suspense>
        ) : null}
      </div>
    </Link>
  );
}

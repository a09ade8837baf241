// Everything about one catch: photo, facts, like and (when allowed) correct and delete. Used in the modal and on /reports/{id}.
import { Photo } from "@/components/ui/photo";
import Link from "next/link";
import { FishPlaceholder } from "@/components/ui/fish-placeholder";
import { formatFishingDate, formatLength, formatWeight, orUnknown, reportImageUrl } from "@/lib/reports/display";
import type { PublicReport, ReportJson } from "@/lib/reports/types";
import { ReportActions } from "./report-actions";
import type { TileSource } from "./position-picker";
import styles from "./report-details.module.css";
import layout from "@/components/ui/layout.module.css";
import { CatchMarks } from "./catch-marks";
import { BIG_FISH_RULES_URL } from "@/lib/species/display";
import { commentCountLabel } from "@/lib/comments/display";

type ReportDetailsProps = {
  report: PublicReport;
  onLikeCountChange?: (count: number) => void;
  onDeleted?: () => void;
  onEdited?: (report: ReportJson) => void;
  /** The photo is the largest thing on the full page: load it first there. */
  priorityImage?: boolean;
  /** In the list's modal, which has no room for the talk: a link to it on the report's page. */
  commentsLink?: boolean;
  /** Map tiles for the correction form's map (the report's page knows them). */
  tiles?: TileSource;
};

const NOT_GIVEN = "Ej angivet";

export function ReportDetails({ report, onLikeCountChange, onDeleted, onEdited, priorityImage = false, commentsLink = false, tiles }: ReportDetailsProps) {
  const image = reportImageUrl(report.image);
  const fish = orUnknown(report.fish);
  const fisher = orUnknown(report.username);
  const profileHref = report.user_id !== null && !report.is_anonymous ? `/profile/${report.user_id}` : null;

  return (
    <article className={styles.details}>
      <div className={styles.media}>
        {image ? (
          <Photo
            src={image}
            alt={`Foto av fångsten: ${fish}, ${formatWeight(report.weight)}`}
            fill
            sizes="(max-width: 700px) 100vw, 640px"
            className={styles.photo}
            priority={priorityImage}
          />
        ) : (
          <FishPlaceholder />
        )}
      </div>

      <dl className={`${layout.facts} ${styles.facts}`}>
        <div className={styles.fact}>
          <dt>Fisk</dt>
          <dd>{report.species ? <Link href={`/arter/${report.species.slug}`}>{fish}</Link> : fish}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Vikt</dt>
          <dd>{formatWeight(report.weight)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Längd</dt>
          <dd>{formatLength(report.length)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Datum</dt>
          <dd>
            <time dateTime={report.fishing_date}>{formatFishingDate(report.fishing_date)}</time>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Fiskare</dt>
          <dd>{profileHref ? <Link href={profileHref}>{fisher}</Link> : fisher}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Plats</dt>
          <dd>{report.location?.trim() || NOT_GIVEN}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Bete</dt>
          <dd>{report.bait?.trim() || NOT_GIVEN}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Metod</dt>
          <dd>{report.method?.trim() || NOT_GIVEN}</dd>
        </div>
        <div className={`${styles.fact} ${styles.wide}`}>
          <dt>Anteckningar</dt>
          <dd className={styles.notes}>{report.notes?.trim() || NOT_GIVEN}</dd>
        </div>
      </dl>

      {report.is_big_fish || report.released || report.is_personal_best ? (
        <p className={styles.marks}>
          <CatchMarks report={report} />
          {report.is_big_fish ? (
            <span>
              Vikten når Storfiskregistrets minimivikt för arten. Fångsten är inte registrerad där –{" "}
              <a href={BIG_FISH_RULES_URL} rel="noopener noreferrer">
                så registrerar du en storfisk
              </a>
              .
            </span>
          ) : null}
        </p>
      ) : null}

      {commentsLink ? (
        <p className={styles.commentsLink}>
          <Link href={`/reports/${report.id}#kommentarer`}>
            {report.comment_count > 0 ? `Läs ${commentCountLabel(report.comment_count)}` : "Kommentera fångsten"}
          </Link>
        </p>
      ) : null}

      <ReportActions report={report} onLikeCountChange={onLikeCountChange} onDeleted={onDeleted} onEdited={onEdited} tiles={tiles} />
    </article>
  );
}

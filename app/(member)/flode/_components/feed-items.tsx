// One item of the feed: a matros's catch (photo, species, weight and length, place and day, the marks, the like
// button and the comments, the latest of them quoted), a news article, or news of the member's own competitions.
import Link from "next/link";
import { Photo } from "@/components/ui/photo";
import { FishPlaceholder } from "@/components/ui/fish-placeholder";
import { LikeButton } from "@/components/ui/like-button";
import { CatchMarks } from "@/app/(public)/reports/_components/catch-marks";
import type { FeedCatch, FeedNews, FeedNotice } from "@/lib/feed/types";
import { formatFishingDate, formatLength, formatWeight, orUnknown, reportImageUrl } from "@/lib/reports/display";
import styles from "./feed.module.css";

const posted = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

function When({ at }: { at: string }) {
  return <time dateTime={at}>{posted.format(new Date(at))}</time>;
}

function NewMark({ isNew }: { isNew: boolean }) {
  return isNew ? <span className={styles.newMark}>Nytt</span> : null;
}

export function FeedCatchCard({ item, isNew }: { item: FeedCatch; isNew: boolean }) {
  const { report } = item;
  const image = reportImageUrl(report.image);
  const fish = orUnknown(report.fish);
  const comments = report.comment_count;
  return (
    <li className={`${styles.item} ${isNew ? styles.new : ""}`}>
      <NewMark isNew={isNew} />
      <article className={styles.catch} aria-labelledby={`fangst-${report.id}`}>
        {image ? (
          <div className={styles.photo}>
            <Photo src={image} alt="" fill sizes="112px" />
          </div>
        ) : (
          <FishPlaceholder />
        )}
        <div>
          <h3 id={`fangst-${report.id}`} className={styles.heading}>
            <Link href={`/reports/${report.id}`} prefetch={false}>
              {item.own ? "Du" : report.username} fick {fish.charAt(0).toLowerCase() + fish.slice(1)}
            </Link>
          </h3>
          <p className={styles.meta}>
            {formatWeight(report.weight)} · {formatLength(report.length)} · {orUnknown(report.location)} ·{" "}
            <time dateTime={report.fishing_date}>{formatFishingDate(report.fishing_date)}</time>
          </p>
          <CatchMarks report={report} />
        </div>
      </article>
      <div className={styles.actions}>
        <LikeButton kind="reports" id={report.id} initialCount={report.like_count} initialLiked={item.liked} title={item.own ? `din ${fish.toLowerCase()}` : `${report.username}s ${fish.toLowerCase()}`} />
        <Link href={`/reports/${report.id}#kommentarer`} prefetch={false}>
          {comments === 0 ? "Kommentera" : `${comments} ${comments === 1 ? "kommentar" : "kommentarer"}`}
          <span className="visually-hidden"> om {item.own ? "din" : `${report.username}s`} {fish.toLowerCase()}</span>
        </Link>
        <span className={styles.meta}>
          Rapporterad <When at={item.at} />
        </span>
      </div>
      {item.latestComment ? (
        <blockquote className={styles.comment}>
          <p className={styles.meta}>
            {item.latestComment.author} <When at={item.latestComment.at} />
          </p>
          <p>{item.latestComment.body}</p>
        </blockquote>
      ) : null}
    </li>
  );
}

export function FeedNewsCard({ item, isNew }: { item: FeedNews; isNew: boolean }) {
  return (
    <li className={`${styles.item} ${isNew ? styles.new : ""}`}>
      <NewMark isNew={isNew} />
      <article aria-labelledby={`nyhet-${item.id}`}>
        <p className={styles.meta}>
          Nyhet · <When at={item.at} />
        </p>
        <h3 id={`nyhet-${item.id}`} className={styles.heading}>
          <Link href={`/news/${item.id}`} prefetch={false}>
            {item.title}
          </Link>
        </h3>
        {item.excerpt ? <p>{item.excerpt}…</p> : null}
      </article>
    </li>
  );
}

export function FeedNoticeCard({ item, isNew }: { item: FeedNotice; isNew: boolean }) {
  return (
    <li className={`${styles.item} ${isNew ? styles.new : ""}`}>
      <NewMark isNew={isNew} />
      <p className={styles.meta}>
        {item.type.startsWith("trip_") ? "Fisketur" : "Tävling"} · <When at={item.at} />
      </p>
      <p>{item.href ? <Link href={item.href} prefetch={false}>{item.message}</Link> : item.message}</p>
    </li>
  );
}

// The home page's catch statistics and latest catches, read on the server (SPEC §2 Home, §7 behaviour notes).
// Desktop and mobile get different parts; CSS decides which show, so the page needs no client code for it.
import { Photo } from "@/components/ui/photo";
import Link from "next/link";
import { formatFishingDate, formatLength, formatWeight, orUnknown, reportImageUrl } from "@/lib/reports/display";
import { getCachedHomeStats, getCachedLatestReports } from "@/lib/stats/queries";
import styles from "./home-statistics.module.css";

/** SPEC §9: 20 latest catches on desktop; the stylesheet hides all but 8 on mobile. */
const LATEST_CATCHES = 20;

const countFormat = new Intl.NumberFormat("sv-SE");

function capitalize(text: string): string {
  return text ? text[0]!.toLocaleUpperCase("sv-SE") + text.slice(1) : text;
}

function catchesLabel(count: number): string {
  return `${countFormat.format(count)} ${count === 1 ? "fångst" : "fångster"}`;
}

/**
 * Read from the cache every visitor shares. A failure is not caught here: while a cached page exists, Next.js
 * keeps serving it and logs the error (SPEC §8: only logged), rather than caching a page without statistics.
 */
export async function HomeStatistics() {
  const [stats, latest] = await Promise.all([getCachedHomeStats(), getCachedLatestReports(LATEST_CATCHES)]);

  if (stats.totalReports === 0) {
    return (
      <section className={styles.section} aria-labelledby="statistik-rubrik">
        <h2 id="statistik-rubrik" className={styles.heading}>
          Fångster
        </h2>
        <p className={styles.empty}>Inga rapporter än</p>
      </section>
    );
  }

  return (
    <>
      <section className={styles.section} aria-labelledby="statistik-rubrik">
        <h2 id="statistik-rubrik" className="visually-hidden">
          Statistik
        </h2>
        <dl className={styles.counters}>
          <div className={styles.counter}>
            <dt>Fångster</dt>
            <dd>{countFormat.format(stats.totalReports)}</dd>
          </div>
          <div className={styles.counter}>
            <dt>Aktiva fiskare</dt>
            <dd>{countFormat.format(stats.activeAnglers)}</dd>
          </div>
          <div className={styles.counter}>
            <dt>Största fångst</dt>
            <dd>
              {stats.biggestCatch ? formatWeight(stats.biggestCatch.weight) : "–"}
              {stats.biggestCatch ? <span className={styles.counterNote}>{orUnknown(stats.biggestCatch.fish)}</span> : null}
            </dd>
          </div>
        </dl>

        <ul className={`${styles.statCards} ${styles.desktopOnly}`} role="list">
          <li className={styles.statCard}>
            <h3>Tyngsta fisken</h3>
            {stats.heaviest ? (
              <Link href={`/reports/${stats.heaviest.id}`} prefetch={false} className={styles.statValue}>
                {orUnknown(stats.heaviest.fish)} {formatWeight(stats.heaviest.weight)}
              </Link>
            ) : (
              <p className={styles.statValue}>–</p>
            )}
            {stats.heaviest ? <p className={styles.statNote}>av {orUnknown(stats.heaviest.username)}</p> : null}
          </li>
          <li className={styles.statCard}>
            <h3>Längsta fisken</h3>
            {stats.longest ? (
              <Link href={`/reports/${stats.longest.id}`} prefetch={false} className={styles.statValue}>
                {orUnknown(stats.longest.fish)} {formatLength(stats.longest.length)}
              </Link>
            ) : (
              <p className={styles.statValue}>–</p>
            )}
            {stats.longest ? <p className={styles.statNote}>av {orUnknown(stats.longest.username)}</p> : null}
          </li>
          <li className={styles.statCard}>
            <h3>Populäraste fiskedagen</h3>
            <p className={styles.statValue}>{stats.popularWeekday ? capitalize(stats.popularWeekday.name) : "–"}</p>
            {stats.popularWeekday ? <p className={styles.statNote}>{catchesLabel(stats.popularWeekday.count)}</p> : null}
          </li>
          <li className={styles.statCard}>
            <h3>Hetaste fiskeplatsen</h3>
            <p className={styles.statValue}>{stats.hottestLocation?.name ?? "–"}</p>
            {stats.hottestLocation ? <p className={styles.statNote}>{catchesLabel(stats.hottestLocation.count)}</p> : null}
          </li>
        </ul>

        <ul className={`${styles.highlights} ${styles.mobileOnly}`} role="list">
          <li className={styles.highlight}>
            <span className={styles.highlightIcon} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="22" height="22">
                <path d="M12 3v3M5 8h14M7 8l-3 7a3 3 0 0 0 6 0L7 8zM17 8l-3 7a3 3 0 0 0 6 0l-3-7zM12 6v14M8 20h8" />
              </svg>
            </span>
            <div>
              <h3>Tyngsta fisken</h3>
              <p>
                {stats.heaviest ? (
                  <Link href={`/reports/${stats.heaviest.id}`} prefetch={false}>
                    {orUnknown(stats.heaviest.fish)} {formatWeight(stats.heaviest.weight)}
                  </Link>
                ) : (
                  "–"
                )}
              </p>
            </div>
          </li>
          <li className={styles.highlight}>
            <span className={styles.highlightIcon} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="22" height="22">
                <path d="M12 21s-6.5-6.2-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.8 12 21 12 21z" />
                <circle cx="12" cy="9.8" r="2.4" />
              </svg>
            </span>
            <div>
              <h3>Hetaste fiskeplatsen</h3>
              <p>
                {stats.hottestLocation
                  ? `${stats.hottestLocation.name} (${catchesLabel(stats.hottestLocation.count)})`
                  : "–"}
              </p>
            </div>
          </li>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="senaste-rubrik">
        <div className={styles.sectionHeader}>
          <h2 id="senaste-rubrik" className={styles.heading}>
            Senaste fångsterna
          </h2>
          <Link href="/reports" prefetch={false} className={styles.allLink}>
            Alla rapporter
          </Link>
        </div>
        <ol className={styles.latest} role="list">
          {latest.map((report) => {
            const image = reportImageUrl(report.image);
            return (
              <li key={report.id}>
                {/* Styled from the list's class: twenty of these, with a class on every part, were a fifth of the
                    page (in the HTML and again in the RSC payload). */}
                <Link href={`/reports/${report.id}`} prefetch={false}>
                  {image ? (
                    <span>
                      <Photo src={image} alt="" fill sizes="56px" className={styles.latestPhoto} />
                    </span>
                  ) : null}
                  <strong>
                    {`${orUnknown(report.fish)} `}
                    <span>{formatWeight(report.weight)}</span>
                  </strong>
                  <small>
                    {`${orUnknown(report.username)} · `}
                    <time dateTime={report.fishing_date}>{formatFishingDate(report.fishing_date)}</time>
                  </small>
                </Link>
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}

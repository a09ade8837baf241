// The latest catches with a public area, beside the map: server-rendered, so it works without JavaScript, and a
// real link to the next page. Each catch names its area (the grid cell), never a finer place than the member typed.
import Link from "next/link";
import { cellName, cellOf } from "@/lib/geo/grid";
import { formatFishingDate, formatWeight, orUnknown } from "@/lib/reports/display";
import type { PublicReport } from "@/lib/reports/types";
import styles from "./karta.module.css";

/** 'ruta 6570_660': the 10 km square (SWEREF 99 TM) the catch was made in, as the public sees it. */
export function areaName(position: NonNullable<PublicReport["position"]>): string {
  return `ruta ${cellName(cellOf(position))}`;
}

export function CatchList({ reports, nextCursor }: { reports: PublicReport[]; nextCursor: string | null }) {
  return (
    <section className={styles.list} aria-labelledby="senaste-fangster">
      <h2 id="senaste-fangster" className={styles.listTitle}>
        Senaste fångsterna på kartan
      </h2>
      {reports.length === 0 ? (
        <p>Inga fångster med position ännu.</p>
      ) : (
        <ol className={styles.catches}>
          {reports.map((report) => (
            <li key={report.id} className={styles.catch}>
              <Link href={`/reports/${report.id}`} prefetch={false} className={styles.catchLink}>
                {orUnknown(report.fish)}, {formatWeight(report.weight)}
              </Link>
              <span className={styles.catchMeta}>
                {report.location}
                {report.position ? ` · ${areaName(report.position)}` : ""} · {formatFishingDate(report.fishing_date)} · {report.username}
              </span>
            </li>
          ))}
        </ol>
      )}
      {nextCursor ? (
        <p>
          <Link href={`/karta/lista?cursor=${encodeURIComponent(nextCursor)}`} prefetch={false} className={styles.more}>
            Äldre fångster
          </Link>
        </p>
      ) : null}
    </section>
  );
}

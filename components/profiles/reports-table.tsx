// A member's catches as a table on wide screens and as labelled stacked rows on a phone.
import { Photo } from "@/components/ui/photo";
import Link from "next/link";
import type { ReactNode } from "react";
import { formatFishingDate, formatLength, formatWeight, orUnknown, reportImageUrl } from "@/lib/reports/display";
import type { PublicReport } from "@/lib/reports/types";
import styles from "./reports-table.module.css";
import dataTable from "@/components/ui/table.module.css";

/**
 * The catches as a table on wide screens and as stacked rows on a phone (each cell carries its label). `actions`
 * adds a last column, e.g. a delete button on the member's own settings page; `captionHidden` keeps the caption for
 * screen readers alone, under a heading that already says it.
 */
export function ReportsTable({
  reports,
  caption,
  captionHidden = false,
  actions,
}: {
  reports: readonly PublicReport[];
  caption: string;
  captionHidden?: boolean;
  actions?: (report: PublicReport) => ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={`${dataTable.table} ${dataTable.stacked} ${styles.table}`}>
        <caption className={captionHidden ? "visually-hidden" : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Datum</th>
            <th scope="col">Fisk</th>
            <th scope="col">Vikt</th>
            <th scope="col">Längd</th>
            <th scope="col">Plats</th>
            <th scope="col">Bete</th>
            <th scope="col">Metod</th>
            <th scope="col">Anteckningar</th>
            <th scope="col">Bild</th>
            <th scope="col">Gilla</th>
            {actions && <th scope="col"><span className="visually-hidden">Åtgärder</span></th>}
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => {
            const image = reportImageUrl(report.image);
            return (
              <tr key={report.id}>
                <td data-label="Datum">{formatFishingDate(report.fishing_date)}</td>
                <th scope="row" data-label="Fisk">
                  <Link href={`/reports/${report.id}`} prefetch={false}>
                    {orUnknown(report.fish)}
                  </Link>
                </th>
                <td data-label="Vikt">{formatWeight(report.weight)}</td>
                <td data-label="Längd">{formatLength(report.length)}</td>
                <td data-label="Plats">{report.location || "–"}</td>
                <td data-label="Bete">{report.bait || "–"}</td>
                <td data-label="Metod">{report.method || "–"}</td>
                <td data-label="Anteckningar" className={styles.notes}>
                  {report.notes || "–"}
                </td>
                <td data-label="Bild">
                  {image ? (
                    <Photo src={image} alt={`Foto av fångsten: ${orUnknown(report.fish)}`} width={56} height={56} className={styles.thumb} />
                  ) : (
                    "–"
                  )}
                </td>
                <td data-label="Gilla">{report.like_count}</td>
                {actions && <td data-label="Åtgärder">{actions(report)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

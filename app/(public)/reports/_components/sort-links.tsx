// The four sort orders as plain links (?sort=…), so sorting works without JavaScript and each order has a URL.
import Link from "next/link";
import { SORT_LABELS } from "@/lib/reports/display";
import { REPORT_SORTS, type ReportSort } from "@/lib/reports/types";
import styles from "./sort-links.module.css";

export function SortLinks({ current }: { current: ReportSort }) {
  return (
    <nav aria-label="Sortera rapporter" className={styles.nav}>
      <span aria-hidden="true">Sortera:</span>
      <ul role="list">
        {REPORT_SORTS.map((sort) => (
          <li key={sort}>
            <Link
              href={sort === "date" ? "/reports" : `/reports?sort=${sort}`}
              prefetch={false}
              aria-current={sort === current ? "true" : undefined}
              scroll={false}
            >
              {SORT_LABELS[sort]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

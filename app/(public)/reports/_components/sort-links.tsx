// The four sort orders as plain links (?sort=…), so sorting works without JavaScript and each order has a URL.
// Under a filter the links keep it, and a search adds its own order, best match first.
import Link from "next/link";
import { SORT_LABELS } from "@/lib/reports/display";
import { REPORT_SORTS, type ReportSort } from "@/lib/reports/types";
import styles from "./sort-links.module.css";

type Props = {
  current: ReportSort | "relevance";
  /** the filter's normal query string, kept by every link */
  query?: string;
  /** a search: offer relevance order (the address without an order) */
  searched?: boolean;
};

function hrefFor(sort: ReportSort | "relevance", query: string): string {
  const params = new URLSearchParams(query);
  // With a search the address without an order is relevance, so date order must say so.
  if (sort !== "relevance" && (sort !== "date" || params.has("q"))) params.set("sort", sort);
  const text = params.toString();
  return text ? `/reports?${text}` : "/reports";
}

export function SortLinks({ current, query = "", searched = false }: Props) {
  const orders: (ReportSort | "relevance")[] = searched ? ["relevance", ...REPORT_SORTS] : [...REPORT_SORTS];
  return (
    <nav aria-label="Sortera rapporter" className={styles.nav}>
      <span aria-hidden="true">Sortera:</span>
      <ul role="list">
        {orders.map((sort) => (
          <li key={sort}>
            <Link href={hrefFor(sort, query)} prefetch={false} aria-current={sort === current ? "true" : undefined} scroll={false}>
              {sort === "relevance" ? "Bäst träff" : SORT_LABELS[sort]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

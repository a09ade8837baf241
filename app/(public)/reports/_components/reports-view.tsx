// The reports list page in one order, from the first page or from a page marker. The same for every visitor:
// /reports and its three other orders are prerendered and cached; the form slot fills in for members.
import Link from "next/link";
import { redirect } from "next/navigation";
import { env } from "@/lib/env";
import { AppError, ERROR_CODE } from "@/lib/errors";
import { getCachedReportPage } from "@/lib/reports/cached";
import { packReportPage } from "@/lib/reports/packed";
import type { ReportSort } from "@/lib/reports/types";
import { FilterForm } from "./filter-form";
import { ReportFormSlot } from "./report-form-slot";
import { ReportList } from "./report-list";
import { SortLinks } from "./sort-links";
import styles from "../reports.module.css";
import { PageHeader } from "@/components/ui/page-header";

export const REPORTS_PAGE_SIZE = 20;

/** The list's own address for an order, as the sort links and 'Visa fler' write it. */
export function reportsHref(sort: ReportSort, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (sort !== "date") params.set("sort", sort);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `/reports?${query}` : "/reports";
}

export async function ReportsView({ sort, cursor }: { sort: ReportSort; cursor: string | null }) {
  const page = await getCachedReportPage({ sort, cursor, limit: REPORTS_PAGE_SIZE }).catch((error: unknown) => {
    // A stale or hand-edited page marker: start the list over rather than show an error.
    if (error instanceof AppError && error.code === ERROR_CODE.INVALID_CURSOR) redirect(reportsHref(sort));
    throw error;
  });

  return (
    <div className={styles.page}>
      <PageHeader title="Fångstrapporter">Se vad gänget har fått på kroken – och berätta om din egen fångst.</PageHeader>

      <div className={styles.layout}>
        <div className={styles.aside}>
          <ReportFormSlot tiles={{ url: env().MAP_TILE_URL, attribution: env().MAP_ATTRIBUTION }} />
        </div>

        <section className={styles.main} aria-labelledby="rapportlista-rubrik">
          <h2 id="rapportlista-rubrik" className="visually-hidden">
            Alla rapporter
          </h2>
          <FilterForm values={{}} sort={sort === "date" ? null : sort} open={false} />
          {cursor ? (
            <p className={styles.backToStart}>
              <Link href={reportsHref(sort)}>Till början av listan</Link>
            </p>
          ) : null}
          <ReportList
            key={`${sort}:${cursor ?? ""}`}
            page={packReportPage(page)}
            sort={sort}
            pageSize={REPORTS_PAGE_SIZE}
            sortLinks={<SortLinks current={sort} />}
          />
        </section>
      </div>
    </div>
  );
}

// The filtered or searched list: the filter form (open, with its values and any field's error), the count and the
// cards with the searched words marked, paged by 'Visa fler' links that keep the filter.
import Link from "next/link";
import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { env } from "@/lib/env";
import { AppError, ERROR_CODE } from "@/lib/errors";
import { zodFields } from "@/lib/error-response";
import { filterQuery, isFiltered, normalFilter, reportFilterSchema } from "@/lib/reports/filters";
import { isReportSort } from "@/lib/reports/display";
import { packReportPage } from "@/lib/reports/packed";
import { getCachedFilteredPage } from "@/lib/search/cached";
import { listOrder } from "@/lib/search/for-viewer";
import { searchStems } from "@/lib/search/text";
import { FilterForm } from "./filter-form";
import { ReportFormSlot } from "./report-form-slot";
import { ReportList } from "./report-list";
import { REPORTS_PAGE_SIZE, reportsHref } from "./reports-view";
import { SortLinks } from "./sort-links";
import styles from "../reports.module.css";
import { PageHeader } from "@/components/ui/page-header";

/** The filtered list's address: the filter's normal form, then the order and the page marker. */
export function filteredHref(query: string, sort: string | null, cursor?: string | null): string {
  const params = new URLSearchParams(query);
  if (sort) params.set("sort", sort);
  if (cursor) params.set("cursor", cursor);
  return `/reports?${params.toString()}`;
}

export async function FilteredReportsView({ params }: { params: URLSearchParams }) {
  const sortParam = params.get("sort");
  const sort = isReportSort(sortParam) ? sortParam : "date";
  const cursor = params.get("cursor");
  const parsed = reportFilterSchema.safeParse(Object.fromEntries(params));
  const values = Object.fromEntries(params);

  const header = (
    <PageHeader title="Fångstrapporter">Sök bland gängets fångster efter art, plats, tid, bete och mer.</PageHeader>
  );
  const aside = (
    <div className={styles.aside}>
      <ReportFormSlot tiles={{ url: env().MAP_TILE_URL, attribution: env().MAP_ATTRIBUTION }} />
    </div>
  );

  // The page around the list: the header, the report form beside it, and the list's own section.
  const frame = (content: ReactNode) => (
    <div className={styles.page}>
      {header}
      <div className={styles.layout}>
        {aside}
        <section className={styles.main} aria-labelledby="rapportlista-rubrik">
          <h2 id="rapportlista-rubrik" className="visually-hidden">
            Sökresultat
          </h2>
          {content}
        </section>
      </div>
    </div>
  );

  if (!parsed.success) {
    const errors = zodFields(parsed.error);
    return frame(
      <>
        <p role="alert" className={styles.notice}>
          {parsed.error.issues[0]?.message ?? "Ogiltigt filter"}
        </p>
        <FilterForm values={values} errors={errors} sort={isReportSort(sortParam) ? sortParam : null} open />
      </>,
    );
  }

  const filter = parsed.data;
  if (!isFiltered(filter)) redirect(reportsHref(sort, cursor));
  const order = listOrder(filter, sortParam, sort);
  const query = filterQuery(filter);
  const page = await getCachedFilteredPage({ filter, order, cursor, limit: REPORTS_PAGE_SIZE }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === ERROR_CODE.INVALID_CURSOR) redirect(filteredHref(query, sortParam));
    throw error;
  });
  const keptSort = isReportSort(sortParam) ? sortParam : null;

  return frame(
    <>
      <FilterForm values={normalFilter(filter)} sort={keptSort} open />
      {cursor ? (
        <p className={styles.backToStart}>
          <Link href={filteredHref(query, keptSort)}>Till början av listan</Link>
        </p>
      ) : null}
      <ReportList
        key={`${query}:${order}:${cursor ?? ""}`}
        page={packReportPage(page)}
        sort={sort}
        pageSize={REPORTS_PAGE_SIZE}
        filterQuery={query}
        ranked={order === "relevance"}
        totalCapped={page.total_capped}
        stems={searchStems(filter.q)}
        sortLinks={<SortLinks current={order} query={query} searched={Boolean(filter.q)} />}
      />
    </>,
  );
}

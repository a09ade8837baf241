// /reports – every catch report, sortable and paged, readable without JavaScript; members also get the form.
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { isReportSort, reportCountLabel } from "@/lib/reports/display";
import { listReports } from "@/lib/reports/queries";
import { ReportForm } from "./_components/report-form";
import { ReportList } from "./_components/report-list";
import { ReportPanel } from "./_components/report-panel";
import { SortLinks } from "./_components/sort-links";
import styles from "./reports.module.css";

const PAGE_SIZE = 20;

export const metadata: Metadata = {
  title: "Fångstrapporter",
  description: "Gäddor, abborrar och öringar: se vad Fiskegänget har fått på kroken, med vikt, längd, plats och bete.",
  alternates: { canonical: "/reports" },
};

type ReportsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export default async function ReportsPage({ searchParams }: ReportsPageProps) {
  const params = await searchParams;
  const sortParam = single(params.sort);
  const sort = isReportSort(sortParam) ? sortParam : "date";
  const cursor = single(params.cursor) || null;
  const firstPageHref = sort === "date" ? "/reports" : `/reports?sort=${sort}`;
  const viewer = await getSessionUser();
  const page = await listReports({ viewer, sort, cursor, limit: PAGE_SIZE }).catch((error: unknown) => {
    // A stale or hand-edited page marker: start the list over rather than show an error.
    if (error instanceof AppError && error.code === "INVALID_CURSOR") redirect(firstPageHref);
    throw error;
  });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Fångstrapporter</h1>
        <p className={styles.lead}>Se vad gänget har fått på kroken – och berätta om din egen fångst.</p>
      </header>

      <div className={styles.layout}>
        <div className={styles.aside}>
          {viewer ? (
            <ReportPanel>
              <ReportForm />
            </ReportPanel>
          ) : (
            <section id="ny-rapport" className={styles.notice} aria-labelledby="ny-rapport-rubrik">
              <h2 id="ny-rapport-rubrik" className={styles.noticeTitle}>
                Rapportera en fångst
              </h2>
              <p>Du måste vara inloggad för att rapportera en fångst.</p>
              <Link href="/login?next=/reports" className={styles.noticeLink}>
                Logga in
              </Link>
            </section>
          )}
        </div>

        <section className={styles.main} aria-labelledby="rapportlista-rubrik">
          <h2 id="rapportlista-rubrik" className="visually-hidden">
            Alla rapporter
          </h2>
          <div className={styles.toolbar}>
            <p className={styles.count}>{reportCountLabel(page.total)}</p>
            <SortLinks current={sort} />
          </div>
          {cursor ? (
            <p className={styles.backToStart}>
              <Link href={firstPageHref}>Till början av listan</Link>
            </p>
          ) : null}
          <ReportList key={`${sort}:${cursor ?? ""}`} page={page} sort={sort} pageSize={PAGE_SIZE} isMember={viewer !== null} />
        </section>
      </div>
    </div>
  );
}

"use client";
// The list of catch cards. The server renders it complete (cards, 'Visa fler' link); with JavaScript a card
// opens in a modal at /reports/{id} and 'Visa fler' appends the next page in place.
import { useRouter } from "next/navigation";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { reportCountLabel } from "@/lib/reports/display";
import { apiFetch } from "@/lib/api-client";
import { unpackReport, type PackedReportPage } from "@/lib/reports/packed";
import type { PublicReport, PublicReportPage, ReportSort } from "@/lib/reports/types";
import { ReportCard } from "./report-card";
import styles from "./report-list.module.css";
import layout from "@/components/ui/layout.module.css";
import buttons from "@/components/ui/buttons.module.css";

// The dialog and the details in it load the first time a card is opened (a card is a link until then).
const loadReportModal = () => import("./report-modal").then((module) => ({ default: module.ReportModal }));
const ReportModal = lazy(loadReportModal);
const warmModal = () => void loadReportModal();

const DETAIL_PATH = /^\/reports\/(\d+)\/?$/;

type ReportListProps = {
  /** the first page, packed as rows (lib/reports/packed.ts) to keep the page's payload small */
  page: PackedReportPage;
  sort: ReportSort;
  pageSize: number;
  /** the sort links, shown beside the count */
  sortLinks: ReactNode;
  /** a filtered list: the filter's normal query string, kept by 'Visa fler' and the pages it fetches */
  filterQuery?: string;
  /** a search in relevance order: later pages are asked for without an order */
  ranked?: boolean;
  /** a filtered list whose count stopped at its cap: the total is a lower bound */
  totalCapped?: boolean;
  /** the searched words' stems, marked in the cards (lib/search/text.ts) */
  stems?: readonly string[];
};

function moreHref(sort: ReportSort, cursor: string, filterQuery = "", ranked = false): string {
  const params = new URLSearchParams(filterQuery);
  // With a search, an address without an order is relevance order: date order must be named.
  if (!ranked && (sort !== "date" || params.has("q"))) params.set("sort", sort);
  params.set("cursor", cursor);
  return `/reports?${params.toString()}`;
}

function isReportPage(value: unknown): value is PublicReportPage {
  const data = value as Partial<PublicReportPage> | null;
  return Array.isArray(data?.reports) && (typeof data.nextCursor === "string" || data.nextCursor === null);
}

export function ReportList({ page, sort, pageSize, sortLinks, filterQuery = "", ranked = false, totalCapped = false, stems }: ReportListProps) {
  const router = useRouter();
  const [more, setMore] = useState<{ reports: PublicReport[]; nextCursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set());
  // Corrections saved here show at once, before the refreshed page brings them.
  const [edited, setEdited] = useState<Readonly<Record<number, PublicReport>>>({});
  // Deletions made here: the count leaves them at once. A refreshed page whose total has dropped below the total
  // they were made from already leaves them out; one served from a cache that has not caught up still counts them.
  const [uncounted, setUncounted] = useState<{ fromTotal: number; n: number }>({ fromTotal: 0, n: 0 });
  const pendingRemovals = page.total >= uncounted.fromTotal ? uncounted.n : 0;
  const [likeCounts, setLikeCounts] = useState<Readonly<Record<number, number>>>({});
  const [openId, setOpenId] = useState<number | null>(null);
  // Whether the open modal added a history entry that closing it should step back over.
  const pushedRef = useRef(false);
  const refreshOnCloseRef = useRef(false);

  const firstPage = useMemo(() => page.rows.map(unpackReport), [page.rows]);
  const reports = useMemo(() => {
    const seen = new Set<number>();
    const all: PublicReport[] = [];
    for (const report of [...firstPage, ...(more?.reports ?? [])]) {
      if (seen.has(report.id) || removed.has(report.id)) continue;
      seen.add(report.id);
      all.push(edited[report.id] ?? report);
    }
    return all;
  }, [firstPage, more, removed, edited]);

  const nextCursor = more ? more.nextCursor : page.nextCursor;
  const openReport = openId === null ? null : (reports.find((report) => report.id === openId) ?? null);
  // Mounted from the first opening on, so closing can animate and reopening is instant.
  const [modalUsed, setModalUsed] = useState(false);
  if (openId !== null && !modalUsed) setModalUsed(true);

  const finishClose = useCallback(() => {
    setOpenId(null);
    if (refreshOnCloseRef.current) {
      refreshOnCloseRef.current = false;
      // The router restores the list's state on this same popstate, and a restore drops a refresh that is
      // still pending: refresh once that has happened.
      window.setTimeout(() => router.refresh(), 0);
    }
  }, [router]);

  const reportsRef = useRef(reports);
  useEffect(() => {
    reportsRef.current = reports;
  }, [reports]);

  useEffect(() => {
    function handlePopState() {
      const match = DETAIL_PATH.exec(window.location.pathname);
      const id = match ? Number(match[1]) : null;
      if (id !== null && reportsRef.current.some((report) => report.id === id)) {
        pushedRef.current = true;
        setOpenId(id);
      } else {
        pushedRef.current = false;
        finishClose();
      }
    }
    window.addEventListener("popstate", handlePopState);
    return () => window.removeEventListener("popstate", handlePopState);
  }, [finishClose]);

  function open(event: MouseEvent<HTMLAnchorElement>, report: PublicReport) {
    // New tab, new window, download: let the browser do what was asked.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.history.pushState(null, "", `/reports/${report.id}`);
    pushedRef.current = true;
    setOpenId(report.id);
  }

  function close() {
    if (pushedRef.current && DETAIL_PATH.test(window.location.pathname)) {
      // The popstate handler finishes closing once the list URL is back.
      window.history.back();
      return;
    }
    finishClose();
  }

  function handleDeleted(id: number) {
    setRemoved((previous) => new Set(previous).add(id));
    setUncounted((previous) => (page.total >= previous.fromTotal && previous.n > 0 ? { fromTotal: previous.fromTotal, n: previous.n + 1 } : { fromTotal: page.total, n: 1 }));
    refreshOnCloseRef.current = true;
    close();
  }

  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (!nextCursor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setLoadingMore(true);
    setLoadError(null);
    const params = new URLSearchParams(filterQuery);
    if (!ranked) params.set("sort", sort);
    params.set("cursor", nextCursor);
    params.set("limit", String(pageSize));
    const result = await apiFetch(`/api/reports?${params.toString()}`, { accept: isReportPage, fallback: "" });
    if (result.ok) {
      const data = result.data;
      setMore((previous) => ({ reports: [...(previous?.reports ?? []), ...data.reports], nextCursor: data.nextCursor }));
    } else {
      const reason = result.reason === "timeout" ? "servern svarade inte i tid" : result.error || `HTTP ${result.status}`;
      setLoadError(`Kunde inte hämta rapporter: ${reason}`);
    }
    setLoadingMore(false);
  }

  // A report deleted here leaves the count at once; the refresh after the modal closes brings the server's.
  const toolbar = (
    <div className={layout.spread}>
      <p className={styles.count}>
        {totalCapped ? `Fler än ${page.total.toLocaleString("sv-SE")} rapporter` : reportCountLabel(Math.max(0, page.total - pendingRemovals))}
      </p>
      {sortLinks}
    </div>
  );

  if (reports.length === 0) {
    return (
      <>
        {toolbar}
        <p className={styles.empty}>Inga rapporter hittades</p>
      </>
    );
  }

  return (
    <>
      {toolbar}
      {/* A pointer over the cards or focus on one fetches the dialog's code before it is needed. */}
      <ul className={`${layout.plainList} ${styles.grid}`} role="list" onPointerOver={warmModal} onFocus={warmModal}>
        {reports.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} likeCount={likeCounts[report.id] ?? report.like_count} onOpen={open} stems={stems} />
          </li>
        ))}
      </ul>

      {nextCursor ? (
        <div className={styles.more}>
          <a href={moreHref(sort, nextCursor, filterQuery, ranked)} className={`${buttons.primary} ${buttons.pill} ${styles.moreButton}`} onClick={loadMore} aria-disabled={loadingMore}>
            {loadingMore ? "Hämtar..." : "Visa fler"}
          </a>
          {loadError ? (
            <p role="alert" className={styles.error}>
              {loadError}
            </p>
          ) : null}
        </div>
      ) : null}

      {modalUsed ? (
        <Suspense fallback={null}>
          <ReportModal
            report={openReport}
            onClose={close}
            onLikeCountChange={(id, count) => setLikeCounts((previous) => ({ ...previous, [id]: count }))}
            onDeleted={handleDeleted}
            onEdited={(report) => {
              setEdited((previous) => ({ ...previous, [report.id]: report }));
              refreshOnCloseRef.current = true;
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

"use client";
// What every admin tab shows under its search form: the tab's own failure, 'Laddar...' or the fetch's failure, an
// empty message, or the list (with its count where given) and the pager under it.
import type { ReactNode } from "react";
import { Pager } from "@/components/ui/pager";
import { ErrorState, ListState } from "@/components/ui/states";
import type { AdminData, Paged } from "./use-admin-data";
import styles from "./admin.module.css";

type PagedResultsProps<D extends Paged, T> = {
  state: AdminData<D>;
  /** A failure of the tab's last action (a delete, an update), shown above the list. */
  error?: string | null;
  items: (data: D) => T[];
  empty: string;
  /** 'N rapporter' above the list. */
  countLabel?: (total: number) => string;
  /** An ordered list (the log) or not. */
  ordered?: boolean;
  /** The page asked for: while it loads, the previous one stays on screen under its new number. */
  page: number;
  onPage: (page: number) => void;
  pagerLabel: string;
  children: (item: T) => ReactNode;
};

export function PagedResults<D extends Paged, T>({ state, error, items, empty, countLabel, ordered, page, onPage, pagerLabel, children }: PagedResultsProps<D, T>) {
  const List = ordered ? "ol" : "ul";
  const list = state.status === "ready" ? items(state.data) : [];
  return (
    <>
      {error ? <ErrorState>{error}</ErrorState> : null}
      {state.status !== "ready" ? (
        <ListState status={state.status} error={state.status === "error" ? state.error : undefined} />
      ) : list.length === 0 ? (
        <ListState status="empty" empty={empty} />
      ) : (
        <>
          {countLabel ? <p className={styles.meta}>{countLabel(state.data.total)}</p> : null}
          <List className={styles.cards}>{list.map(children)}</List>
          <Pager page={page} pageSize={state.data.pageSize} total={state.data.total} onPage={onPage} label={pagerLabel} />
        </>
      )}
    </>
  );
}

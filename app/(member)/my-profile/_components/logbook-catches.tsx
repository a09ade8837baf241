// "Mina fångster" on /my-profile, rendered on the server for the member who asks: the filter form, how many catches
// it found, a page of them and the way to the next. The export beneath carries the same filter, so its file holds
// exactly these catches, on every page.
import Link from "next/link";
import { ReportsTable } from "@/components/profiles/reports-table";
import { LinkPager } from "@/components/ui/link-pager";
import { catchCount } from "@/lib/species/display";
import { logbookFilterQuery, type LogbookFilter, type LogbookForm } from "@/lib/logbook-export/filters";
import type { LogbookPage } from "@/lib/logbook-export/list";
import styles from "@/components/profiles/profiles.module.css";
import logbook from "./logbook.module.css";
import { LogbookFilterForm } from "./logbook-filter-form";

type Props = { read: LogbookForm; species: string[]; page: LogbookPage | null };

function pageAddress(filter: LogbookFilter, page: number): string {
  const query = new URLSearchParams(logbookFilterQuery(filter));
  if (page > 1) query.set("page", String(page));
  return query.size > 0 ? `/my-profile?${query.toString()}` : "/my-profile";
}

function Found({ page, filtered }: { page: LogbookPage; filtered: boolean }) {
  if (page.total === 0) {
    return filtered ? (
      <p className={styles.muted}>
        Inga fångster matchar filtret. <Link href="/my-profile">Visa alla fångster</Link>
      </p>
    ) : (
      <p className={styles.muted}>
        Du har inte rapporterat några fångster än. <Link href="/reports">Lägg till din första</Link>.
      </p>
    );
  }
  const shown = page.pages > 1 ? ` Här visas ${page.reports.length} av dem.` : "";
  return <p className={logbook.found}>{filtered ? `${catchCount(page.total)} matchar filtret.${shown}` : `Du har ${catchCount(page.total)}.${shown}`}</p>;
}

export function LogbookCatches({ read, species, page }: Props) {
  const filtered = Object.keys(read.values).length > 0;
  return (
    <section className={styles.card} aria-labelledby="mina-fangster">
      <h2 id="mina-fangster" className={styles.heading}>
        Mina fångster
      </h2>
      {species.length > 0 || filtered ? <LogbookFilterForm read={read} species={species} filtered={filtered} /> : null}
      {page && read.filter ? (
        <>
          <Found page={page} filtered={filtered} />
          {page.reports.length > 0 ? <ReportsTable reports={page.reports} caption="Mina fångster" captionHidden /> : null}
          <LinkPager
            page={page.page}
            pages={page.pages}
            href={(n) => pageAddress(read.filter!, n)}
            label="Sidor med mina fångster"
            previousLabel="Föregående sida"
            nextLabel="Nästa sida"
          />
        </>
      ) : (
        <p className={styles.error} role="alert">
          Filtret kunde inte användas: rätta det markerade fältet.
        </p>
      )}
    </section>
  );
}

"use client";
// The logbook's "Exportera fångster": plain download links (they work without JavaScript), carrying the report-list
// filters the page's address has, so the file holds what the member is looking at.
import Link from "next/link";
import { Suspense } from "react";
import { useSearchParams } from "next/navigation";
import { exportAddress, hasFilters } from "@/lib/logbook-export/schemas";
import type { ExportFormat } from "@/lib/logbook-export/cells";
import buttons from "@/components/ui/buttons.module.css";
import layout from "@/components/ui/layout.module.css";
import styles from "@/components/profiles/profiles.module.css";

const LINKS: readonly { format: ExportFormat; label: string; what: string }[] = [
  { format: "csv", label: "CSV", what: "kalkylblad, semikolonseparerat" },
  { format: "xlsx", label: "Excel", what: "arbetsbok, .xlsx" },
  { format: "gpx", label: "GPX", what: "fångstplatser för GPS och kartappar" },
];

function ExportLinks({ params }: { params: URLSearchParams }) {
  const filtered = hasFilters(params);
  return (
    <section className={styles.card} aria-labelledby="exportera-fangster">
      <h2 id="exportera-fangster" className={styles.heading}>
        Exportera fångster
      </h2>
      <p className={styles.muted}>
        Ladda ner {filtered ? "fångsterna som matchar dina filter" : "alla dina fångster"} för att använda dem i ett kalkylprogram
        eller en kartapp. GPX-filen innehåller bara fångster med position. Bara dina egna uppgifter följer med.
      </p>
      <ul className={`${layout.plainList} ${buttons.row}`}>
        {LINKS.map(({ format, label, what }) => (
          <li key={format}>
            <a href={exportAddress(format, params)} download className={buttons.small}>
              Ladda ner {label}
              <span className="visually-hidden"> ({what})</span>
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        Har du fångster i ett kalkylblad eller en annan app? <Link href="/my-profile/importera">Importera fångster</Link>
      </p>
    </section>
  );
}

function ExportLinksForAddress() {
  const params = useSearchParams();
  return <ExportLinks params={new URLSearchParams(params.toString())} />;
}

/** Rendered without filters in the page's static HTML; in the browser, with the filters of the address. */
export function LogbookExport() {
  return (
    <Suspense fallback={<ExportLinks params={new URLSearchParams()} />}>
      <ExportLinksForAddress />
    </Suspense>
  );
}

// The logbook's "Exportera fångster": plain download links, rendered on the server with the list's own filter, so
// the file holds exactly the catches the list above shows (on all its pages) and the links work without JavaScript.
import Link from "next/link";
import { exportAddress } from "@/lib/logbook-export/schemas";
import { isLogbookFiltered, type LogbookFilter } from "@/lib/logbook-export/filters";
import type { ExportFormat } from "@/lib/logbook-export/cells";
import { catchCount } from "@/lib/species/display";
import buttons from "@/components/ui/buttons.module.css";
import layout from "@/components/ui/layout.module.css";
import styles from "@/components/profiles/profiles.module.css";

const LINKS: readonly { format: ExportFormat; label: string; what: string }[] = [
  { format: "csv", label: "CSV", what: "kalkylblad, semikolonseparerat" },
  { format: "xlsx", label: "Excel", what: "arbetsbok, .xlsx" },
  { format: "gpx", label: "GPX", what: "fångstplatser för GPS och kartappar" },
];

/** `filter`: the list's filter, or null when the form has a wrong field (then there is nothing to download). */
export function LogbookExport({ filter, total }: { filter: LogbookFilter | null; total: number }) {
  const what = !filter || !isLogbookFiltered(filter) ? "alla dina fångster" : total === 1 ? "den fångst som matchar filtret" : `de ${catchCount(total)} som matchar filtret`;
  return (
    <section className={styles.card} aria-labelledby="exportera-fangster">
      <h2 id="exportera-fangster" className={styles.heading}>
        Exportera fångster
      </h2>
      {filter ? (
        <>
          <p className={styles.muted}>
            Ladda ner {what}, precis som listan ovan visar dem, för att använda dem i ett kalkylprogram eller en kartapp.
            GPX-filen innehåller bara fångster med position. Bara dina egna uppgifter följer med.
          </p>
          <ul className={`${layout.plainList} ${buttons.row}`}>
            {LINKS.map(({ format, label, what: kind }) => (
              <li key={format}>
                <a href={exportAddress(format, filter)} download className={buttons.small}>
                  Ladda ner {label}
                  <span className="visually-hidden"> ({kind})</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.muted}>Rätta filtret ovan för att ladda ner fångsterna.</p>
      )}
      <p className={styles.muted}>
        Har du fångster i ett kalkylblad eller en annan app? <Link href="/my-profile/importera">Importera fångster</Link>
      </p>
    </section>
  );
}

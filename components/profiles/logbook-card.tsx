// A member's logbook on their profile: the best catch of each species, and this season's figures.
import Link from "next/link";
import { formatFishingDate, formatLength, formatWeight } from "@/lib/reports/display";
import type { SeasonFigures, SpeciesBest } from "@/lib/species/logbook";
import layout from "@/components/ui/layout.module.css";
import styles from "./profiles.module.css";
import table from "./reports-table.module.css";
import dataTable from "@/components/ui/table.module.css";
import { TitledSection } from "@/components/ui/titled-section";

const kgFormat = new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 2 });
const kg = (weight: string) => `${kgFormat.format(Number(weight))} kg`;

export function SeasonCard({ season }: { season: SeasonFigures }) {
  return (
    <TitledSection id="season-title" title={`Säsongen ${season.year}`} className={styles.card} headingClassName={styles.heading}>
      <dl className={`${layout.facts} ${styles.stats}`}>
        <div>
          <dt>Fångster</dt>
          <dd>{season.catches}</dd>
        </div>
        <div>
          <dt>Arter</dt>
          <dd>{season.species}</dd>
        </div>
        <div>
          <dt>Total vikt</dt>
          <dd>{kg(season.totalWeight)}</dd>
        </div>
        <div>
          <dt>Återutsatta</dt>
          <dd>{season.catches ? `${Math.round((season.released / season.catches) * 100)} %` : "–"}</dd>
        </div>
      </dl>
    </TitledSection>
  );
}

export function BestsCard({ bests, owner }: { bests: readonly SpeciesBest[]; owner: string }) {
  return (
    <TitledSection id="bests-title" title="Personbästa" className={styles.card} headingClassName={styles.heading}>
      {bests.length ? (
        <div className={table.tableWrap}>
          <table className={`${dataTable.table} ${dataTable.stacked}`}>
            <caption className="visually-hidden">Personbästa per art för {owner}</caption>
            <thead>
              <tr>
                <th scope="col">Art</th>
                <th scope="col">Vikt</th>
                <th scope="col">Längd</th>
                <th scope="col">Datum</th>
              </tr>
            </thead>
            <tbody>
              {bests.map((best) => (
                <tr key={best.species.slug}>
                  <th scope="row" data-label="Art">
                    <Link href={`/arter/${best.species.slug}`} prefetch={false}>
                      {best.species.name}
                    </Link>
                  </th>
                  <td data-label="Vikt">
                    <Link href={`/reports/${best.reportId}`} prefetch={false}>
                      {formatWeight(best.weight)}
                    </Link>
                  </td>
                  <td data-label="Längd">{formatLength(best.length)}</td>
                  <td data-label="Datum">{formatFishingDate(best.fishingDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.muted}>Inga fångster av kända arter ännu.</p>
      )}
    </TitledSection>
  );
}

// The catalogue as a list of links, each species with its Latin name and how many catches name it, and the
// search field above it (a plain GET form: it works without JavaScript).
import Link from "next/link";
import { Card } from "@/components/ui/card";
import buttons from "@/components/ui/buttons.module.css";
import formStyles from "@/components/ui/form.module.css";
import layout from "@/components/ui/layout.module.css";
import type { SpeciesSummary } from "@/lib/species/queries";
import { catchCount } from "@/lib/species/display";
import styles from "./species.module.css";


export function SpeciesSearch({ query = "" }: { query?: string }) {
  return (
    <form action="/arter/sok" method="get" role="search" aria-label="Sök art" className={styles.search}>
      <div className={formStyles.field}>
        <label htmlFor="species-q" className={formStyles.label}>
          Sök bland arterna
        </label>
        <input id="species-q" name="q" type="search" className={formStyles.input} defaultValue={query} maxLength={40} autoComplete="off" />
      </div>
      <button type="submit" className={buttons.primary}>
        Sök
      </button>
    </form>
  );
}

export function SpeciesList({ species, label }: { species: readonly SpeciesSummary[]; label: string }) {
  return (
    <ul className={`${layout.plainList} ${styles.list}`} aria-label={label}>
      {species.map((s) => (
        <Card as="li" flat key={s.slug} className={styles.item}>
          <Link href={`/arter/${s.slug}`} prefetch={false}>
            <span>
              <span className={styles.name}>{s.name}</span> <span className={styles.latin}>{s.latin}</span>
            </span>
            <span className={styles.count}>{catchCount(s.reportCount)}</span>
          </Link>
        </Card>
      ))}
    </ul>
  );
}

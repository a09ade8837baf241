// The competitions the member has won. A closed competition is the participants' own: only that it was won shows.
import Link from "next/link";
import { TitledSection } from "@/components/ui/titled-section";
import styles from "@/components/profiles/profiles.module.css";
import { formatDay } from "@/lib/competitions/period";
import type { CompetitionWin } from "@/lib/competitions/queries";

export function WinsCard({ wins, owner }: { wins: readonly CompetitionWin[]; owner: string }) {
  return (
    <TitledSection id="wins-title" title="Tävlingsvinster" className={styles.card} headingClassName={styles.heading}>
      <ul aria-label={`Tävlingar som ${owner} har vunnit`}>
        {wins.map((win, index) => (
          <li key={win.id ?? `closed-${index}`}>
            {win.id !== null ? (
              <Link href={`/tavlingar/${win.id}`} prefetch={false}>
                {win.name}
              </Link>
            ) : (
              "En sluten tävling"
            )}
            , avgjord {formatDay(win.ends_on)}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

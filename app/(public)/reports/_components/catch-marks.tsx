// The marks a catch can carry: 'Personbästa' (the member's best of the species when it was posted), 'Storfisk'
// (its weight reaches Storfiskregistret's minimum for the species; the site registers nothing) and 'Återutsatt'.
// Plain text, so they can sit inside a card's link.
import type { PublicReport } from "@/lib/reports/types";
import styles from "./catch-marks.module.css";

export function CatchMarks({ report }: { report: Pick<PublicReport, "is_big_fish" | "released" | "is_personal_best"> }) {
  if (!report.is_big_fish && !report.released && !report.is_personal_best) return null;
  return (
    <span className={styles.marks}>
      {report.is_personal_best ? <span className={`${styles.mark} ${styles.personalBest}`}>Personbästa</span> : null}
      {report.is_big_fish ? <span className={`${styles.mark} ${styles.bigFish}`}>Storfisk</span> : null}
      {report.released ? <span className={`${styles.mark} ${styles.released}`}>Återutsatt</span> : null}
    </span>
  );
}

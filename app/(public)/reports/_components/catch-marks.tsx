// The marks a catch can carry: 'Storfisk' (its weight reaches Storfiskregistret's minimum for the species; the
// site registers nothing) and 'Återutsatt'. Plain text, so they can sit inside a card's link.
import type { PublicReport } from "@/lib/reports/types";
import styles from "./catch-marks.module.css";

export function CatchMarks({ report }: { report: Pick<PublicReport, "is_big_fish" | "released"> }) {
  if (!report.is_big_fish && !report.released) return null;
  return (
    <span className={styles.marks}>
      {report.is_big_fish ? <span className={`${styles.mark} ${styles.bigFish}`}>Storfisk</span> : null}
      {report.released ? <span className={`${styles.mark} ${styles.released}`}>Återutsatt</span> : null}
    </span>
  );
}

"use client";
// The new-report form folds away above the list so the catches stay in view. It opens by itself when the page is
// opened at #ny-rapport (the home page's quick action); without JavaScript the native <details> opens on click.
import { useEffect, useRef, type ReactNode } from "react";
import styles from "./report-panel.module.css";

const REPORT_FORM_ANCHOR = "ny-rapport";

export function ReportPanel({ children }: { children: ReactNode }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const openForAnchor = () => {
      if (window.location.hash === `#${REPORT_FORM_ANCHOR}`) {
        details.open = true;
        details.scrollIntoView({ block: "start" });
      }
    };
    openForAnchor();
    window.addEventListener("hashchange", openForAnchor);
    return () => window.removeEventListener("hashchange", openForAnchor);
  }, []);

  return (
    <details ref={detailsRef} id={REPORT_FORM_ANCHOR} className={styles.panel}>
      <summary className={styles.summary}>
        <span className={styles.plus} aria-hidden="true" />
        <span className={styles.summaryText}>
          Rapportera en fångst
          <span className={styles.summaryHint}>Art, vikt, längd, plats – och gärna en bild.</span>
        </span>
      </summary>
      <div className={styles.content}>{children}</div>
    </details>
  );
}

"use client";
// Where /reports offers the new-report form: members get the form (its code loads only for them), everyone else
// — and the page as cached — the notice with a login link. The slot keeps its height, so nothing below moves.
import dynamic from "next/dynamic";
import Link from "next/link";
import { useSession } from "@/components/shell/session-context";
import type { TileSource } from "./position-picker";
import { ReportPanel } from "./report-panel";
import styles from "../reports.module.css";
import buttons from "@/components/ui/buttons.module.css";

const ReportForm = dynamic(() => import("./report-form").then((module) => module.ReportForm), {
  ssr: false,
  loading: () => <p className={styles.formLoading}>Laddar...</p>,
});

/** `tiles`: where the form's map takes its tiles from (the server reads them from the environment). */
export function ReportFormSlot({ tiles }: { tiles?: TileSource }) {
  const { status } = useSession();
  return (
    <div className={styles.formSlot}>
      {status === "member" ? (
        <ReportPanel>
          <ReportForm tiles={tiles} />
        </ReportPanel>
      ) : (
        <section id="ny-rapport" className={styles.notice} aria-labelledby="ny-rapport-rubrik">
          <h2 id="ny-rapport-rubrik" className={styles.noticeTitle}>
            Rapportera en fångst
          </h2>
          <p>Du måste vara inloggad för att rapportera en fångst.</p>
          <Link href="/login?next=/reports%23ny-rapport" prefetch={false} className={`${buttons.primary} ${buttons.pill}`}>
            Logga in
          </Link>
        </section>
      )}
    </div>
  );
}

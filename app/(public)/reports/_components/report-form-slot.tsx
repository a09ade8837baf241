"use client";
// Where /reports offers the new-report form: members get the form (its code loads only for them), everyone else
// — and the page as cached — the notice with a login link. The slot keeps its height, so nothing below moves.
import Link from "next/link";
import { lazy, Suspense } from "react";
import { useSession } from "@/components/shell/session-context";
import type { TileSource } from "./position-picker";
import { ReportPanel } from "./report-panel";
import { WaitingCatchesSlot } from "./waiting-catches-slot";
import styles from "../reports.module.css";
import buttons from "@/components/ui/buttons.module.css";

const ReportForm = lazy(() => import("./report-form").then((module) => ({ default: module.ReportForm })));

/** `tiles`: where the form's map takes its tiles from (the server reads them from the environment). */
export function ReportFormSlot({ tiles }: { tiles?: TileSource }) {
  const { status } = useSession();
  return (
    <div className={styles.formSlot}>
      {status === "member" ? (
        <>
          <ReportPanel>
            <Suspense fallback={<p className={styles.formLoading}>Laddar...</p>}>
              <ReportForm tiles={tiles} />
            </Suspense>
          </ReportPanel>
          <WaitingCatchesSlot />
        </>
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

// Folding the counts' changes into their totals (docs/decisions/294-counts-as-changes.md): a post appends its change
// to the weekday, place and map-cell counts in its own transaction; this adds them up into the totals in one
// transaction of its own, on the job queue. Whatever has not been folded is still counted by every reader.
import "server-only";
import { driverRead } from "@/lib/db";

/** Folds every committed change; answers how many it folded. */
export async function foldReportCounts(): Promise<number> {
  const [row] = await driverRead<{ folded: number }>("SELECT report_counts_fold() AS folded", []);
  return row?.folded ?? 0;
}

// A report's photo whose transaction failed because the database went away: the commit may have reached the
// database before the connection was lost, so the report may be stored with this photo. Removing the photo at once
// could leave a stored report without it; keeping it for ever leaves a file nobody uses. It is kept until the
// database answers again and says whether a report uses it: removed when none does, kept when one does. A photo
// this process can no longer ask about (it restarted, or the question failed for another reason) is left to the
// storage sweep, which removes files no row uses (docs/decisions/141-backups-and-storage-sweep.md).
import "server-only";
import { db } from "@/lib/db";
import { databaseUnavailable } from "@/lib/outage/unavailable";
import { removeStoredFiles } from "@/lib/storage";

const RECHECK_MS = 2_000;
const inDoubt = new Set<string>();
let timer: NodeJS.Timeout | null = null;

function recheckLater(): void {
  if (timer || inDoubt.size === 0) return;
  timer = setTimeout(() => {
    timer = null;
    void recheckPhotosInDoubt();
  }, RECHECK_MS);
  timer.unref();
}

/** Asks the database which of the doubtful photos a report uses and removes the rest; tried again while it cannot. */
export async function recheckPhotosInDoubt(): Promise<void> {
  const names = [...inDoubt];
  if (names.length === 0) return;
  let used: Set<string>;
  try {
    const rows = await db.report.findMany({ where: { image: { in: names } }, select: { image: true } });
    used = new Set(rows.map((row) => row.image ?? ""));
  } catch (error) {
    // Still away (the outage log has said so): ask again in a moment. Anything else: the sweep's to settle.
    if (databaseUnavailable(error)) recheckLater();
    else {
      for (const name of names) inDoubt.delete(name);
      console.error("[reports] could not ask which stored photos are in use; the storage sweep settles them", error);
    }
    return;
  }
  for (const name of names) inDoubt.delete(name);
  await removeStoredFiles("reports", names.filter((name) => !used.has(name)));
}

/** Keeps a photo whose report's commit is in doubt until the database can say whether a report uses it. */
export function photoInDoubt(fileName: string): void {
  inDoubt.add(fileName);
  recheckLater();
}

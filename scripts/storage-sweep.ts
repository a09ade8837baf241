// `npm run storage:sweep [-- --dry-run]`: removes stored files (disk or bucket, as the app is configured) that are
// a day old and that no row refers to, and prints one line on what it did. The server does the same every hour.
import process from "node:process";
import { describeSweep, sweepStoredFiles } from "@/lib/storage/sweep";
import { db } from "@/lib/db";

const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
if (args.some((arg) => arg !== "--dry-run")) {
  console.error("usage: npm run storage:sweep [-- --dry-run]");
  process.exit(2);
}

const started = Date.now();
try {
  const result = await sweepStoredFiles({ dryRun });
  console.log(describeSweep(result, { dryRun, ms: Date.now() - started }));
  process.exitCode = result.refused ? 1 : 0;
} catch (error) {
  console.error(`[storage] sweep failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}

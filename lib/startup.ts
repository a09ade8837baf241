// A production server with a missing or malformed setting stops at start-up with a clear message, instead of
// failing on the first request that needs it.
import "server-only";
import { env, isBuilding } from "@/lib/env";

export function checkSettingsAtStart(): void {
  if (isBuilding()) return;
  try {
    env();
  } catch (error) {
    console.error(`\nFiskegänget kan inte starta: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

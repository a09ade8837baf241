// Runs once when a server process starts: a production server with a missing or malformed setting stops here with
// a clear message, instead of failing on the first request that needs it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { env } = await import("@/lib/env");
  try {
    env();
  } catch (error) {
    console.error(`\nFiskegänget kan inte starta: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

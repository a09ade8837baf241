// Runs once when a server process starts. The check itself is Node-only, so it is loaded only there.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkSettingsAtStart } = await import("@/lib/startup");
    checkSettingsAtStart();
    (await import("@/lib/outage/quiet-log")).quietKnownOutages();
    (await import("@/lib/consent/cleanup")).startPendingChildCleanup();
    (await import("@/lib/storage/sweep")).startStorageSweep();
    (await import("@/lib/delivery/worker")).startDeliveryLoop();
    (await import("@/lib/conditions/queue")).startConditionsSweep();
    (await import("@/lib/competitions/freeze")).startCompetitionFreezer();
  }
}

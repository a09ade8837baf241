// Runs once when a server process starts. The check itself is Node-only, so it is loaded only there.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkSettingsAtStart } = await import("@/lib/startup");
    checkSettingsAtStart();
    (await import("@/lib/outage/quiet-log")).quietKnownOutages();
    // The job queue (lib/jobs): this process takes jobs unless it serves pages only (JOBS=off).
    const jobs = await import("@/lib/jobs/queue");
    if (jobs.jobsRole() === "all") void jobs.startJobQueue({ work: true });
  }
}

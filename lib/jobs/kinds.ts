// Every kind of background job: its queue's rules (retries with back-off, how long a run may take before another
// process takes the job over), its schedule when it recurs, and what it does. A kind's work stays in its own domain
// module; this file only says when and how it runs. Adding a kind: docs/architecture.md, "Background jobs".
import "server-only";
import type { Queue } from "pg-boss";
import { freezeDueCompetitions } from "@/lib/competitions/freeze";
import { runDeliveryRounds } from "@/lib/delivery/worker";
import { sweepConditions } from "@/lib/conditions/queue";
import { lookupsOn } from "@/lib/conditions/smhi/settings";
import { pruneExpiredKeys } from "@/lib/reports/idempotency";
import { removeExpiredPendingChildren } from "@/lib/consent/cleanup";
import { foldReportCounts } from "@/lib/stats/fold";
import { describeSweep, sweepStoredFiles } from "@/lib/storage/sweep";
import { failMemberJob } from "@/lib/jobs/member-jobs";
import { importRunMessages, runLogbookImport } from "@/lib/logbook-import/run";
import { remindTomorrowsTrips } from "@/lib/trips/reminders";
import { recountChangedSpecies } from "@/lib/species/counts";

export type JobKind = {
  /** What the admins' view of the queue calls it. */
  label: string;
  /** The queue's rules; every job of the kind inherits them. */
  queue: Omit<Queue, "name">;
  /** A cron expression in Swedish time when the kind recurs: one job per occurrence, however many processes run. */
  schedule?: string;
  /** Does the work; what it answers is the job's one line in the log (none when there was nothing to do). */
  run: (data: Record<string, unknown>) => Promise<string | null>;
  /**
   * A PostgreSQL NOTIFY channel that calls for a run at once: a process running jobs listens on it and sends a job
   * of the kind (lib/jobs/wake.ts). The kind's queue says `notify`, so a worker starts it without waiting to poll.
   */
  wakeOn?: string;
  /** Called once when a job's last try has failed: a member waiting for it (lib/jobs/member-jobs.ts) learns it failed. */
  gaveUp?: (data: Record<string, unknown>) => Promise<void>;
};

/**
 * Maintenance that recurs: one run at a time ("stately": one waiting and one running at most), retried three times
 * with a growing pause (1, 2, 4 minutes and so on) when it fails. A running job's process says it is alive every 15 s:
 * one that stopped mid-run (killed, its machine gone) has its job handed to another process once 30 s pass without
 * word, rather than when the kind's `expireInSeconds` runs out. A job sent by hand wakes the processes at once.
 */
const MAINTENANCE = {
  policy: "stately",
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  heartbeatSeconds: 30,
  notify: true,
  deleteAfterSeconds: 7 * 86_400,
} as const;

export const JOB_KINDS = {
  /**
   * Notifications reach members (decision 240): push at once, e-mail in batches, the weekly digests. A stored
   * notification calls for a run at once (the `notifications` trigger's NOTIFY); every minute a run picks up what
   * falls due with time (a batch's window closing, a retry's pause, a new week's digests). One at a time, one waiting.
   */
  "notification-delivery": {
    label: "Aviseringar skickas (push, e-post och veckobrev)",
    queue: { ...MAINTENANCE, retryDelay: 10, expireInSeconds: 5 * 60 },
    schedule: "* * * * *",
    wakeOn: "notification_delivery",
    run: () => runDeliveryRounds(),
  },
  /** Children whose parent never consented, and whose link has expired, are removed with their consent records. */
  "consent-cleanup": {
    label: "Barnkonton utan samtycke tas bort",
    queue: { ...MAINTENANCE, expireInSeconds: 5 * 60 },
    schedule: "5 * * * *",
    run: async () => {
      const count = await removeExpiredPendingChildren();
      return count > 0 ? `[consent] removed ${count} pending child account(s) whose consent link expired` : null;
    },
  },
  /** Competitions whose period and grace are over get their final standings and winner without waiting for a reader. */
  "competition-freeze": {
    label: "Avslutade tävlingar avgörs",
    queue: { ...MAINTENANCE, expireInSeconds: 5 * 60 },
    schedule: "*/5 * * * *",
    run: async () => {
      const count = await freezeDueCompetitions();
      return count > 0 ? `[competitions] settled ${count} competition(s) whose grace had passed` : null;
    },
  },
  /**
   * Catches whose weather SMHI has not given yet (it was down, or the process that took the catch stopped) are
   * claimed and looked up in the process that runs the job (decision 260). Quiet: each lookup logs what it must.
   */
  "conditions-sweep": {
    label: "Väder hämtas till fångster som saknar det",
    queue: { ...MAINTENANCE, expireInSeconds: 5 * 60 },
    schedule: "*/2 * * * *",
    run: async () => {
      if (lookupsOn()) await sweepConditions();
      return null;
    },
  },
  /** Idempotency keys of posted catches older than their 24 hours go; quiet, as it runs often. */
  "idempotency-prune": {
    label: "Gamla nycklar för omsändning rensas",
    queue: { ...MAINTENANCE, expireInSeconds: 5 * 60 },
    schedule: "*/10 * * * *",
    run: async () => {
      await pruneExpiredKeys();
      return null;
    },
  },
  /**
   * The changes posts append to the weekday, place and map-cell counts are added into their totals (decision 294).
   * Readers add up the changes not folded yet, so a late fold changes no figure; it keeps what they add up small.
   */
  "count-fold": {
    label: "Räknare för statistik och karta summeras",
    queue: { ...MAINTENANCE, expireInSeconds: 5 * 60 },
    schedule: "* * * * *",
    run: async () => {
      await foldReportCounts();
      return null;
    },
  },
  /**
   * The species whose catches or their weather changed are counted again for their pages (decision 302): a page
   * reads the kept counts, never every catch of its species.
   */
  "species-count": {
    label: "Arternas sidor räknas om",
    queue: { ...MAINTENANCE, expireInSeconds: 5 * 60 },
    schedule: "* * * * *",
    run: async () => {
      await recountChangedSpecies();
      return null;
    },
  },
  /**
   * Trips that start tomorrow remind whoever is coming, once each (decision 304): each trip is claimed in the
   * transaction that stores its notifications, so a second process or a retry finds it done.
   */
  "trip-reminders": {
    label: "Påminnelser om morgondagens fisketurer",
    queue: { ...MAINTENANCE, expireInSeconds: 10 * 60 },
    schedule: "0 17 * * *",
    run: async () => {
      const count = await remindTomorrowsTrips();
      return count > 0 ? `[trips] reminded ${count} trip(s) starting tomorrow` : null;
    },
  },
  /** Stored files no row has used for a day go (decision 141). */
  "storage-sweep": {
    label: "Oanvända filer rensas",
    queue: { ...MAINTENANCE, expireInSeconds: 30 * 60 },
    schedule: "35 * * * *",
    run: async () => {
      const started = Date.now();
      return describeSweep(await sweepStoredFiles(), { ms: Date.now() - started });
    },
  },
  /**
   * A member's spreadsheet of catches is stored (decision 297): a job per import, sent when the member starts it,
   * several members' at once; retried from where it stopped. The member's page follows it (lib/jobs/member-jobs.ts).
   */
  "logbook-import": {
    label: "Fångster importeras från kalkylblad",
    queue: { policy: "standard", retryLimit: 3, retryDelay: 30, retryBackoff: true, heartbeatSeconds: 30, notify: true, expireInSeconds: 15 * 60, deleteAfterSeconds: 7 * 86_400 },
    run: (data) => runLogbookImport(Number(data.importId)),
    gaveUp: (data) => failMemberJob(String(data.memberJobId), importRunMessages.failed),
  },
} satisfies Record<string, JobKind>;

export type JobKindName = keyof typeof JOB_KINDS;

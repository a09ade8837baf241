// Runs a kind at once when the database says there is work for it: a process that runs jobs LISTENs on each kind's
// `wakeOn` channel (lib/jobs/kinds.ts) and sends a job of the kind for every burst of NOTIFYs. The NOTIFY is sent by
// the transaction that made the work, at its commit, so nothing is woken for work that was rolled back; a wake-up
// that is lost (this connection down, the process stopping) only waits for the kind's next scheduled run.
import "server-only";
import pg from "pg";
import type { PgBoss } from "pg-boss";
import { databaseUnavailable } from "@/lib/outage/unavailable";
import { outageLog } from "@/lib/outage";

/** NOTIFYs closer together than this become one job: a statement storing many notifications sends one each. */
const GATHER_MS = 50;
/** How long to wait before listening again after the connection was lost. */
const RETRY_MS = 5_000;

export type Wakeups = { stop: () => Promise<void> };

/** Listens on every channel of `kinds` ([job name, channel]) and sends a job of the kind for each burst. */
export function listenForWakeups(boss: PgBoss, connectionString: string, kinds: readonly [string, string][]): Wakeups {
  const byChannel = new Map(kinds.map(([name, channel]) => [channel, name]));
  const pending = new Map<string, NodeJS.Timeout>();
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const wake = (channel: string) => {
    const name = byChannel.get(channel);
    if (!name || pending.has(name)) return;
    pending.set(
      name,
      setTimeout(() => {
        pending.delete(name);
        // The queue keeps one job waiting at most (its policy): a wake-up while one waits adds nothing.
        boss.send(name, {}).catch(report);
      }, GATHER_MS),
    );
  };

  const report = (error: unknown) => {
    const kind = databaseUnavailable(error);
    if (kind) outageLog.failed("database", kind);
    else console.error("[jobs] listening for work failed", error);
  };

  const connect = async () => {
    if (stopped) return;
    const listening = new pg.Client({ connectionString, application_name: "fiskeganget-jobs-wake" });
    listening.on("notification", (message) => wake(message.channel));
    let closed = false;
    const again = (error?: unknown) => {
      if (closed) return;
      closed = true;
      if (error) report(error);
      listening.removeAllListeners("end");
      void listening.end().catch(() => undefined);
      if (client === listening) client = null;
      if (!stopped) retry = setTimeout(() => void connect(), RETRY_MS);
    };
    listening.on("error", again);
    listening.on("end", () => again());
    try {
      await listening.connect();
      for (const channel of byChannel.keys()) await listening.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = listening;
      if (stopped) await listening.end();
    } catch (error) {
      again(error);
    }
  };
  void connect();

  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      const open = client;
      client = null;
      open?.removeAllListeners("end");
      await open?.end().catch(() => undefined);
    },
  };
}

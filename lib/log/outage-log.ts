// A calm log for a dependency that is down: one line when the outage starts, at most one line per interval with
// how many requests it failed since, and one line when a probe finds it back — never a stack trace per request.

export type OutageLogOptions = {
  /** Where lines go (the server's log). */
  write?: (line: string) => void;
  now?: () => number;
  /** At most one line per dependency in this many milliseconds while it stays down. */
  intervalMs?: number;
  /** How often to ask a down dependency whether it is back. */
  probeEveryMs?: number;
  /** Resolves when the dependency answers again; rejects while it is still down. */
  probes?: Record<string, () => Promise<unknown>>;
};

type Outage = { kind: string; since: number; failures: number; sinceLastLine: number; lastLine: number; timer?: ReturnType<typeof setInterval> };

export type OutageLog = {
  /** A request failed because `dependency` could not be reached (`kind` says how). */
  failed(dependency: string, kind: string): void;
  /** `dependency` answered again: ends its outage with one line. A no-op when it was not down. */
  recovered(dependency: string): void;
  /** Whether `dependency` is down as far as this process has seen. */
  isDown(dependency: string): boolean;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace(".", ",")} s`;

export function createOutageLog({
  write = (line) => console.warn(line),
  now = Date.now,
  intervalMs = 10_000,
  probeEveryMs = 2_000,
  probes = {},
}: OutageLogOptions = {}): OutageLog {
  const outages = new Map<string, Outage>();

  function startProbing(dependency: string, outage: Outage) {
    const probe = probes[dependency];
    if (!probe) return;
    let inFlight = false;
    outage.timer = setInterval(() => {
      if (inFlight) return;
      inFlight = true;
      probe()
        .then(() => log.recovered(dependency))
        .catch(() => {})
        .finally(() => {
          inFlight = false;
        });
    }, probeEveryMs);
    outage.timer.unref?.();
  }

  const log: OutageLog = {
    failed(dependency, kind) {
      const at = now();
      const outage = outages.get(dependency);
      if (!outage) {
        const started: Outage = { kind, since: at, failures: 1, sinceLastLine: 0, lastLine: at };
        outages.set(dependency, started);
        write(`[outage] ${dependency} unreachable (${kind}): answering 503 until it is back`);
        startProbing(dependency, started);
        return;
      }
      outage.failures++;
      outage.sinceLastLine++;
      if (at - outage.lastLine >= intervalMs) {
        write(`[outage] ${dependency} still unreachable after ${seconds(at - outage.since)}: ${outage.sinceLastLine} more requests answered 503`);
        outage.lastLine = at;
        outage.sinceLastLine = 0;
      }
    },
    recovered(dependency) {
      const outage = outages.get(dependency);
      if (!outage) return;
      if (outage.timer) clearInterval(outage.timer);
      outages.delete(dependency);
      write(`[outage] ${dependency} answers again after ${seconds(now() - outage.since)}; ${outage.failures} requests were answered 503`);
    },
    isDown: (dependency) => outages.has(dependency),
  };
  return log;
}

// Pages are rendered by Next.js itself, which logs a failed rendering with its stack trace, once per request. While
// the database cannot be reached those are all the same failure: this hands them to the outage log (one line when
// it starts, a count every 10 s, one line when it ends) instead. Every other error is logged as before.
import "server-only";
import { databaseUnavailable } from "@/lib/outage/unavailable";
import { outageLog } from "@/lib/outage";

const installed = Symbol.for("fiskeganget.quietOutageLog");

export function quietKnownOutages(target: Console = console): void {
  const marked = target as Console & { [installed]?: boolean };
  if (marked[installed]) return;
  marked[installed] = true;
  const original = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    for (const arg of args) {
      const kind = arg instanceof Error ? databaseUnavailable(arg) : null;
      if (kind) {
        outageLog.failed("database", kind);
        return;
      }
    }
    original(...args);
  };
}

// Tells "the database cannot be reached" apart from every other failure, so a handler answers 503 and a clear
// Swedish message instead of a 500 with a stack trace in the log.

/** Prisma's own codes for a server it cannot reach or a connection it lost or could not get in time. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** What @prisma/adapter-pg calls the same failures (meta.driverAdapterError.cause.kind). */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/** PostgreSQL's SQLSTATEs for a server going away or not taking connections: class 08, 53300, 57P01–57P03. */
const SQLSTATE = /^(08[0-9A-Z]{3}|53300|57P0[123])$/;
/** Socket failures, as node-postgres passes them on unwrapped. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH"]);
/** node-postgres's own words for a connection it lost or could not open in time (these errors carry no code). */
const PG_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

type Inspectable = {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown; code?: unknown } } };
};

function looksUnreachable(error: Inspectable): boolean {
  const code = typeof error.code === "string" ? error.code : "";
  if (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || SQLSTATE.test(code)) return true;
  if (error.name === "PrismaClientInitializationError") return true;
  const adapter = error.meta?.driverAdapterError?.cause;
  if (adapter) {
    if (typeof adapter.kind === "string" && ADAPTER_KINDS.has(adapter.kind)) return true;
    const sqlstate = adapter.originalCode ?? adapter.code;
    if (typeof sqlstate === "string" && SQLSTATE.test(sqlstate)) return true;
  }
  return typeof error.message === "string" && PG_MESSAGES.test(error.message);
}

/** The failure's kind for the log when the database could not be reached (or was lost mid-query), else null. */
export function databaseUnavailable(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const candidate = current as Inspectable;
    if (looksUnreachable(candidate)) {
      const adapterKind = candidate.meta?.driverAdapterError?.cause?.kind;
      if (typeof adapterKind === "string" && adapterKind !== "postgres") return adapterKind;
      return typeof candidate.code === "string" && candidate.code ? candidate.code : "connection lost";
    }
    current = candidate.cause;
  }
  return null;
}

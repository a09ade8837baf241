// One request to SMHI: a time limit, retries with backoff for what may pass (a network error, a 5xx, a 429), and
// a clear verdict for what will not (a 404 has no data; an answer that is not the documented JSON is garbage).
import "server-only";

export type SmhiSettings = {
  metobsUrl: string;
  forecastUrl: string;
  timeoutMs: number;
  /** retries after the first try */
  retries: number;
  /** the first retry's wait; each next one doubles */
  backoffMs: number;
};

/** SMHI could not be reached, or kept failing: worth trying again later. */
export class SmhiUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SmhiUnavailableError";
  }
}

/** SMHI answered, but not with the documented shape: trying again will not help. */
export class SmhiGarbageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SmhiGarbageError";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GETs `url` and returns its body as text, or null for a 404 (SMHI has no such station or period). Throws
 * SmhiUnavailableError after the retries, SmhiGarbageError for any other 4xx.
 */
export async function fetchSmhiText(url: string, settings: SmhiSettings): Promise<string | null> {
  let lastProblem = "";
  for (let attempt = 0; attempt <= settings.retries; attempt += 1) {
    if (attempt > 0) await sleep(settings.backoffMs * 2 ** (attempt - 1));
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(settings.timeoutMs), headers: { accept: "application/json" } });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (res.status >= 500 || res.status === 429) {
        await res.body?.cancel();
        lastProblem = `HTTP ${res.status}`;
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new SmhiGarbageError(`HTTP ${res.status} from ${url}`);
      }
      return await res.text();
    } catch (error) {
      if (error instanceof SmhiGarbageError) throw error;
      lastProblem = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
  }
  throw new SmhiUnavailableError(`${url} failed ${settings.retries + 1} times (${lastProblem})`);
}

/** GETs JSON; a body that does not parse is garbage. */
export async function fetchSmhiJson(url: string, settings: SmhiSettings): Promise<unknown | null> {
  const text = await fetchSmhiText(url, settings);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SmhiGarbageError(`not JSON from ${url}`);
  }
}
